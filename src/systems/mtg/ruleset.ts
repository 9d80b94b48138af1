import { COLOURS, type Colour } from './decks/card.js';
import { HanteiError } from '../../core/errors.js';
import { msg } from '../../core/messages.js';
import { type Plain, checkKeys, extendPreset, isPlain, needBool, needInt, needOneOf } from '../ruleset-file.js';

/** A check's colour; 'C' is the colourless check (色のない判定). */
export type CheckColour = Colour | 'C';

/**
 * The ruleset of `mtg` (MTGでTRPG): check types, modifiers, boost, criticals; the presets are v1 and v2.
 *
 * @example
 * const { rules } = resolveRuleset('mtg', { extends: 'v2', modifiers: { same: 4 } });
 * const r: MtgRuleset = rules;
 */
export interface MtgRuleset {
  name: string;
  /** Check type → its colour. */
  checkTypes: Record<string, CheckColour>;
  /** Other names accepted for check types (colour names, Japanese). */
  aliases: Record<string, string>;
  /** 色の修正 by relation of the card's colour to the check's colour. */
  modifiers: { same: number; allied: number; enemy: number; colorless: number };
  /** Modifier of the colourless check, whatever the card. */
  colorlessCheck: number;
  /** Optional full table: check type → card colour (W U B R G, or C for a colourless card) → modifier. */
  table: Record<string, Partial<Record<CheckColour, number>>>;
  /** Whether a colourless land counts as the colours of its basic land types (v2 yes). */
  landTypesGiveColour: boolean;
  /**
   * 行動判定ブースト: cards taken, how many must remain besides the two revealed,
   * and where they go: exiled until end of turn (v2) or to the bottom with the revealed two (v1).
   */
  boost: { size: number; minRemaining: number; returns: 'end-of-turn' | 'with-revealed' };
  /** Usual difficulty range (default grid); any integer is allowed. */
  difficulty: { min: number; max: number };
  /** Critical cards: count as `value`, or (automatic) fail as card 1 / succeed as card 2. */
  critical: { value: number; mode: 'value' | 'automatic' };
}

