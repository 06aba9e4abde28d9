// What a player can read on a drawn board (issue 38, items 2 and 3): every text of the
// drawings under a selector that is on screen, its size as drawn (font size times the
// drawing's scale) and, where asked, whether it runs into another text or a level badge.
// A text hidden under a tile drawn above it (NMBR 9's stacks) is not on screen: the centre of
// its box must hit its own tile.

/**
 * The texts of the SVG drawings under `root` as seen: { size, box, tile } per visible text,
 * plus the smallest size, and the badges' boxes (NMBR 9's level discs).
 */
export function boardTexts(page, root) {
  return page.evaluate((root) => {
    const seen = [];
    const badges = [];
    for (const svg of document.querySelectorAll(`${root} svg`)) {
      svg.scrollIntoView({ block: 'center', inline: 'center' });
      for (const el of svg.querySelectorAll('text')) {
        if (el.textContent.trim() === '') continue;
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width <= 1 || r.height <= 1 || style.visibility !== 'visible' || style.display === 'none') continue;
        const tile = el.closest('g.tile');
        if (tile) {
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          // Covered by a tile above: a lower level, not on screen.
          if (hit && hit.closest('g.tile') && hit.closest('g.tile') !== tile) continue;
        }
        const m = el.getScreenCTM();
        const size = parseFloat(style.fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
        seen.push({
          text: el.textContent.trim(),
          cls: el.getAttribute('class') ?? '',
          size,
          box: [r.left, r.top, r.right, r.bottom],
          tile: tile ? [...svg.querySelectorAll('g.tile')].indexOf(tile) : -1,
        });
      }
      for (const c of svg.querySelectorAll('.tile-badge')) {
        const r = c.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && hit.closest('g.tile') && hit.closest('g.tile') !== c.closest('g.tile')) continue;
        if (r.width > 0) badges.push({ box: [r.left, r.top, r.right, r.bottom], tile: [...svg.querySelectorAll('g.tile')].indexOf(c.closest('g.tile')) });
      }
    }
    return { texts: seen, badges, smallest: Math.min(...seen.map((t) => t.size)) };
  }, root);
}

const overlap = (a, b, slack = 0.5) =>
  Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > slack && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > slack;

/**
 * What is wrong with the texts `boardTexts` found, as lines: any under 12 px; with `overlaps`,
 * any two texts whose boxes cross, and a badge over another tile's text or its own digit.
 */
export function textProblems({ texts, badges }, { overlaps = false } = {}) {
  const out = [];
  for (const t of texts) {
    if (t.size < 11.95) out.push(`“${t.text}” (${t.cls}) at ${t.size.toFixed(1)} px`);
  }
  if (!overlaps) return out;
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      if (overlap(texts[i].box, texts[j].box)) out.push(`“${texts[i].text}” (${texts[i].cls}) runs into “${texts[j].text}” (${texts[j].cls})`);
    }
  }
  for (const b of badges) {
    for (const t of texts) {
      const own = t.tile === b.tile && t.cls.includes('tile-level');
      if (!own && overlap(b.box, t.box)) out.push(`a level badge covers “${t.text}” (${t.cls})`);
    }
  }
  return out;
}
