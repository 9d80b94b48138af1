/**
 * `npm run bench`: the solver's speed on the two spaces issue 21 names —
 * 63 colour-modifier pairs × 432 mtg cells, and 10,000 d6chain rulesets ×
 * 108 cells — each solved exhaustively (the budget lifted) on exact odds.
 * Figures go into the bench's figures; nothing is asserted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_BUDGET } from '../src/core/budget.js';
import { solveStudy } from '../src/solve/solve.js';
import { loadStudy } from '../src/study/study.js';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const deck = (f: string) => join(root, 'decks', f);

interface SolveCase {
  name: string;
  study: string;
  vary: string;
}

const CASES: SolveCase[] = [
  {
    name: 'solve mtg: 63 modifier pairs × 432 cells',
    // 4 decks × 6 checks × difficulty 0..8 × 2 boost policies = 432 cells, every one picked
    study: `name: bench-mtg
analyses:
  - { name: t, system: mtg, params: { deck: [${['mono-green.yaml', 'selesnya.txt', 'eldrazi.yaml', 'uw-control.txt'].map(deck).join(', ')}], difficulty: 0..8, boost: [never, on-fail] } }
expect:
  - { analysis: t, success: { min: 0.02 } }
  - { analysis: t, check: on-colour, where: { difficulty: 4, boost: never }, mean: { min: 0.6, max: 0.7 } }
  - { analysis: t, check: on-colour, where: { difficulty: 4, boost: never }, spread: { max: 0.2 } }
`,
    vary: 'modifiers.same=0..8,modifiers.allied=0..6',
  },
  {
    name: 'solve d6chain: 10,000 rulesets × 108 cells',
    // dice 1..3 × judgement 1..3 × target 0..11 = 108 cells
    study: `name: bench-d6chain
analyses:
  - { name: t, system: d6chain, params: { dice: 1..3, plan: 1, judgement: 1..3, target: 0..11 } }
expect:
  - { analysis: t, success: { min: 0.05, max: 0.98 } }
  - { analysis: t, where: { dice: 1, judgement: 1 }, mean: { min: 0.4, max: 0.6 } }
`,
    vary: 'criticalValue=6..15,highValue=2..11,fumbleValue=-14..-5,lowValue=-4..5',
  },
];

/** Run each case once (they take seconds), print and record rulesets/s and cells/s. */
export async function benchSolve(figures: Record<string, number>, only?: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hantei-bench-solve-'));
  try {
    console.log('');
    console.log(
      `${'solve (exhaustive, exact odds)'.padEnd(44)} ${'time'.padStart(9)} ${'rulesets/s'.padStart(11)} ${'cells/s'.padStart(11)}`,
    );
    for (const c of CASES) {
      if (only && !c.name.includes(only)) continue;
      const file = join(dir, `${c.name.replace(/\W+/g, '-')}.yaml`);
      writeFileSync(file, c.study);
      const study = loadStudy(file);
      const t = performance.now();
      const doc = solveStudy(study, { vary: c.vary, budget: NO_BUDGET });
      const ms = performance.now() - t;
      const perSecond = doc.evaluated / (ms / 1000);
      figures[`${c.name} · ms`] = ms;
      figures[`${c.name} · rulesets/s`] = perSecond;
      figures[`${c.name} · cells/s`] = perSecond * doc.cells;
      console.log(
        `${c.name.padEnd(44)} ${`${(ms / 1000).toFixed(2)} s`.padStart(9)} ${perSecond.toFixed(0).padStart(11)} ${(perSecond * doc.cells).toFixed(0).padStart(11)}   (${doc.evaluated} × ${doc.cells} cells; best miss ${doc.candidates[0].miss})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// run on its own: node dist/bench/solve.js
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await benchSolve({}, process.env.BENCH_ONLY);
