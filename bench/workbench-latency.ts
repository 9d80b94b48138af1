/**
 * Workbench latency on the bundled study (reports/balance.yaml), its mtg-v2
 * analysis (4 decks × 6 checks × 9 difficulties × 2 boost policies = 432
 * cells), in headless Chromium at 1280 × 900 px, against `hantei serve` run
 * as a user runs it (its own process, `--threads 1`).
 *
 * Method: a MutationObserver on the whole page records the time of every DOM
 * mutation; an `input` listener (capture phase) records when the edit of
 * `modifiers.same` happened. After each edit the bench waits until the page
 * has no request in flight and no mutation for 400 ms; the sample is the
 * last mutation's time minus the input event's — every chart, table and row
 * on screen redrawn (charts out of view are drawn when they scroll in). The
 * figure goes to artifacts/ (git-ignored); nothing is asserted, since it
 * depends on the machine. Where the time went: the page records each edit's
 * phases (main.ts EditPhases: waiting, server and network, download, parse,
 * charts, tables) and the server's own phases arrive in its Server-Timing
 * header; the bench prints the median of each.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { packageRoot } from '../src/paths.js';

export interface WorkbenchLatency {
  /** Median and 90th percentile of edit → last DOM mutation, in the browser. */
  medianMs: number;
  p90Ms: number;
  /** Median time from the edit to the first mutation (the "updating" state or a redrawn chart). */
  firstMedianMs: number;
  /** Median time the server spent on one edit (exact odds, charts, comparison). */
  serverMedianMs: number;
  edits: number;
  cells: number;
  samplesMs: number[];
  /** Where the time of an edit goes: the median of each phase (the page's EditPhases; `server.*` from the Server-Timing header), and the answer's size in bytes. */
  phasesMedianMs: Record<string, number>;
}

