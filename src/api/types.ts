import type { CellResult, ResultsDocument } from '../core/results.js';
import type { SystemById, SystemId } from '../systems/index.js';
import type { CellParams, CompiledCheck, ParamSpec, ParamsInput, RuleSystem } from '../systems/types.js';

/**
 * A system a program added (the object `defineSystem` made and `registerSystem`
 * took), as a request names it: its parameter declarations type the request.
 *
 * @example
 * const ref: AddedSystem<typeof dicepool.params> = dicepool;
 */
export type AddedSystem<P extends readonly ParamSpec[]> = RuleSystem<unknown, CompiledCheck, string, P>;

/**
 * A system's ruleset, as `rules` of its results documents carries it.
 *
 * @example
 * const rules: RulesetOf<'2d6'> = (await exact({ system: '2d6', params: { ability: 3, difficulty: 8 } })).rules;
 */
export type RulesetOf<S extends SystemId> = ReturnType<SystemById<S>['resolveRuleset']>;

/**
 * A system's params as a request gives them: each by its name or its CLI
 * spelling (`courageDie` / `courage-die`); lists and ranges (`'0..6'`,
 * `[1, 3]`) for grid axes. A key the system lacks is a compile error here and
 * a HanteiError at run time.
 *
 * @example
 * const p: ParamsOf<'2d6'> = { ability: '0..6', difficulty: 8, courageDie: true };
 */
export type ParamsOf<S extends SystemId> = S extends SystemId ? ParamsInput<SystemById<S>['params']> : never;

/**
 * One cell's params in a system's results: a single value per parameter.
 *
 * @example
 * const p: CellParamsOf<'2d6'> = doc.cells[0].params; // { ability: number; difficulty: number; courageDie: boolean; … }
 */
export type CellParamsOf<S extends SystemId> = S extends SystemId ? CellParams<SystemById<S>['params']> : never;

/**
 * What the library shows of a rule system: id, labels, parameters, rulesets
 * and presets. How it computes (compile, kernels, exact routines) is internal.
 *
 * @example
 * import { systems } from 'hantei';
 * for (const s of systems) console.log(s.id, s.params.map((p) => p.flag).join(' '));
 */
export type SystemInfo<S extends SystemId = SystemId> = S extends SystemId
  ? Omit<SystemById<S>, 'compile' | 'kernels' | 'exact' | 'exactDenominator' | 'checkCells'>
  : never;

/**
 * What the library shows of a rule system a program added with
 * `registerSystem`: as `SystemInfo`, its types as general as the contract's.
 *
 * @example
 * const info: AddedSystemInfo = getSystem('dicepool');
 */
export type AddedSystemInfo = Omit<RuleSystem, 'compile' | 'kernels' | 'exact' | 'exactDenominator' | 'checkCells'>;

/**
 * One cell of the results of a system a program added, its params typed from the system's declaration.
 *
 * @example
 * const c: AddedCellOf<typeof dicepool.params> = doc.at({ dice: 3 });
 */
export type AddedCellOf<P extends readonly ParamSpec[]> = Omit<CellResult, 'params'> & { params: CellParams<P> };

/**
 * The results of a system a program added with `registerSystem`, asked for
 * with the system object itself: cells and queries typed from its parameter
 * declarations (rules stay `unknown`).
 *
 * @example
 * const doc: AddedResults<typeof dicepool.params> = exactSync({ system: dicepool, params: { dice: '1..4' } });
 * doc.at({ dice: 3 }).success;
 */
export type AddedResults<P extends readonly ParamSpec[]> = Omit<ResultsDocument, 'cells'> & {
  cells: Array<AddedCellOf<P>>;
  /** The one cell these params name; throws a HanteiError naming missing, ambiguous or unknown params. */
  at(query: { [K in keyof CellParams<P>]?: CellParams<P>[K] }): AddedCellOf<P>;
  /** Every cell matching these params (a list value matches any of its values). */
  where(query: { [K in keyof CellParams<P>]?: CellParams<P>[K] | ReadonlyArray<CellParams<P>[K]> }): Array<AddedCellOf<P>>;
};

/**
 * One cell of a system's results, its params typed.
 *
 * @example
 * const c: CellOf<'2d6'> = doc.at({ ability: 3, difficulty: 8 });
 * console.log(c.success, c.successFraction?.num, c.successFraction?.den);
 */
export type CellOf<S extends SystemId> = Omit<CellResult, 'params'> & { params: CellParamsOf<S> };

/**
 * A query on a system's cells: a value (or for `where`, a list of values) per
 * parameter, by name or CLI spelling.
 *
 * @example
 * doc.where({ difficulty: [7, 8], courageDie: true });
 */
export type CellQueryOf<S extends SystemId> = { [K in keyof CellParamsOf<S>]?: CellParamsOf<S>[K] | ReadonlyArray<CellParamsOf<S>[K]> };

/**
 * The params naming one cell: one value per parameter (those with one value in
 * the whole grid may be left out).
 *
 * @example
 * doc.at({ ability: 3, difficulty: 8 });
 */
export type CellPickOf<S extends SystemId> = { [K in keyof CellParamsOf<S>]?: CellParamsOf<S>[K] };

/**
 * A results document (`hantei.results/1`, as the CLI writes) typed for its
 * system, with queries: `at()` picks one cell, `where()` the cells matching.
 * The queries are not enumerable: `JSON.stringify` gives the document alone.
 *
 * @example
 * const doc = await exact({ system: '2d6', params: { ability: '0..6', difficulty: 8 } });
 * doc.at({ ability: 3 }).success;          // one cell (difficulty has one value)
 * doc.where({ ability: [2, 3] }).length;   // 2
 */
export type Results<S extends SystemId = SystemId> = S extends SystemId
  ? Omit<ResultsDocument, 'system' | 'rules' | 'cells'> & {
      system: S;
      rules: RulesetOf<S>;
      cells: Array<CellOf<S>>;
      /** The one cell these params name; throws a HanteiError naming missing, ambiguous or unknown params. */
      at(query: CellPickOf<S>): CellOf<S>;
      /** Every cell matching these params (a list value matches any of its values). */
      where(query: CellQueryOf<S>): Array<CellOf<S>>;
    }
  : never;