export const V2: MtgRuleset = {
  name: 'v2',
  checkTypes: { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', colorless: 'C' },
  aliases: {
    w: 'white',
    u: 'blue',
    b: 'black',
    r: 'red',
    g: 'green',
    c: 'colorless',
    colourless: 'colorless',
    白: 'white',
    青: 'blue',
    黒: 'black',
    赤: 'red',
    緑: 'green',
    無色: 'colorless',
    色のない: 'colorless',
    negotiation: 'white',
    intellect: 'blue',
    use: 'black',
    reflex: 'red',
    body: 'green',
  },
  modifiers: { same: 5, allied: 3, enemy: 0, colorless: 0 },
  colorlessCheck: 0,
  table: {},
  landTypesGiveColour: true,
  boost: { size: 6, minRemaining: 6, returns: 'end-of-turn' },
  difficulty: { min: 0, max: 8 },
  critical: { value: 20, mode: 'value' },
};

export const V1: MtgRuleset = {
  name: 'v1',
  checkTypes: { negotiation: 'W', intellect: 'U', use: 'B', reflex: 'R', body: 'G' },
  aliases: {
    white: 'negotiation',
    blue: 'intellect',
    black: 'use',
    red: 'reflex',
    green: 'body',
    w: 'negotiation',
    u: 'intellect',
    b: 'use',
    r: 'reflex',
    g: 'body',
    交渉: 'negotiation',
    知力: 'intellect',
    利用: 'use',
    瞬発: 'reflex',
    身体: 'body',
    白: 'negotiation',
    青: 'intellect',
    黒: 'use',
    赤: 'reflex',
    緑: 'body',
  },
  modifiers: { same: 3, allied: 2, enemy: 1, colorless: 0 },
  colorlessCheck: 0,
  table: {},
  landTypesGiveColour: false,
  boost: { size: 3, minRemaining: 4, returns: 'with-revealed' },
  difficulty: { min: 0, max: 4 },
  critical: { value: 20, mode: 'value' },
};

export const MTG_RULESETS: Readonly<Record<string, MtgRuleset>> = { v2: V2, v1: V1 };

const KEYS = [
  'name',
  'checkTypes',
  'aliases',
  'modifiers',
  'colorlessCheck',
  'table',
  'landTypesGiveColour',
  'boost',
  'difficulty',
  'critical',
];

/** Validate a ruleset file's content (after YAML/JSON parsing). */
export function resolveMtgRuleset(input: unknown, source: string): MtgRuleset {
  const { merged } = extendPreset(input, MTG_RULESETS, 'v2', source);
  checkKeys(merged, KEYS, '', source);
  const m = merged as Plain;
  const checkTypes: Record<string, CheckColour> = {};
  if (!isPlain(m.checkTypes)) throw new HanteiError('ruleset', msg('sys.mtg.checkTypes'), { file: source });
  for (const [k, v] of Object.entries(m.checkTypes))
    checkTypes[k.toLowerCase()] = needOneOf(v, `checkTypes.${k}`, [...COLOURS, 'C'] as const, source);
  const aliases: Record<string, string> = {};
  if (!isPlain(m.aliases)) throw new HanteiError('ruleset', msg('sys.mtg.aliases'), { file: source });
  for (const [k, v] of Object.entries(m.aliases)) if (typeof v === 'string' && v in checkTypes) aliases[k.toLowerCase()] = v;
  const mods = m.modifiers as Plain;
  if (!isPlain(mods)) throw new HanteiError('ruleset', msg('sys.mtg.modifiers'), { file: source });
  checkKeys(mods, ['same', 'allied', 'enemy', 'colorless'], 'modifiers.', source);
  const boost = m.boost as Plain;
  const diff = m.difficulty as Plain;
  const crit = m.critical as Plain;
  if (!isPlain(boost) || !isPlain(diff) || !isPlain(crit) || !isPlain(m.table))
    throw new HanteiError('ruleset', msg('sys.mtg.maps'), { file: source });
  checkKeys(boost, ['size', 'minRemaining', 'returns'], 'boost.', source);
  checkKeys(diff, ['min', 'max'], 'difficulty.', source);
  checkKeys(crit, ['value', 'mode'], 'critical.', source);
  const table: MtgRuleset['table'] = {};
  for (const [check, row] of Object.entries(m.table)) {
    if (!(check.toLowerCase() in checkTypes))
      throw new HanteiError('ruleset', msg('sys.mtg.tableRow', { check }), {
        file: source,
        hint: msg('sys.mtg.checkTypesAre', { list: Object.keys(checkTypes).join(', ') }),
      });
    if (!isPlain(row)) throw new HanteiError('ruleset', msg('sys.mtg.tableColours', { check }), { file: source });
    checkKeys(row, [...COLOURS, 'C'], `table.${check}.`, source);
    const r: Partial<Record<CheckColour, number>> = {};
    for (const [col, v] of Object.entries(row)) r[col as CheckColour] = needInt(v, `table.${check}.${col}`, source);
    table[check.toLowerCase()] = r;
  }
  const out: MtgRuleset = {
    name: String(m.name),
    checkTypes,
    aliases,
    modifiers: {
      same: needInt(mods.same, 'modifiers.same', source),
      allied: needInt(mods.allied, 'modifiers.allied', source),
      enemy: needInt(mods.enemy, 'modifiers.enemy', source),
      colorless: needInt(mods.colorless, 'modifiers.colorless', source),
    },
    colorlessCheck: needInt(m.colorlessCheck, 'colorlessCheck', source),
    table,
    landTypesGiveColour: needBool(m.landTypesGiveColour, 'landTypesGiveColour', source),
    boost: {
      size: needInt(boost.size, 'boost.size', source, 0, 60),
      minRemaining: needInt(boost.minRemaining, 'boost.minRemaining', source, 0, 1000),
      returns: needOneOf(boost.returns, 'boost.returns', ['end-of-turn', 'with-revealed'] as const, source),
    },
    difficulty: { min: needInt(diff.min, 'difficulty.min', source), max: needInt(diff.max, 'difficulty.max', source) },
    critical: {
      value: needInt(crit.value, 'critical.value', source, 0, 1000),
      mode: needOneOf(crit.mode, 'critical.mode', ['value', 'automatic'] as const, source),
    },
  };
  if (out.boost.minRemaining < out.boost.size)
    throw new HanteiError('ruleset', msg('ruleset.minRemaining', { min: out.boost.minRemaining, size: out.boost.size }), {
      file: source,
      hint: msg('ruleset.minRemainingHint'),
    });
  if (out.difficulty.max < out.difficulty.min)
    throw new HanteiError('ruleset', msg('ruleset.maxBelowMin', { max: 'difficulty.max', min: 'difficulty.min' }), { file: source });
  return out;
}
