import { msg } from '../../core/messages.js';
import { HanteiError } from '../../core/errors.js';
import { MTG_HELP } from './help.js';
import { paramLabel } from '../../core/names.js';
import { defineSystem } from '../types.js';
import { mtgOpposed, mtgTurn } from './scenario-specs.js';
import { COLOUR_CHECK_NAMES, mtgDecks } from './decks.js';
// mtg's relation names, once the contract's (study/study.ts re-exports them for code written against them)
export { CHECK_RELATIONS, type CheckRelation } from './decks.js';
import { BOOST_POLICIES, MTG_CATEGORIES, type MtgCompiled, compileMtgCell } from './compile.js';
import { mtgExact } from './exact.js';
import { mtgCheckKernel } from './kernel.js';
import { MTG_RULESETS, type MtgRuleset, resolveMtgRuleset } from './ruleset.js';
import { mtgOpposedKernel, mtgTurnKernel } from './scenario-kernel.js';
import { MTG_RULESET_USE } from './ruleset-use.js';
import { MTG_BOOST_LABELS, MTG_CHECK_LABELS, MTG_RULESET_LABELS } from './labels.js';

export type { MtgRuleset } from './ruleset.js';
// mtg's deck types, for the library API's names (api/index.ts: Card, Deck, DeckSummary, …): generic layers reach them here
export type { Card, Deck, DeckEntry } from './decks/card.js';
export type { CardData } from './decks/card-data.js';
export type { MtgDeckSummary } from './deck-inspect.js';
export type { ColourBalanceRow, MtgCompareFields } from './balance.js';

export const mtg = defineSystem<MtgRuleset, MtgCompiled>()({
  id: 'mtg',
  label: { en: 'MTG TRPG action check', ja: 'MTGでTRPG 行動判定' },
  params: [
    {
      name: 'deck',
      flag: 'deck',
      kind: 'deck-list',
      required: true,
      example: 'decks/mono-green.yaml',
      label: { en: 'Deck', ja: 'デッキ' },
      describe: 'deck file(s): YAML, or a text decklist (repeat or comma-separate)',
    },
    {
      name: 'check',
      flag: 'check',
      kind: 'choice-list',
      valueLabels: MTG_CHECK_LABELS,
      example: 'green',
      label: { en: 'Check', ja: '判定の種類' },
      describe: 'check type(s), e.g. green or white,blue (default: every type of the ruleset)',
    },
    {
      name: 'difficulty',
      flag: 'difficulty',
      kind: 'int-range',
      example: '2',
      label: { en: 'Difficulty', ja: '難易度' },
      describe: "difficulty range, e.g. 0..8 or 2,4 (default: the ruleset's usual range)",
    },
    {
      name: 'boost',
      flag: 'boost',
      kind: 'choice-list',
      default: 'never',
      choices: BOOST_POLICIES,
      valueLabels: MTG_BOOST_LABELS,
      label: { en: 'Boost', ja: '行動判定ブースト' },
      describe: 'boost policy: never | on-fail | always (a list gives one cell each)',
    },
    {
      name: 'known',
      flag: 'known',
      kind: 'int-range',
      default: 0,
      min: 0,
      label: { en: 'Known cards', ja: '既知のカード' },
      describe: 'number of top cards the player knows (set aside before the check)',
    },
    {
      name: 'gmExile',
      flag: 'gm-exile',
      kind: 'int',
      min: 0,
      label: { en: 'GM exiles (fully known library)', ja: 'GMが追放する枚数（全カード既知）' },
      describe:
        'v1 rule for a fully known library (--known = the library size): the number of cards the GM exiles; target and achievement then swap with probability 1/2',
    },
  ],
  categories: MTG_CATEGORIES,
  rulesetLabels: MTG_RULESET_LABELS,
  help: MTG_HELP,
  categoryLabels: {
    boosted: { en: 'boosted', ja: 'ブースト使用' },
    'critical-target': { en: 'critical card as target', ja: '目標値にクリティカル' },
    'critical-achievement': { en: 'critical card as achievement', ja: '達成値にクリティカル' },
  },
  degreeNumeric: true,
  rulesets: MTG_RULESETS,
  defaultRuleset: 'v2',
  resolveRuleset: resolveMtgRuleset,
  rulesetUse: MTG_RULESET_USE,
  choicesFor: (param, rules) => {
    if (param === 'check') return { choices: Object.keys(rules.checkTypes), aliases: rules.aliases };
    return { choices: [], aliases: {} };
  },
  defaultsFor: (param, rules) => {
    if (param === 'check') return Object.keys(rules.checkTypes).join(',');
    if (param === 'difficulty') return `${rules.difficulty.min}..${rules.difficulty.max}`;
    return undefined;
  },
  compile: compileMtgCell,
  checkCells: (cells, _rules, ctx) => {
    // --gm-exile is v1's rule for a fully known library: meaningless unless some cell knows the whole library
    const exile = cells[0]?.gmExile;
    if (exile === undefined) return;
    const size = (c: (typeof cells)[number]) => ctx.decks.get(String(c.deck))?.entries.reduce((n, e) => n + e.count, 0) ?? 0;
    if (cells.some((c) => Number(c.known ?? 0) >= size(c))) return;
    const sizes = [...new Set(cells.map((c) => `${String(c.deck)}: ${size(c)}`))].join(', ');
    throw new HanteiError(
      'range',
      msg('sys.mtg.exileOnlyWhole', { exile: paramLabel('gm-exile'), n: String(exile), known: paramLabel('known') }),
      { hint: msg('sys.mtg.exileOnlyWholeHint', { sizes }) },
    );
  },
  kernels: { check: mtgCheckKernel, opposed: mtgOpposedKernel, turn: mtgTurnKernel },
  scenarios: { opposed: mtgOpposed, turn: mtgTurn },
  exact: mtgExact,
  rate: 25_000,
  decks: mtgDecks,
  tune: 'difficulty',
  varyExample: 'modifiers.same=3..6,modifiers.allied=1..4',
  tuneRange: (rules) => `${rules.difficulty.min - 2}..${rules.difficulty.max + 4}`,
  report: {
    x: 'difficulty',
    y: 'check',
    // v1 and v2 name their checks differently; compare them by colour
    comparable: (params, rules) => ({
      ...params,
      check: COLOUR_CHECK_NAMES[rules.checkTypes[String(params.check)]] ?? String(params.check),
    }),
  },
});
