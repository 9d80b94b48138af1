/**
 * Workbench latency: from a ruleset edit in the page (the input event) to the
 * redrawn charts (exact odds on the server, every chart of the grid updated),
 * measured in headless Chromium on a 60-card deck × 6 checks × 9 difficulties
 * × 2 boost policies (108 cells). The figure goes to artifacts/ (git-ignored);
 * nothing is asserted, since it depends on the machine.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { packageRoot } from '../src/paths.js';
import { startServer } from '../src/serve/server.js';

export interface WorkbenchLatency {
  /** Median and 90th percentile of edit → redrawn charts, in the browser. */
  medianMs: number;
  p90Ms: number;
  /** Median time the server spent on one edit (exact odds, charts, comparison). */
  serverMedianMs: number;
  edits: number;
  cells: number;
  samplesMs: number[];
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

type Probe = { hanteiWorkbench: { redraws: number; ready: boolean; timing: { all: number[]; serverMs: number[] }; lastResponse?: { doc: { cells: unknown[] } } } };

export async function workbenchLatency(opts: { edits?: number; chromium?: string; out?: string; renderer?: 'svg' | 'canvas' } = {}): Promise<WorkbenchLatency> {
  const edits = opts.edits ?? 30;
  const executablePath = opts.chromium ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
  const root = packageRoot();
  const dir = mkdtempSync(join(tmpdir(), 'hantei-wb-bench-'));
  copyFileSync(join(root, 'decks', 'mono-green.yaml'), join(dir, 'mono-green.yaml'));
  const study = join(dir, 'study.yaml');
  writeFileSync(study, 'name: latency\nanalyses:\n  - { name: mtg, system: mtg, ruleset: v2, params: { deck: [mono-green.yaml], difficulty: 0..8, boost: [never, on-fail] } }\n');
  const server = await startServer({ study, port: 0, threads: 1 });
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}?renderer=${opts.renderer ?? 'svg'}`);
    await page.waitForFunction(() => (globalThis as unknown as Probe).hanteiWorkbench?.ready === true, null, { timeout: 60_000 });
    const warm = 5;
    for (let i = 0; i < warm + edits; i++) {
      const before = await page.evaluate(() => (globalThis as unknown as Probe).hanteiWorkbench.redraws);
      // same-colour modifier 5 → 4 → 3 → 4 → 5 …: every edit changes the odds
      await page.fill('#rule-modifiers\\.same', String([4, 3, 4, 5][i % 4]));
      await page.waitForFunction((n) => (globalThis as unknown as Probe).hanteiWorkbench.redraws > n, before, { timeout: 30_000 });
    }
    const { all, serverMs, cells } = await page.evaluate(() => {
      const w = (globalThis as unknown as Probe).hanteiWorkbench;
      return { all: w.timing.all, serverMs: w.timing.serverMs, cells: w.lastResponse?.doc.cells.length ?? 0 };
    });
    const samples = all.slice(-edits);
    const result: WorkbenchLatency = {
      medianMs: quantile(samples, 0.5),
      p90Ms: quantile(samples, 0.9),
      serverMedianMs: quantile(serverMs.slice(-edits), 0.5),
      edits,
      cells,
      samplesMs: samples.map((x) => Math.round(x * 10) / 10),
    };
    const out = opts.out ?? join(root, 'artifacts', 'workbench-latency.json');
    mkdirSync(join(out, '..'), { recursive: true });
    writeFileSync(out, JSON.stringify({ ...result, measuredAt: new Date().toISOString() }, null, 2) + '\n');
    return result;
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `node dist/bench/workbench-latency.js` prints the figure
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await workbenchLatency({ renderer: process.env.RENDERER === 'canvas' ? 'canvas' : 'svg' });
  process.stdout.write(`workbench edit → redrawn charts (${r.cells} cells, ${r.edits} edits, headless Chromium): median ${r.medianMs.toFixed(0)} ms, p90 ${r.p90Ms.toFixed(0)} ms; server ${r.serverMedianMs.toFixed(0)} ms\n`);
}
