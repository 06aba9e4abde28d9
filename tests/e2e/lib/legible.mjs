// What a player can read on a drawn board (issue 38, items 2 and 3): every text of the
// drawings under a selector that is on screen, its size as drawn (font size times the
// drawing's scale) and, where asked, whether it runs into another text or a level badge.
// A text hidden under a tile drawn above it (NMBR 9's stacks) is not on screen: no tile drawn
// later may hold the centre of its box. That is worked out from the drawing, not from what the
// browser hits at that point, so it holds for a zoomed board's cells scrolled out of view too:
// every part of the board must be legible once scrolled to.

/**
 * The texts of the SVG drawings under `root` as seen: { size, box, tile, drawing } per visible text,
 * plus the smallest size, and the badges' boxes (NMBR 9's level discs).
 */
export function boardTexts(page, root) {
  return page.evaluate((root) => {
    const seen = [];
    const badges = [];
    // Whether a tile drawn after `tile` holds the centre of `el`'s box (an opaque face).
    const covered = (el, tile, tiles) => {
      const b = el.getBBox();
      const centre = new DOMPoint(b.x + b.width / 2, b.y + b.height / 2).matrixTransform(el.getScreenCTM());
      return tiles.slice(tiles.indexOf(tile) + 1).some((above) => {
        const face = above.querySelector('.tile-face');
        return face && face.isPointInFill(centre.matrixTransform(face.getScreenCTM().inverse()));
      });
    };
    for (const [drawing, svg] of [...document.querySelectorAll(`${root} svg`)].entries()) {
      svg.scrollIntoView({ block: 'center', inline: 'center' });
      const tiles = [...svg.querySelectorAll('g.tile')];
      for (const el of svg.querySelectorAll('text')) {
        if (el.textContent.trim() === '') continue;
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width <= 1 || r.height <= 1 || style.visibility !== 'visible' || style.display === 'none') continue;
        const tile = el.closest('g.tile');
        // Covered by a tile above: a lower level, not on screen.
        if (tile && covered(el, tile, tiles)) continue;
        const m = el.getScreenCTM();
        const size = parseFloat(style.fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
        seen.push({
          text: el.textContent.trim(),
          cls: el.getAttribute('class') ?? '',
          size,
          box: [r.left, r.top, r.right, r.bottom],
          tile: tile ? tiles.indexOf(tile) : -1,
          drawing,
        });
      }
      for (const c of svg.querySelectorAll('.tile-badge')) {
        const r = c.getBoundingClientRect();
        if (r.width <= 0 || covered(c, c.closest('g.tile'), tiles)) continue;
        badges.push({ box: [r.left, r.top, r.right, r.bottom], tile: tiles.indexOf(c.closest('g.tile')), drawing });
      }
    }
    return { texts: seen, badges, smallest: Math.min(...seen.map((t) => t.size)) };
  }, root);
}

const overlap = (a, b, slack = 0.5) =>
  Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > slack && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > slack;

/**
 * What is wrong with the texts `boardTexts` found, as lines: any under 12 px; with `overlaps`,
 * any two texts of one drawing whose boxes cross, and a badge over another tile's text or its
 * own digit. Two drawings are never compared: a zoomed board's cells scrolled out of its
 * frame lie where another board is seen.
 */
export function textProblems({ texts, badges }, { overlaps = false } = {}) {
  const out = [];
  for (const t of texts) {
    if (t.size < 11.95) out.push(`“${t.text}” (${t.cls}) at ${t.size.toFixed(1)} px`);
  }
  if (!overlaps) return out;
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      if (texts[i].drawing === texts[j].drawing && overlap(texts[i].box, texts[j].box)) out.push(`“${texts[i].text}” (${texts[i].cls}) runs into “${texts[j].text}” (${texts[j].cls})`);
    }
  }
  for (const b of badges) {
    for (const t of texts) {
      const own = t.tile === b.tile && t.cls.includes('tile-level');
      if (!own && t.drawing === b.drawing && overlap(b.box, t.box)) out.push(`a level badge covers “${t.text}” (${t.cls})`);
    }
  }
  return out;
}
