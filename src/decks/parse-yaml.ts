import type * as Yaml from 'yaml';
import type { Node } from 'yaml';
import { lazy } from '../core/lazy.js';

// the YAML parser loads only when a YAML deck is read
const yaml = lazy<typeof Yaml>('yaml');
import { HanteiError } from '../core/errors.js';
import type { CardData } from './card-data.js';
import type { RawEntry } from './parse-text.js';

export interface YamlDeck {
  name?: string;
  entries: Array<RawEntry & { data?: CardData }>;
}

const CARD_FIELDS = new Set(['count', 'name', 'mana_cost', 'type_line', 'colors', 'color_indicator', 'mana_value', 'cmc', 'layout', 'critical', 'ja', 'printed_name']);
const DATA_FIELDS = ['mana_cost', 'type_line', 'colors', 'color_indicator', 'mana_value', 'cmc', 'layout'];

/**
 * A YAML deck: `name:` and `cards:` (and optional `sideboard:`), each card a
 * map with Scryfall's field names. A card with only a name (and count,
 * critical) is looked up in the card data.
 */
export function parseYamlDeck(text: string, file: string): YamlDeck {
  const { LineCounter, isMap, isSeq, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const pos = lineCounter.linePos(e.pos[0]);
    throw new HanteiError('yaml', `YAML syntax error: ${e.message.split('\n')[0]}`, {
      file,
      line: pos.line,
      column: pos.col,
      hint: 'a card name with a comma or colon must be quoted in flow style, e.g. { count: 1, name: "Emrakul, the Aeons Torn" }',
    });
  }
  const lineOf = (n: Node | null | undefined): number | undefined => (n?.range ? lineCounter.linePos(n.range[0]).line : undefined);
  const root = doc.contents;
  if (!isMap(root)) throw new HanteiError('deck', 'a YAML deck must be a map with a "cards:" list', { file, line: 1, hint: 'start with "name: My Deck" and "cards:" followed by "- { count: 4, name: Forest }" lines' });
  const name = root.get('name');
  const entries: YamlDeck['entries'] = [];
  for (const key of ['commander', 'cards', 'sideboard'] as const) {
    const list = root.get(key, true);
    if (list === undefined) {
      if (key === 'cards') throw new HanteiError('deck', 'the deck has no "cards:" list', { file, hint: 'add "cards:" with one "- { count: N, name: ... }" line per card' });
      continue;
    }
    if (!isSeq(list)) throw new HanteiError('deck', `"${key}:" must be a list`, { file, line: lineOf(list as Node), hint: `write "${key}:" then lines starting with "- "` });
    for (const item of list.items) {
      const line = lineOf(item as Node);
      if (!isMap(item)) throw new HanteiError('deck', `a ${key} entry must be a map like { count: 4, name: Forest }`, { file, line });
      const obj = item.toJSON() as Record<string, unknown>;
      for (const k of Object.keys(obj)) {
        if (!CARD_FIELDS.has(k)) throw new HanteiError('deck', `unknown field "${k}"`, { file, line, hint: `card fields are: ${[...CARD_FIELDS].join(', ')}` });
      }
      if (typeof obj.name !== 'string' || obj.name.trim() === '') {
        throw new HanteiError('deck', 'card entry has no name', { file, line, hint: 'add name: "Card Name"' });
      }
      const count = obj.count === undefined ? 1 : obj.count;
      if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) {
        throw new HanteiError('deck', `count of "${obj.name}" must be a whole number ≥ 1, got ${JSON.stringify(count)}`, { file, line, hint: 'give a count of 1 or more, or remove the entry' });
      }
      if (obj.critical !== undefined && typeof obj.critical !== 'boolean') {
        throw new HanteiError('deck', `critical must be true or false`, { file, line });
      }
      const hasData = DATA_FIELDS.some((f) => f in obj);
      const section: RawEntry['section'] = key === 'cards' ? 'main' : key;
      entries.push({
        count,
        name: obj.name.trim(),
        line: line ?? 0,
        section,
        critical: obj.critical === true,
        data: hasData ? (obj as unknown as CardData) : undefined,
      });
    }
  }
  return { name: typeof name === 'string' ? name : undefined, entries };
}
