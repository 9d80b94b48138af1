import type { CheckShape } from '../core/accumulator.js';
import type { Cell } from '../core/grid.js';
import type { CellResult, ScenarioResult } from '../core/results.js';
import type { DeckOf, DeckSection } from './deck-types.js';
import type { RulesetUse } from './ruleset-use.js';

import type { Labels, Lang } from '../core/labels.js';

// the words' types are core's (core/labels.ts holds the label catalogue); every system module names them from here
export type { Labels, Lang };
// the deck section of the contract has a file of its own (deck-types.ts); its names are published from here too
export type * from './deck-types.js';

/**
 * A parameter of a check, as the CLI and study files give it. `int-range`,
 * `int-or-label` (numbers, ranges or the labels of `choicesFor`) and
 * `choice-list` are grid axes (one cell per value); `flag` and `int` are
 * single values that still appear in every cell's params.
 *
 * @example
 * for (const p of getSystem('2d6').params) console.log(p.name, `--${p.flag}`, p.kind, p.label.ja);
 */
export interface ParamSpec {
  /** camelCase: the key in a cell's JSON params. */
  name: string;
  /** kebab-case CLI option. */
  flag: string;
  kind: 'int-range' | 'int-or-label' | 'choice-list' | 'flag' | 'int' | 'deck-list';
  label: Labels;
  describe: string;
  required?: boolean;
  default?: string | number | boolean;
  choices?: readonly string[];
  aliases?: Readonly<Record<string, string>>;
  /** Bounds outside which a value is impossible, not merely unusual. */
  min?: number;
  max?: number;
  /** Words for its values (choices, labels) in tables, charts and the workbench: the one source (registered into core/labels.ts with the system). */
  valueLabels?: Readonly<Record<string, Labels>>;
  /** A value that works, as the command line writes it (`3`, `0..6`, `decks/mono-green.yaml`): help text, and the registry-driven tests build their command lines from it. */
  example?: string;
}

/**
 * What `compile` returns: plain numbers and typed arrays, cheap to send to a worker.
 *
 * @deprecated Since 0.3 for library users: compiled cells are internal (still exported for compatibility).
 * @example
 * // inside hantei: a system's compiled cell type extends it
 * interface MyCompiled extends CompiledCheck { faces: number }
 */
export interface CompiledCheck extends CheckShape {
  [field: string]: unknown;
}

/**
 * The hot loop: run `n` trials on the stream `seed` and ADD their counts into
 * `acc` (never overwrite: the engine runs several chunks of a job into one
 * accumulator, engine/run-chunk.ts). Called once per chunk of the seed plan
 * (engine/plan.ts: 2^17 single checks or 2^15 scenario trials, fewer for the
 * last chunk; the bench also calls it with larger n). Per-call setup (tables,
 * integer count arrays flushed into `acc` at the end) is fine; nothing may be
 * allocated per trial. The same compiled data and seed must give the same
 * counts, in any thread.
 */
export type Kernel<C> = (compiled: C, n: number, seed: Uint32Array, acc: Float64Array) => void;

/** What a system may need beyond the cell: loaded decks (read by its own `decks.read`), keyed by the cell's deck id. */
export interface CompileContext {
  decks: ReadonlyMap<string, DeckOf>;
}

/**
 * A rule system: everything the engine, the CLI, studies and reports know of
 * it. `Id` and `P` keep the system's id and parameter declarations as literal
 * types (see `defineSystem`), so the library can type each system's params.
 * A program adds one with `registerSystem` (published as `SystemDefinition`).
 *
 * @example
 * import { defineSystem, registerSystem, type SystemDefinition } from 'hantei/system';
 * const pool: SystemDefinition<PoolRules, PoolCompiled> = defineSystem<PoolRules, PoolCompiled>()({ id: 'pool', … });
 * registerSystem(pool);
 */