/** The few browser globals the page script uses (this file compiles without the DOM library). */
interface Dom {
  document: { body: unknown; addEventListener(type: string, f: () => void, capture: boolean): void };
  MutationObserver: new (f: () => void) => { observe(target: unknown, opts: Record<string, boolean>): void };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** One edit's phases as the page records them (main.ts EditPhases). */
type Phase = Record<string, number> & { server: Record<string, number> };

interface Probe {
  hanteiWorkbench: {
    ready: boolean;
    busy: number;
    timing: { serverMs: number[]; phases: Phase[] };
    lastResponse?: { doc: { cells: unknown[] } };
  };
  benchMarks: { input: number; mutations: number[] };
}

/**
 * `fresh`: every edit sets a value not set before (6, 7, 8 …), so the server
 * solves each changed cell rather than finding it remembered (the default
 * 4 → 3 → 4 → 5 … revisits values, as a designer trying values back and forth
 * does).
 */
export async function workbenchLatency(
  opts: { edits?: number; chromium?: string; out?: string; renderer?: 'svg' | 'canvas'; analysis?: string; fresh?: boolean } = {},
): Promise<WorkbenchLatency> {
  const edits = opts.edits ?? 20;
  const executablePath = opts.chromium ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
  const root = packageRoot();
  const server = await serve(root, [join(root, 'reports', 'balance.yaml'), '--threads', '1']);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}?renderer=${opts.renderer ?? 'svg'}&lang=en`);
    await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
    await page.reload();
    await page.waitForFunction(() => (globalThis as unknown as Probe).hanteiWorkbench?.ready === true, null, { timeout: 60_000 });
    await page.selectOption('#analysis', opts.analysis ?? 'mtg-v2');
    await page.evaluate(() => {
      const g = globalThis as unknown as Probe & Dom;
      g.benchMarks = { input: 0, mutations: [] };
      g.document.addEventListener('input', () => (g.benchMarks = { input: performance.now(), mutations: [] }), true);
      new g.MutationObserver(() => g.benchMarks.mutations.push(performance.now())).observe(g.document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    const settle = async () => {
      await page.waitForFunction(
        () => {
          const g = globalThis as unknown as Probe;
          const last = g.benchMarks.mutations.at(-1) ?? g.benchMarks.input;
          return (g.hanteiWorkbench.busy ?? 0) === 0 && performance.now() - last > 400;
        },
        null,
        { timeout: 30_000, polling: 50 },
      );
    };
    await settle();
    const warm = 4;
    const samples: number[] = [];
    const first: number[] = [];
    for (let i = 0; i < warm + edits; i++) {
      // same-colour modifier 5 → 4 → 3 → 4 → 5 … (or 6, 7, 8 … with `fresh`): every edit changes the odds
      await page.fill('#rule-modifiers\\.same', String(opts.fresh ? 6 + i : [4, 3, 4, 5][i % 4]));
      await settle();
      const m = await page.evaluate(() => (globalThis as unknown as Probe).benchMarks);
      if (i < warm) continue;
      samples.push((m.mutations.at(-1) ?? m.input) - m.input);
      first.push((m.mutations[0] ?? m.input) - m.input);
    }
    const { serverMs, cells, phases } = await page.evaluate(() => {
      const w = (globalThis as unknown as Probe).hanteiWorkbench;
      return { serverMs: w.timing.serverMs, cells: w.lastResponse?.doc.cells.length ?? 0, phases: w.timing.phases };
    });
    // the median of each phase over the measured edits (flattened: server.exact …)
    const flat = phases
      .slice(-edits)
      .map(
        ({ server, ...rest }) =>
          ({ ...rest, ...Object.fromEntries(Object.entries(server ?? {}).map(([k, v]) => [`server.${k}`, v])) }) as Record<string, number>,
      );
    const names = [...new Set(flat.flatMap((p) => Object.keys(p)))];
    const phasesMedianMs = Object.fromEntries(
      names.map((n) => [
        n,
        Math.round(
          quantile(
            flat.map((p) => p[n] ?? 0),
            0.5,
          ) * 10,
        ) / 10,
      ]),
    );
    const result: WorkbenchLatency = {
      medianMs: quantile(samples, 0.5),
      p90Ms: quantile(samples, 0.9),
      firstMedianMs: quantile(first, 0.5),
      serverMedianMs: quantile(serverMs.slice(-edits), 0.5),
      edits,
      cells,
      samplesMs: samples.map((x) => Math.round(x * 10) / 10),
      phasesMedianMs,
    };
    const out = opts.out ?? join(root, 'artifacts', 'workbench-latency.json');
    mkdirSync(join(out, '..'), { recursive: true });
    writeFileSync(
      out,
      JSON.stringify(
        {
          ...result,
          method: `last DOM mutation after the input event, mtg-v2 of reports/balance.yaml, 1280 px, modifiers.same ${opts.fresh ? '6, 7, 8 … (values never seen)' : '4, 3, 4, 5 … (values revisited)'}`,
          measuredAt: new Date().toISOString(),
        },
        null,
        2,
      ) + '\n',
    );
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `hantei serve ARGS` in a process of its own, on a free port, as a user runs it: its URL once it listens. */
function serve(root: string, args: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, [join(root, 'bin', 'hantei.js'), 'serve', ...args, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^(http:\/\/\S+)\n/m.exec(out);
      if (m) resolve({ url: m[1], close: async () => void (child.kill('SIGINT'), await exited) });
    });
    void exited.then(() => reject(new Error(`hantei serve exited before listening: ${err}`)));
  });
}

// `node dist/bench/workbench-latency.js` prints the figure
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await workbenchLatency({
    renderer: process.env.RENDERER === 'canvas' ? 'canvas' : 'svg',
    edits: Number(process.env.EDITS ?? 20),
    fresh: process.env.FRESH === '1',
  });
  process.stdout.write(
    `workbench edit → last redrawn element (${r.cells} cells, ${r.edits} edits, headless Chromium, 1280 px): median ${r.medianMs.toFixed(0)} ms, p90 ${r.p90Ms.toFixed(0)} ms; first change ${r.firstMedianMs.toFixed(0)} ms; server ${r.serverMedianMs.toFixed(0)} ms\n` +
      `  phases (median ms): ${Object.entries(r.phasesMedianMs)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · ')}\n`,
  );
}
