import type * as Yaml from 'yaml';
import type { Node } from 'yaml';
import { lazy } from '../../../core/lazy.js';

// the YAML parser loads only when a YAML deck is read
const yaml = lazy<typeof Yaml>('yaml');
import { HanteiError } from '../../../core/errors.js';
import { msg, verbatim } from '../../../core/messages.js';
import { unknownNameHint } from '../../../core/names.js';
import { yamlData, yamlPosition } from '../../../core/user-data.js';
import { COUNT_HINT, badCount } from './bounds.js';
import { printable } from './names.js';
import type { CardData } from './card-data.js';
import type { RawEntry } from './parse-text.js';

export interface YamlDeck {
  name?: string;
  entries: Array<RawEntry & { data?: CardData }>;
}

/** The top-level keys of a YAML deck. */
const DECK_KEYS = ['name', 'cards', 'commander', 'sideboard'];
const CARD_FIELDS = new Set([
  'count',
  'name',
  'mana_cost',
  'type_line',
  'colors',
  'color_indicator',
  'mana_value',
  'cmc',
  'layout',
  'critical',
  'ja',
  'printed_name',
]);
const DATA_FIELDS = ['mana_cost', 'type_line', 'colors', 'color_indicator', 'mana_value', 'cmc', 'layout'];

/**
 * A YAML deck: `name:` and `cards:` (and optional `sideboard:`), each card a
 * map with Scryfall's field names. A card with only a name (and count,
 * critical) is looked up in the card data.
 */
export function parseYamlDeck(text: string, file: string): YamlDeck {
  const { LineCounter, isMap, isSeq, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const pos = lineCounter.linePos(e.pos[0]);
    throw new HanteiError('yaml', msg('study.yamlSyntax', { why: verbatim(e.message.split('\n')[0]) }), {
      file,
      line: pos.line,
      column: pos.col,
      hint: msg('mtgDeck.yaml.quoteHint'),
    });
  }
  const root = doc.contents;
  if (!isMap(root))
    throw new HanteiError('deck', msg('mtgDeck.yaml.notMap'), {
      file,
      line: 1,
      hint: msg('mtgDeck.yaml.startWith'),
    });
  // aliases expanded within bounds, unsafe keys refused; the AST gives lines and columns
  const data = yamlData(doc, 'deck', file, lineCounter) as Record<string, unknown>;
  const at = (path: ReadonlyArray<string | number>) => yamlPosition(root, path, lineCounter);
  for (const k of Object.keys(data)) {
    if (!DECK_KEYS.includes(k))
      throw new HanteiError('deck', msg('deck.unknownKey', { k }), { file, ...at([k]), hint: unknownNameHint(k, DECK_KEYS) });
  }
  const name = data.name;
  const entries: YamlDeck['entries'] = [];
  for (const key of ['commander', 'cards', 'sideboard'] as const) {
    const list = data[key];
    if (list === undefined) {
      if (key === 'cards')
        throw new HanteiError('deck', msg('mtgDeck.yaml.noCards'), {
          file,
          hint: msg('mtgDeck.yaml.addCards'),
        });
      continue;
    }
    if (!Array.isArray(list))
      throw new HanteiError('deck', msg('mtgDeck.yaml.notList', { key }), {
        file,
        line: at([key]).line,
        hint: msg('mtgDeck.yaml.writeList', { key }),
      });
    const listNode = root.get(key, true);
    list.forEach((item: unknown, i) => {
      const node = isSeq(listNode) ? listNode.items[i] : undefined;
      const line = (node as Node | undefined)?.range ? lineCounter.linePos((node as Node).range![0]).line : at([key]).line;
      if (typeof item !== 'object' || item === null || Array.isArray(item))
        throw new HanteiError('deck', msg('mtgDeck.yaml.entryNotMap', { key }), { file, line });
      const obj = item as Record<string, unknown>;
      for (const k of Object.keys(obj)) {
        if (!CARD_FIELDS.has(k))
          throw new HanteiError('deck', msg('mtgDeck.yaml.unknownField', { k }), {
            file,
            line,
            hint: unknownNameHint(k, [...CARD_FIELDS]),
          });
      }
      if (typeof obj.name !== 'string' || obj.name.trim() === '') {
        throw new HanteiError('deck', msg('mtgDeck.yaml.noName'), { file, line, hint: msg('mtgDeck.yaml.addName') });
      }
      const count = obj.count === undefined ? 1 : obj.count;
      const countError = badCount(count);
      if (countError)
        throw new HanteiError('deck', msg('count.of', { name: printable(obj.name), error: countError }), { file, line, hint: COUNT_HINT });
      if (obj.critical !== undefined && typeof obj.critical !== 'boolean') {
        throw new HanteiError('deck', msg('mtgDeck.yaml.criticalBool'), { file, line });
      }
      const hasData = DATA_FIELDS.some((f) => f in obj);
      const section: RawEntry['section'] = key === 'cards' ? 'main' : key;
      entries.push({
        count: count as number,
        name: obj.name.trim(),
        line: line ?? 0,
        section,
        critical: obj.critical === true,
        data: hasData ? (obj as unknown as CardData) : undefined,
      });
    });
  }
  return { name: typeof name === 'string' ? name : undefined, entries };
}