export interface RuleSystem<
  R = unknown,
  C extends CompiledCheck = CompiledCheck,
  Id extends string = string,
  P extends readonly ParamSpec[] = readonly ParamSpec[],
  S extends ScenarioSpecs<R> = ScenarioSpecs<R>,
> {
  id: Id;
  label: Labels;
  params: P;
  /** Outcome categories counted by the single-check kernel, in report order. */
  categories: readonly string[];
  categoryLabels: Readonly<Record<string, Labels>>;
  /** Words for ruleset keys (dotted paths, a group's own key too) and, as `value:<v>`, choice values; the workbench's editor shows them. */
  rulesetLabels?: Readonly<Record<string, Labels>>;
  /** The --help words of its options in both languages: parameters by flag, scenarios by name, a scenario's options as `<scenario> <flag>`, deck inspect's `--ruleset` as `inspect`. */
  help?: Readonly<Record<string, Labels>>;
  /** Whether degree is a number (histogram, mean, sd) for this system. */
  degreeNumeric: boolean;
  rulesets: Readonly<Record<string, R>>;
  defaultRuleset: string;
  /** Validate a parsed ruleset file (may `extends` a preset); throws HanteiError naming `source`. */
  resolveRuleset(input: unknown, source: string): R;
  /** Which ruleset keys each command honours (ruleset-use.ts). */
  rulesetUse: RulesetUse;
  /** Values of a categorical parameter that depend on the ruleset (e.g. mtg check types). */
  choicesFor?(param: string, ruleset: R): { choices: readonly string[]; aliases: Readonly<Record<string, string>> };
  /** Default of a parameter that depends on the ruleset (e.g. mtg difficulty 0..8 in v2, 0..4 in v1). */
  defaultsFor?(param: string, ruleset: R): string | undefined;
  compile(cell: Cell, ruleset: R, ctx: CompileContext): C;
  /** Refuse a grid whose options cannot all be honoured together (mtg: --gm-exile where no cell knows the whole library). */
  checkCells?(cells: readonly Cell[], ruleset: R, ctx: CompileContext): void;
  /** Single-check kernel (`check`) and scenario kernels, by name. */
  kernels: Readonly<Record<string, Kernel<never>>>;
  /** Optional named grades of the degree (lowest degree of each, ascending), from the ruleset. */
  grades?(ruleset: R): ReadonlyArray<{ name: string; minDegree: number }>;
  /**
   * Exact distribution in accumulator form (weights sum to 1). Callers only read it: the engine's memos
   * (vary's sharedExact, the workbench's exact cache) and a system's own cache may hand one array to many cells.
   */
  exact(compiled: C): Float64Array;
  /**
   * A common denominator D of every weight `exact` gives (each is an integer
   * multiple of 1/D), where the system knows one: results then carry exact
   * fractions (`successFraction`). Dice systems: faces^dice.
   */
  exactDenominator?(compiled: C): number;
  /** How reports chart this system's grids. */
  report: ReportHints<R>;
  /** The parameter `tune` searches and expectations on difficulty tables bound. */
  tune: string;
  /** Candidates for `tune` when the user gives none. */
  tuneRange(rules: R): string;
  /** Ruleset keys to vary, as an example in `--vary`'s help and the workbench's solve panel (`KEY=RANGE,…`). */
  varyExample?: string;
  /**
   * The stateful scenarios the system brings, by command name (`opposed`,
   * `turn`, …): their options, preparation and summary. The CLI's scenario
   * commands, study and library entrances are generated from these; each
   * needs a kernel of the same name in `kernels`.
   */
  scenarios?: S;
  /**
   * Single-thread trials per ms of the `check` kernel, a first guess of a
   * run's work before any task of it is timed (engine/pool.ts): about half
   * what `npm run bench` measures on one core. Without it a run is assumed
   * slow and goes to the workers.
   */
  rate?: number;
  /** What a system that plays with decks brings (deck-types.ts: reading, deck inspect, relations, the balance table). */
  decks?: DeckSupport<R>;
}

