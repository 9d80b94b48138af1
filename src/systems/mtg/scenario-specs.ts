import { asMtgDeck } from './decks/card.js';
import { msg } from '../../core/messages.js';
import { HanteiError } from '../../core/errors.js';
import { parseChoiceList } from '../../core/grid.js';
import { paramLabel } from '../../core/names.js';
import { SEQUENCE_RESULT_LABELS } from '../scenario-labels.js';
import { choiceOption, intOption, listOption, requiredOption } from '../scenario-options.js';
import type { ScenarioOptions, ScenarioSpec } from '../types.js';
import { BOOST_POLICIES, type BoostPolicy } from './compile.js';
import { MTG_OPPOSED_BOOST_LABELS } from './labels.js';
import type { MtgRuleset } from './ruleset.js';
import {
  OPPOSED_BOOST_POLICIES,
  type OpposedBoostPolicy,
  compileOpposed,
  compileTurn,
  opposedLength,
  parseTurnChecks,
  summariseOpposed,
  summariseTurn,
  turnLength,
} from './scenario.js';

/*
 * mtg's scenarios as the contract declares them (types.ts ScenarioSpec): the
 * options (the CLI's, the study's and the library's), the preparation and the
 * summary. The kernels are in scenario.ts.
 */

const RULESET = { flag: 'ruleset', type: 'string', describe: 'v1 | v2 | FILE (default v2)' } as const;
const CARDS = { flag: 'cards', type: 'strings', describe: 'extra card data (JSON)' } as const;

/** 対決判定: both check, higher degree wins, ties check again with new cards. */
export const mtgOpposed = {
  command: 'opposed check (対決) between two sides',
  label: { en: 'opposed check', ja: '対決判定' },
  // about half the bench's one-thread rate (≈ 28,000 contests/ms with scenario-kernel.ts)
  rate: 12_000,
  options: [
    { flag: 'deck', type: 'string', required: true, example: 'decks/mono-green.yaml', describe: "side A's deck" },
    { flag: 'vs', type: 'string', required: true, example: 'decks/uw-control.txt', describe: "side B's deck" },
    { flag: 'check', type: 'string', required: true, example: 'green', describe: "side A's check type" },
    {
      flag: 'vs-check',
      type: 'string',
      label: { en: 'B check', ja: 'Bの判定' },
      valuesOf: 'check',
      describe: "side B's check type (default: the same)",
    },
    { flag: 'difficulty', type: 'string', default: '0', describe: "side A's difficulty" },
    {
      flag: 'vs-difficulty',
      type: 'string',
      label: { en: 'B difficulty', ja: 'Bの難易度' },
      valuesOf: 'difficulty',
      describe: "side B's difficulty (default: the same)",
    },
    {
      flag: 'boost',
      type: 'string',
      choices: OPPOSED_BOOST_POLICIES,
      valueLabels: MTG_OPPOSED_BOOST_LABELS,
      default: 'never',
      describe: "side A's boost, once per contest: never | on-fail (own check fails) | when-behind (would not win) | always (first round)",
    },
    {
      flag: 'vs-boost',
      type: 'string',
      choices: OPPOSED_BOOST_POLICIES,
      valueLabels: MTG_OPPOSED_BOOST_LABELS,
      label: { en: 'B boost', ja: 'Bのブースト' },
      default: 'never',
      describe: "side B's boost, once per contest (same choices)",
    },
    RULESET,
    CARDS,
  ],
  resultLabels: {
    aWins: { en: 'P(A wins)', ja: 'Aの勝率' },
    bWins: { en: 'P(B wins)', ja: 'Bの勝率' },
    undecided: { en: 'P(undecided)', ja: '決着なしの確率' },
    rounds: { en: 'rounds', ja: 'ラウンド数' },
    aBoosted: { en: 'P(A boosts)', ja: 'Aのブースト使用率' },
    bBoosted: { en: 'P(B boosts)', ja: 'Bのブースト使用率' },
    // --vs is carried as vsDeck
    vsDeck: { en: 'B deck', ja: 'Bのデッキ' },
  },
  prepare(o: ScenarioOptions, { rules: r, loadDecks }) {
    const decks = loadDecks([requiredOption(o, 'deck', msg('sys.need.deckA')), requiredOption(o, 'vs', msg('sys.need.deckB'))], {
      cards: listOption(o, 'cards'),
    }).map(asMtgDeck);
    const checkName = (v: unknown, flag: string) => parseChoiceList(String(v ?? ''), flag, Object.keys(r.checkTypes), r.aliases)[0];
    const checkA = checkName(requiredOption(o, 'check', msg('sys.need.checkA')), 'check');
    const checkB = o['vs-check'] ? checkName(o['vs-check'], 'vs-check') : checkA;
    const diffA = intOption(o.difficulty ?? 0, 'difficulty');
    const diffB = o['vs-difficulty'] !== undefined ? intOption(o['vs-difficulty'], 'vs-difficulty') : diffA;
    const boost = {
      a: choiceOption<OpposedBoostPolicy>(o.boost, 'boost', OPPOSED_BOOST_POLICIES, 'never'),
      b: choiceOption<OpposedBoostPolicy>(o['vs-boost'], 'vs-boost', OPPOSED_BOOST_POLICIES, 'never'),
    };
    const compiled = compileOpposed(decks[0], checkA, diffA, decks[1], checkB, diffB, r, boost);
    // boost keys only when used: the params are part of the seed, so runs without boost keep their numbers
    const params = {
      deck: decks[0].id,
      check: checkA,
      difficulty: diffA,
      vsDeck: decks[1].id,
      vsCheck: checkB,
      vsDifficulty: diffB,
      ...(boost.a !== 'never' ? { boost: boost.a } : {}),
      ...(boost.b !== 'never' ? { vsBoost: boost.b } : {}),
    };
    return { params, compiled, length: opposedLength(compiled), summarise: (acc: Float64Array) => summariseOpposed(params, compiled, acc) };
  },
} as const satisfies ScenarioSpec<MtgRuleset>;

