// The app's texts as the browser tests expect them, read from crates/texts/src/ (en.rs, fr.rs,
// zh_tw.rs, shell.rs and each game's file), so the tests follow the translations as they are
// edited: T.fr.PlayerN is "Joueur {n}", fill(T.fr.PlayerN, { n: 1 }) is "Joueur 1".

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './server.mjs';

/** `Key::Name => "text"` pairs of some Rust source. */
function pairs(src, map) {
  for (const m of src.matchAll(/Key::(\w+)\s*=>\s*\{?\s*"((?:[^"\\]|\\.)*)"/g)) map[m[1]] = JSON.parse(`"${m[2]}"`);
  return map;
}
const textFile = (name) => readFileSync(join(REPO_ROOT, 'crates', 'texts', 'src', `${name}.rs`), 'utf8');

/** One language's texts: the shared file (en.rs…) and that language's function in the shell's and each game's file. */
function texts(lang) {
  const map = pairs(textFile(lang), {});
  for (const page of ['shell', 'settings', 'number', 'nmbr9', 'sequence', 'mino', 'dungeon', 'stats']) {
    const fn = textFile(page).split(/\nfn |\npub fn /).find((part) => part.startsWith(`${lang}(`));
    pairs(fn ?? '', map);
  }
  return map;
}

/** Every text by language (the app's language codes) and key name. */
export const T = { en: texts('en'), fr: texts('fr'), 'zh-TW': texts('zh_tw') };

/**
 * A text with its `{name}` slots filled, as the app fills them (crates/texts/src/lib.rs `fill`): a
 * value that ends its own sentence takes the place of the full stop right after its slot.
 */
export const fill = (s, args = {}) => Object.entries(args).reduce((t, [k, v]) => {
  const slot = `{${k}}`;
  const value = String(v);
  const ended = /[.!?。！？]$/u.test(value) ? t.replaceAll(`${slot}.`, slot).replaceAll(`${slot}。`, slot) : t;
  return ended.replaceAll(slot, value);
}, s);

/** A regular expression matching `template` with any text in its slots. */
export function pattern(template) {
  const parts = template.split(/\{\w+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`);
}
