import type * as Yaml from 'yaml';
import { lazy } from '../../../core/lazy.js';
import type { CardData } from './card-data.js';
import { parseDeckText } from './load.js';
import { type Message, msg } from '../../../core/messages.js';
import { unknownNameHint } from '../../../core/names.js';
import { foldName, printable } from './names.js';

const yaml = lazy<typeof Yaml>('yaml');

/*
 * Card data a player gives for a name no card data knows (the workbench's
 * small form: mana value and colours). It is written into the deck itself, as
 * YAML card entries, so the deck (and a study saved from it) keeps working
 * wherever it is read.
 */

/** A given card, checked: the form's values are data from the page, never trusted. */
/** The fields a given card may have: any other key (`colours`, `color`) is refused with the closest, never read as colourless. */
const GIVEN_FIELDS = ['name', 'mana_value', 'colors', 'type_line'];

export function checkGivenCards(value: unknown): CardData[] | { error: string | Message } {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 200) return { error: msg('given.list') };
  const out: CardData[] = [];
  for (const v of value as unknown[]) {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return { error: msg('given.each') };
    const c = v as Record<string, unknown>;
    // own keys only, `__proto__` included (JSON.parse makes it one): nothing is dropped unsaid
    const stray = Object.keys(c).find((k) => !GIVEN_FIELDS.includes(k));
    if (stray !== undefined)
      return {
        error: msg('given.unknownField', {
          field: printable(stray),
          name: printable(typeof c.name === 'string' ? c.name : '?'),
          hint: unknownNameHint(stray === 'colours' || stray === 'colour' || stray === 'color' ? 'colors' : stray, GIVEN_FIELDS),
        }),
      };
    if (typeof c.name !== 'string' || c.name.trim() === '' || c.name.length > 200) return { error: msg('given.name') };
    const mv = c.mana_value;
    if (typeof mv !== 'number' || !Number.isFinite(mv) || mv < 0 || mv > 1000 || Math.round(mv * 2) !== mv * 2)
      return { error: msg('given.manaValue', { name: c.name }) };
    const colours = c.colors ?? [];
    if (!Array.isArray(colours) || colours.some((x) => typeof x !== 'string' || !/^[WUBRG]$/.test(x)))
      return { error: msg('given.colours', { name: c.name }) };
    const type = c.type_line;
    if (type !== undefined && (typeof type !== 'string' || type.length > 200)) return { error: msg('given.typeLine', { name: c.name }) };
    out.push({ name: c.name.trim(), mana_value: mv, colors: [...new Set(colours as string[])], ...(type ? { type_line: type } : {}) });
  }
  return out;
}

/** The deck's text as a YAML deck, the given cards' data inline on their entries (the rest by name). */
export function deckWithGivenCards(text: string, file: string, given: readonly CardData[]): string {
  const p = parseDeckText(text, file);
  const byName = new Map(given.map((g) => [foldName(g.name), g]));
  const entry = (e: (typeof p.raw)[number]) => {
    const g = byName.get(foldName(e.name)) ?? (e.alt ? byName.get(foldName(e.alt)) : undefined);
    const data = e.data ?? g;
    return {
      count: e.count,
      name: e.name,
      ...(e.critical ? { critical: true } : {}),
      ...(data
        ? {
            mana_value: data.mana_value ?? data.cmc,
            colors: data.colors ?? [],
            ...(data.type_line ? { type_line: data.type_line } : {}),
            ...(data.mana_cost !== undefined && data.mana_value === undefined ? { mana_cost: data.mana_cost } : {}),
          }
        : {}),
    };
  };
  const doc: Record<string, unknown> = { name: p.name ?? file.replace(/\.[^.]*$/, '') };
  for (const [key, section] of [
    ['commander', 'commander'],
    ['cards', 'main'],
    ['sideboard', 'sideboard'],
  ] as const) {
    const list = p.raw.filter((e) => e.section === section).map(entry);
    if (list.length || key === 'cards') doc[key] = list;
  }
  const { Document } = yaml();
  const d = new Document(doc);
  // one card a line: `- { count: 4, name: Forest }`
  for (const key of ['commander', 'cards', 'sideboard']) {
    const seq = d.get(key, true) as { items?: Array<{ flow?: boolean }> } | undefined;
    for (const item of seq?.items ?? []) item.flow = true;
  }
  return `# written by the hantei workbench: cards no card data knew carry their mana value and colours here\n${d.toString({ lineWidth: 0 })}`;
}
