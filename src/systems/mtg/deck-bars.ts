import { msg } from '../../core/messages.js';
import type { Lang } from '../types.js';

/*
 * `deck inspect`'s compact bars: the mana-value curve as one row of block
 * characters over its mana values, and the check colours as short bars with
 * their counts — what a deckbuilder reads at a glance, above the tables.
 */

const BLOCKS = '▁▂▃▄▅▆▇█';

/** The curve: one block per mana value from 0 to the highest (a gap is a space), the values under it. */
export function curveRow(byManaValue: Readonly<Record<string, number>>): [string, string] {
  const entries = Object.entries(byManaValue).map(([k, n]) => [Number(k), n] as const);
  const top = Math.max(0, ...entries.map(([k]) => k));
  const most = Math.max(1, ...entries.map(([, n]) => n));
  let bars = '';
  let axis = '';
  for (let v = 0; v <= Math.min(top, 20); v++) {
    const n = byManaValue[String(v)] ?? 0;
    const label = v === 20 && top > 20 ? '+' : String(v % 10);
    // the count of values past 20 is drawn on the last column
    const count = v === 20 && top > 20 ? entries.filter(([k]) => k >= 20).reduce((s, [, c]) => s + c, 0) : n;
    bars += count === 0 ? ' ' : BLOCKS[Math.min(BLOCKS.length - 1, Math.ceil((count / most) * BLOCKS.length) - 1)];
    axis += label;
  }
  return [bars, axis];
}

/** Lines for the terminal: the curve with its axis, then the colours as bars (widest 20 characters). */
export function deckBars(
  byManaValue: Readonly<Record<string, number>>,
  byColour: Readonly<Record<string, number>>,
  lang: Lang,
  colourWord: (c: string) => string,
): string[] {
  const [bars, axis] = curveRow(byManaValue);
  const curve = msg('deck.curve').text(lang);
  const pad = ' '.repeat([...curve].length + 2);
  const most = Math.max(1, ...Object.values(byColour));
  const colours = Object.entries(byColour)
    .map(([c, n]) => `${colourWord(c)} ${'█'.repeat(Math.max(1, Math.round((n / most) * 20)))} ${n}`)
    .join('  ');
  return [`${curve}  ${bars}`, `${pad}${axis}`, `${msg('deck.colourBars').text(lang)}  ${colours}`];
}
