/*
 * Exact odds remembered across the workbench's edits, by compiled cell:
 * an edit recomputes only the cells it changes.
 */

import { type AnyCheckRequest, prepareCells } from '../api/checks.js';
import type { ResultsDocument } from '../core/results.js';
import { analyseChecks } from '../engine/analyse.js';
import { compiledKeyer } from '../engine/vary.js';
import type { RuleSystem } from '../systems/types.js';

/**
 * The workbench's exact odds, incremental across edits: every cell is still
 * compiled from the edited ruleset (cheap: each deck's library once per check
 * type), but its exact routine runs only for compiled content not seen
 * before — the key is the whole compiled cell (`compiledKeyer`: the
 * library's typed arrays, difficulty, boost, modes …), so a cell an edit
 * cannot touch (a modifier that leaves a check's library as it was), a value
 * edited back, or the preset's own cells are answered from memory. The same
 * content gives the same accumulator, so the document equals a fresh
 * `exact()` of the same ruleset, cell for cell (test/serve/exact-cache.test.ts).
 */
export class ExactCache {
  private readonly bySystem = new Map<string, { keyOf: (v: unknown) => string; memo: Map<string, Float64Array> }>();
  /** Cells answered from memory and cells solved, since the cache was made. */
  readonly stats = { reused: 0, solved: 0 };

  /** At most `limit` accumulators per system (then that system's memory starts afresh). */
  constructor(private readonly limit = 20_000) {}

  /** The system with its exact routine remembered by compiled content. */
  private wrap(system: RuleSystem): RuleSystem {
    let entry = this.bySystem.get(system.id);
    if (!entry) this.bySystem.set(system.id, (entry = { keyOf: compiledKeyer(), memo: new Map() }));
    const e = entry;
    return {
      ...system,
      exact: (compiled) => {
        if (e.memo.size >= this.limit) {
          // start afresh before keying: a key names interned contents of its own keyer only
          e.memo.clear();
          e.keyOf = compiledKeyer();
        }
        const k = e.keyOf(compiled);
        let acc = e.memo.get(k);
        if (acc) {
          this.stats.reused++;
          return acc;
        }
        this.stats.solved++;
        e.memo.set(k, (acc = system.exact(compiled)));
        return acc;
      },
    };
  }

  /** `runExact` with remembered cells: the same document, cell for cell. */
  async exact(req: AnyCheckRequest): Promise<ResultsDocument> {
    const { system, name, rules, cells, ctx } = prepareCells(req);
    return analyseChecks({ system: this.wrap(system), rulesetName: name, rules, cells, ctx, method: 'exact', signal: req.signal });
  }
}