/**
 * The deck section of a system (deck-types.ts `DeckSection`), as `RuleSystem.decks` holds it.
 *
 * @example
 * const decks: DeckSupport<unknown> | undefined = getSystem('mtg').decks;
 */
export type DeckSupport<R> = DeckSection<R, DeckOf>;

/**
 * An option of a scenario, as the command line spells it (`vs-check`); study
 * files and the library also take its camelCase (`vsCheck`).
 */
export interface ScenarioOption {
  flag: string;
  /** `strings`: may be repeated (a list), as `--cards a.json --cards b.json`. */
  type: 'string' | 'boolean' | 'strings';
  describe: string;
  required?: boolean;
  default?: string | boolean;
  choices?: readonly string[];
  /** Given once: repeating it on the command line is an error (it cannot be guessed which was meant). */
  once?: boolean;
  /** Words for its values, as `ParamSpec.valueLabels`. */
  valueLabels?: Readonly<Record<string, Labels>>;
  /** The word for its column in tables and reports, where results' params carry it under its camelCase (`vsCheck`); without it the key shows as is. */
  label?: Labels;
  /** Its values are another parameter's, and take their words: `vs-check` names checks (`valuesOf: 'check'`). */
  valuesOf?: string;
  /** Its value is a sequence as written (`green:2,red:1/blue:3`) whose words are another parameter's values, translated in place. */
  sequenceOf?: string;
  /** A value that works, as `ParamSpec.example` (required options need one, or a default). */
  example?: string;
}

/** Option values of a scenario, named as on the command line (`vs-check`). */
export type ScenarioOptions = Readonly<Record<string, unknown>>;

/**
 * What a scenario's preparation may ask of the engine, so a system folder needs no engine import.
 *
 * @example
 * prepare(o: Readonly<Record<string, unknown>>, { rules }: ScenarioContext<PoolRules>) { … }
 */
export interface ScenarioContext<R> {
  /** The scenario's ruleset (from `ruleset`, checked for this command). */
  rules: R;
  rulesetName: string;
  /** Load decks (paths or ids); cards and critical names as the scenario's options gave them. */
  loadDecks(files: readonly string[], opts: { cards?: readonly string[]; critical?: readonly string[] }): DeckOf[];
}

/** A prepared scenario: compiled data for its kernel and how to summarise the counts. */
export interface PreparedScenario {
  params: Record<string, unknown>;
  compiled: unknown;
  /** Accumulator length. */
  length: number;
  summarise: (acc: Float64Array) => ScenarioResult;
}

/** A stateful scenario of a system: one command (`hantei NAME SYSTEM …`), simulated by the kernel of the same name. */
export interface ScenarioSpec<R = unknown> {
  /** What the command does (the first system declaring a command name describes it). */
  command: string;
  label: Labels;
  options: readonly ScenarioOption[];
  /**
   * Words for the keys its results carry that are no option's: values and
   * intervals (`aWins`), distributions (`rounds`), step fields (`boosted`),
   * params under another name than an option's (`vsDeck`). Words every
   * scenario shares (`success`, `ci`, `step`, `turn`, `name`) are core/labels.ts's.
   */
  resultLabels?: Readonly<Record<string, Labels>>;
  /** Check the options and compile; a bad value is a HanteiError naming the option. */
  prepare(options: ScenarioOptions, ctx: ScenarioContext<R>): PreparedScenario;
  /** Single-thread trials per ms of the scenario's kernel, a first guess of a run's work (as `RuleSystem.rate`). */
  rate?: number;
}

/** A system's scenarios by command name. */
export type ScenarioSpecs<R = unknown> = Readonly<Record<string, ScenarioSpec<R>>>;

