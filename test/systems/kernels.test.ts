import { describe, expect, it } from 'vitest';
import { accLength } from '../../src/core/accumulator.js';
import { prepareScenario } from '../../src/engine/scenarios.js';
import type { Kernel } from '../../src/systems/types.js';
import { exampleCells, registeredForTests, scenarioParams } from '../registry.js';
import { type KernelSubject, kernelProperties } from './kernel-properties.js';

/*
 * Every kernel of every registered system (the built-in four and the
 * test-only dice pool) runs the shared property suite: the single check on
 * its example grid's middle cell, each scenario on its example options.
 */

const SYSTEMS = registeredForTests();

describe('every kernel keeps the kernel properties', () => {
  it('each system names a kernel for its single check and one for each scenario, and nothing else', () => {
    for (const s of SYSTEMS) expect(Object.keys(s.kernels).sort(), s.id).toEqual(['check', ...Object.keys(s.scenarios ?? {})].sort());
  });
  for (const system of SYSTEMS) {
    describe(`${system.id} check`, () => {
      kernelProperties(() => {
        const ex = exampleCells(system);
        const compiled = ex.system.compile(ex.cells[ex.cells.length >> 1], ex.rules, ex.ctx);
        return { kernel: system.kernels.check as Kernel<unknown>, compiled, length: accLength(compiled), maxTrials: 3000 };
      });
    });
    for (const name of Object.keys(system.scenarios ?? {})) {
      describe(`${system.id} ${name}`, () => {
        kernelProperties((): KernelSubject => {
          const prepared = prepareScenario(name, system.id, scenarioParams(system, name));
          return { kernel: system.kernels[name] as Kernel<unknown>, compiled: prepared.compiled, length: prepared.length, maxTrials: 600 };
        });
      });
    }
  }
});
