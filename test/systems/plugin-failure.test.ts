import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { HanteiError, WorkerPool, exact, registerSystem } from '../../src/api/index.js';
import { prepareCells } from '../../src/api/checks.js';
import { analyseChecks } from '../../src/engine/analyse.js';
import { SYSTEMS, registerSystem as addUnchecked } from '../../src/systems/index.js';
import { system as dicepool } from '../fixtures/systems/dicepool/index.js';
import { testSystemModule } from '../setup/test-systems.js';

/*
 * A plug-in that fails, fails alone: registerSystem loads a plug-in's module
 * in a fresh worker thread before accepting it, and refuses one that does not
 * exist, is no file URL, throws as it loads or exports another system; a
 * module that breaks after it was accepted fails only its own system's
 * simulations — the built-in systems' go on, on the pool, in the same process.
 */

const dir = mkdtempSync(join(tmpdir(), 'hantei-plugin-'));
const url = (name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return pathToFileURL(file).href;
};
const pools: WorkerPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

/** A pool of one worker, started by its first run: its worker imports every module registered by then, broken ones included. */
function freshPool(): WorkerPool {
  const pool = new WorkerPool({ threads: 1 });
  pools.push(pool);
  return pool;
}

/** 2d6 on the workers of `pool`, by default a fresh one. */
async function twoD6OnPool(pool = freshPool()): Promise<number | null> {
  const { system, name, rules, cells, ctx } = prepareCells({ system: '2d6', params: { ability: 3, difficulty: 8 } }, 'simulate');
  const doc = await analyseChecks({
    system,
    rulesetName: name,
    rules,
    cells,
    ctx,
    method: 'monte-carlo',
    trials: 200_000,
    sim: { seed: '1', pool, placement: 'workers' },
  });
  return doc.cells[0].success;
}

/** registerSystem refused with a HanteiError, and nothing registered. */
function refused(id: string, module: string, message: RegExp): void {
  const before = SYSTEMS.length;
  let error: unknown;
  try {
    registerSystem({ ...dicepool, id }, { module });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(HanteiError);
  expect((error as HanteiError).message).toMatch(message);
  expect((error as HanteiError).hint).toMatch(/export the same system as `system`|import\.meta\.url/);
  expect(SYSTEMS.length).toBe(before);
  expect(SYSTEMS.some((s) => s.id === id)).toBe(false);
}

describe('registerSystem checks the module before accepting a system', () => {
  it('a module that does not exist is refused, and 2d6 then simulates on the pool', async () => {
    refused(
      'ghost',
      pathToFileURL(join(dir, 'nowhere.js')).href,
      /^registerSystem: the module of system "ghost" does not exist: .*nowhere\.js$/,
    );
    const p = await twoD6OnPool();
    // 5/9 exactly; 200,000 trials put the estimate well within 0.01 of it
    expect(Math.abs(p! - 5 / 9)).toBeLessThan(0.01);
  }, 60_000);

  it('no file URL, a folder, a module that throws as it loads, exports nothing or a malformed system: each refused', () => {
    refused('plain', 'dicepool/index.js', /module must be a file URL .*got "dicepool\/index\.js"/);
    refused('remote', 'https://example.com/x.js', /module must be a file URL/);
    refused('folder', pathToFileURL(dir).href, /is not a regular file/);
    refused(
      'throws',
      url('throws.mjs', "throw new Error('the plug-in is broken');\n"),
      /does not load in a worker thread: the plug-in is broken$/,
    );
    refused('syntax', url('syntax.mjs', 'export const system = {;\n'), /does not load in a worker thread: /);
    refused(
      'nothing',
      url('nothing.mjs', 'export const x = 1;\n'),
      /does not load in a worker thread: .*nothing\.mjs exports no "system"$/,
    );
    refused(
      'other',
      url('other.mjs', "export const system = { id: 'someone-else' };\n"),
      /does not load in a worker thread: rule system "someone-else": has no label/,
    );
  });

  it('a module that loads in a worker is accepted, and its system runs there', async () => {
    const module = testSystemModule('dicepool');
    registerSystem(dicepool, { module });
    expect(SYSTEMS).toContain(dicepool);
    const doc = await exact({ system: dicepool, params: { dice: 2, difficulty: 1 } });
    expect(doc.cells[0].success).toBeCloseTo(5 / 9, 12);
  }, 60_000);
});

describe('a module that breaks after it was accepted fails only its own system', () => {
  it('2d6 simulates on the pool beside it; its own system fails with the reason, not a hang', async () => {
    // accepted unchecked (as if it had loaded then and was deleted since): every worker now fails to import it
    const broken = { ...dicepool, id: 'brokenpool' };
    addUnchecked(broken, { module: pathToFileURL(join(dir, 'deleted.js')).href });
    // one pool for both runs (each worker that imports the dice pool loads it; on the sources, under tsx, ≈1.5 s of CPU): the
    // worker that runs 2d6 is the one that failed to import the broken module
    const pool = freshPool();
    const p = await twoD6OnPool(pool);
    expect(Math.abs(p! - 5 / 9)).toBeLessThan(0.01);
    const { system, name, rules, cells, ctx } = prepareCells({ system: broken, params: { dice: 2, difficulty: 1 } }, 'simulate');
    await expect(
      analyseChecks({
        system,
        rulesetName: name,
        rules,
        cells,
        ctx,
        method: 'monte-carlo',
        trials: 10_000,
        sim: { seed: '1', pool, placement: 'workers' },
      }),
    ).rejects.toThrow(/system "brokenpool" is not available in worker threads: its module failed to load there \(.*deleted\.js/);
  }, 60_000);
});