/** A turn or scene: checks in order on one library, cards carried across checks. */
export const mtgTurn = {
  command: 'a turn or scene of checks on one library',
  label: { en: 'turn', ja: 'ターン' },
  // a third of the bench's one-thread rate for a 5-check turn (≈ 12,000 trials/ms with scenario-kernel.ts), below the
  // queue loop's on libraries a turn wraps round (≈ 5,000); longer turns are slower
  rate: 4_000,
  options: [
    { flag: 'deck', type: 'string', required: true, example: 'decks/mono-green.yaml', describe: 'deck file' },
    {
      flag: 'checks',
      type: 'string',
      required: true,
      example: 'green:2,colorless:1/green:3',
      label: { en: 'checks', ja: '判定の並び' },
      sequenceOf: 'check',
      describe: 'checks in order, "type:difficulty" by commas, turns split by "/": "green:2,red:1/blue:3"',
    },
    { flag: 'boost', type: 'string', choices: BOOST_POLICIES, default: 'never', describe: 'boost policy (at most one boost a turn)' },
    {
      flag: 'hand',
      type: 'string',
      default: '0',
      once: true,
      label: { en: 'opening hand', ja: '初期手札' },
      describe: 'opening hand drawn before the first check',
    },
    {
      flag: 'known',
      type: 'string',
      default: '0',
      once: true,
      describe: 'top cards the player knows (set aside each check, put back on top)',
    },
    RULESET,
    CARDS,
    { flag: 'critical', type: 'string', describe: 'names of critical cards, comma-separated' },
  ],
  resultLabels: {
    ...SEQUENCE_RESULT_LABELS,
    impossible: { en: 'impossible', ja: '判定不可' },
    boosted: { en: 'boosted', ja: 'ブースト' },
  },
  prepare(o: ScenarioOptions, { rules: r, loadDecks }) {
    const critical = o.critical
      ? String(o.critical)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;
    const [deck] = loadDecks([requiredOption(o, 'deck', msg('sys.need.deck'))], { cards: listOption(o, 'cards'), critical }).map(asMtgDeck);
    const checksText = requiredOption(o, 'checks', msg('sys.need.mtgChecks'));
    const checks = parseTurnChecks(checksText, r);
    const opts = {
      boost: choiceOption<BoostPolicy>(o.boost, 'boost', BOOST_POLICIES, 'never'),
      hand: intOption(o.hand ?? 0, 'hand', 0),
      known: intOption(o.known ?? 0, 'known', 0),
    };
    const size = deck.entries.reduce((n, e) => n + e.count, 0);
    // v1's fully-known-library rule (the GM exiles cards, target and achievement may swap) is modelled for single checks only
    if (opts.known >= size)
      throw new HanteiError('range', msg('sys.mtg.knownWholeTurn', { p: paramLabel('known'), known: opts.known, size }), {
        hint: msg('sys.mtg.knownWholeTurnHint'),
      });
    const compiled = compileTurn(deck, r, checks, opts);
    const params = { deck: deck.id, checks: checksText, ...opts };
    return { params, compiled, length: turnLength(compiled), summarise: (acc: Float64Array) => summariseTurn(params, checks, acc) };
  },
} as const satisfies ScenarioSpec<MtgRuleset>;
