import { type Colour, COLOURS, LAND_TYPE_COLOUR, colourBit } from './card.js';
import { type Message, msg } from '../../../core/messages.js';

/**
 * Mana value and colours of a mana cost such as `{2}{G}{G/W}{2/W}{G/P}{C}{X}`.
 * Generic digits add their number; each coloured, colourless {C}, snow {S},
 * hybrid or Phyrexian symbol adds 1; two-brid {2/W} adds 2; X, Y, Z add 0.
 * Returns null for a symbol it does not know.
 */
export function parseManaCost(cost: string): { manaValue: number; colours: number } | { error: Message } {
  let mv = 0;
  let colours = 0;
  const text = cost.trim();
  if (text === '') return { manaValue: 0, colours: 0 };
  const re = /\{([^}]*)\}/g;
  let consumed = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (text.slice(consumed, m.index).trim() !== '')
      return { error: msg('mtgCard.unexpected', { text: text.slice(consumed, m.index).trim() }) };
    consumed = m.index + m[0].length;
    const sym = m[1].toUpperCase();
    if (/^\d+$/.test(sym)) {
      mv += Number(sym);
      continue;
    }
    if (sym === 'X' || sym === 'Y' || sym === 'Z') continue;
    if (sym === 'C' || sym === 'S') {
      mv += 1;
      continue;
    }
    if (sym === '½' || sym === 'H') continue;
    const parts = sym.split('/');
    if (parts.every((p) => (COLOURS as readonly string[]).includes(p) || p === 'P' || p === 'C' || p === '2')) {
      for (const p of parts) if ((COLOURS as readonly string[]).includes(p)) colours |= colourBit(p as Colour);
      mv += parts.includes('2') ? 2 : 1;
      continue;
    }
    return { error: msg('mtgCard.unknownSymbol', { sym: m[1] }) };
  }
  if (text.slice(consumed).trim() !== '') return { error: msg('mtgCard.unexpected', { text: text.slice(consumed).trim() }) };
  return { manaValue: mv, colours };
}

/**
 * Mana value of a card in the library. A split card's is the sum of its
 * halves (rule 709.4); adventure, MDFC, transform and flip cards use the
 * front face (rules 715.4, 712.8).
 */
export function cardManaCost(
  manaCost: string,
  layout: string | undefined,
  typeLine: string,
): { manaValue: number; colours: number } | { error: Message } {
  const faces = manaCost.split('//').map((s) => s.trim());
  const isSplit = layout ? layout === 'split' : faces.length > 1 && !/adventure/i.test(typeLine);
  if (faces.length > 1 && isSplit) {
    let mv = 0;
    let colours = 0;
    for (const f of faces) {
      const r = parseManaCost(f);
      if ('error' in r) return r;
      mv += r.manaValue;
      colours |= r.colours;
    }
    return { manaValue: mv, colours };
  }
  return parseManaCost(faces[0]);
}

/** Basic land types of a type line whose types include Land (front face only). */
export function basicLandTypes(typeLine: string): number {
  const front = typeLine.split('//')[0];
  const [types, subtypes = ''] = front.split(/—|--| - /);
  if (!/\bLand\b/i.test(types)) return 0;
  let mask = 0;
  for (const word of subtypes.trim().split(/\s+/)) {
    const c = LAND_TYPE_COLOUR[word];
    if (c) mask |= colourBit(c);
  }
  return mask;
}
