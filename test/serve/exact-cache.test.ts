// isolation: serve/ — a Workbench of built-in systems that writes nothing, and a cache of its own
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/api/checks.js';
import { Workbench } from '../../src/serve/workbench.js';
import { ExactCache } from '../../src/serve/exact-cache.js';
import { V2 } from '../../src/systems/mtg/ruleset.js';

/*
 * The workbench's exact odds are incremental (serve/exact-cache.ts): an edit
 * solves only the compiled cells it has not seen. These tests hold every
 * cell, after a sequence of edits, equal to a fresh computation of the same
 * ruleset — the whole cell (degree, outcomes), not just its success.
 */

/** A cell as plain data (the lazy fields read). */
const plain = (doc: { cells: unknown[] }) => JSON.parse(JSON.stringify(doc.cells)) as unknown[];

describe('incremental exact odds in the workbench', () => {
  it("after every edit of a sequence, each cell of the bundled study's mtg-v2 analysis equals a fresh exact()", async () => {
    const wb = new Workbench(join('reports', 'balance.yaml'), { write: false });
    const a = wb.analyses.find((x) => x.name === 'mtg-v2')!;
    const decks = [...wb.decks.values()];
    const rules = JSON.parse(JSON.stringify(a.rules)) as typeof V2;
    // modifiers (on-colour cells only), a boost key (boosted cells only), a value edited back, a key of every cell
    const edits: Array<(r: typeof V2) => void> = [
      (r) => (r.modifiers.same = 4),
      (r) => (r.modifiers.allied = 2),
      (r) => (r.boost.size = 3),
      (r) => (r.modifiers.same = 5),
      (r) => (r.boost.minRemaining = 20),
      (r) => (r.boost.minRemaining = V2.boost.minRemaining),
    ];
    let solved = 0;
    for (const edit of edits) {
      edit(rules);
      const before = wb.exactCache.stats.solved;
      const res = await wb.analyse({ analysis: 'mtg-v2', rules, params: a.params, lang: 'en' });
      solved = wb.exactCache.stats.solved - before;
      const fresh = await runExact({ system: 'mtg', ruleset: rules, params: a.params, decks });
      expect(res.doc.cells.length).toBe(432);
      expect(res.doc.cells.map((c) => [c.params, c.success, c.ci, c.impossible, c.attempts])).toEqual(
        fresh.cells.map((c) => [c.params, c.success, c.ci, c.impossible, c.attempts]),
      );
      // the whole cell, through the cache itself
      const cached = await wb.exactCache.exact({ system: 'mtg', ruleset: rules, params: a.params, decks });
      expect(plain(cached)).toEqual(plain(fresh));
      // the comparison is against the preset, cell by cell
      const preset = await runExact({ system: 'mtg', ruleset: 'v2', params: a.params, decks });
      const changed = fresh.cells.filter((c, i) => Math.abs(c.success! - preset.cells[i].success!) > 1e-12).length;
      expect(res.compare.changed).toBe(changed);
    }
    // the last edit put a key back: the ruleset is the fourth edit's, every cell was seen, nothing was solved again
    expect(solved).toBe(0);
    expect(wb.exactCache.stats.reused).toBeGreaterThan(0);
  });

  it('a modifier edit solves only the cells whose compiled content it changes', async () => {
    const cache = new ExactCache();
    const params = { deck: [join('decks', 'mono-green.yaml'), join('decks', 'eldrazi.yaml')], difficulty: '0..8', boost: 'never,on-fail' };
    await cache.exact({ system: 'mtg', ruleset: 'v2', params });
    const before = cache.stats.solved;
    const edited = { extends: 'v2', modifiers: { same: 4 } };
    const doc = await cache.exact({ system: 'mtg', ruleset: edited, params });
    const solved = cache.stats.solved - before;
    // some cells are changed by the edit (and were solved), the others were not solved again
    expect(solved).toBeGreaterThan(0);
    expect(solved).toBeLessThan(doc.cells.length);
    expect(plain(doc)).toEqual(plain(await runExact({ system: 'mtg', ruleset: edited, params })));
  });

  it('equals a fresh computation on another system too, and across a reset of a full cache', async () => {
    const cache = new ExactCache(50);
    for (const faces of [6, 8, 6, 10, 8]) {
      const ruleset = { extends: 'standard', faces };
      const params = { ability: '0..6', difficulty: '2..12' };
      const doc = await cache.exact({ system: '2d6', ruleset, params });
      expect(plain(doc)).toEqual(plain(await runExact({ system: '2d6', ruleset, params })));
    }
  });
});