export interface ReportHints<R> {
  /** Numeric parameter along the x axis of curves and heatmaps. */
  x: string;
  /** Categorical parameter for the rows of a heatmap, if the system has one. */
  y?: string;
  /** Mutually exclusive outcome shares of a cell (summing to 1), worst first, for stacked charts. */
  stack?(cell: CellResult): Array<[string, number]>;
  /** Labels of the stacked outcomes. */
  stackLabels?: Readonly<Record<string, Labels>>;
  /** A word for an x value in tables (2d6: the seed's difficulty guide, 8 → hard). */
  xLabel?(value: string | number | boolean, rules: R, lang: Lang): string | undefined;
  /** The lowest degree that succeeds, for colouring degree charts (default 0). */
  successFrom?(rules: R): number;
  /** Params made comparable across rulesets (mtg: a check type becomes its colour). */
  comparable?(params: Cell, rules: R): Cell;
}

/**
 * A rule system with its id and parameter declarations kept as literal types
 * (what the library's typed `params` and results are derived from). Rules and
 * compiled types are given; the rest is inferred from the object.
 *
 * @example
 * export const twod6 = defineSystem<TwoD6Ruleset, TwoD6Compiled>()({ id: '2d6', params: [...], ... });
 */
export function defineSystem<R, C extends CompiledCheck>() {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  return <const Id extends string, const P extends readonly ParamSpec[], const S extends ScenarioSpecs<R> = {}>(
    system: RuleSystem<R, C, Id, P, S>,
  ): RuleSystem<R, C, Id, P, S> => system;
}

/** The command-line spellings of a scenario's options. */
export type ScenarioFlags<Sp> = Sp extends { options: readonly (infer O)[] }
  ? O extends { flag: infer F extends string }
    ? F
    : never
  : never;

/** A value a parameter takes in a request: a list or range for axes, one value for `flag` and `int`. */
export type ParamInputValue<S extends ParamSpec> = S extends { kind: 'flag' }
  ? boolean
  : S extends { kind: 'int' }
    ? number | string
    : S extends { kind: 'deck-list' }
      ? string | readonly string[]
      : S extends { kind: 'choice-list'; choices: readonly (infer Ch extends string)[] }
        ? Ch | readonly Ch[] | `${Ch},${string}`
        : S extends { kind: 'choice-list' }
          ? string | readonly string[]
          : number | string | readonly (number | string)[];

/** A parameter's value in one cell of the grid. */
export type ParamCellValue<S extends ParamSpec> = S extends { kind: 'flag' }
  ? boolean
  : S extends { kind: 'int' | 'int-range' }
    ? number
    : S extends { kind: 'choice-list'; choices: readonly (infer Ch extends string)[] }
      ? Ch
      : S extends { kind: 'int-or-label' }
        ? number | string
        : string;

type Spelling<S extends ParamSpec> = S['name'] | S['flag'];

/**
 * A system's params as a request gives them: required ones by name, the others
 * optional, each also under its CLI spelling (`courage-die` beside `courageDie`).
 */
export type ParamsInput<P extends readonly ParamSpec[]> = {
  [S in P[number] as S extends { required: true } ? S['name'] : never]: ParamInputValue<S>;
} & {
  [S in P[number] as S extends { required: true } ? (S['flag'] extends S['name'] ? never : S['flag']) : Spelling<S>]?: ParamInputValue<S>;
} & VaryInput;

/** Ruleset keys varied as grid axes (engine/vary.ts): `'modifiers.same=3..6,modifiers.allied=1..4'`, or a map of key → range. */
export interface VaryInput {
  vary?: string | readonly string[] | Readonly<Record<string, string | number | ReadonlyArray<string | number | boolean>>>;
}

/** A cell's params: every parameter's one value (an `int` parameter without a default appears only when given). */
export type CellParams<P extends readonly ParamSpec[]> = {
  [S in P[number] as S extends { kind: 'int'; default?: undefined } ? never : S['name']]: ParamCellValue<S>;
} & {
  [S in P[number] as S extends { kind: 'int'; default?: undefined } ? S['name'] : never]?: ParamCellValue<S>;
};
