/**
 * The HTML report's weight and speed in a browser: the default study's page
 * size, and how long headless Chromium takes until the first screen is
 * usable (scripts parsed, every chart in the first viewport drawn) and until
 * every chart is drawn. Median of several loads; nothing asserted (figures
 * depend on the machine). Needs chromium (CHROMIUM_PATH or /usr/bin/chromium).
 */
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { defaultThreads } from '../src/engine/pool.js';
import { parseStudyResults, studyResults, writeReport } from '../src/report/build.js';
import { runStudy } from '../src/study/run.js';
import { loadStudy } from '../src/study/study.js';
import type { Lang } from '../src/systems/types.js';

export interface ReportLoadFigures {
  /** The page measured (index.html). */
  index: string;
  /** index.html in bytes. */
  bytes: number;
  charts: number;
  /** Navigation start until the first screen is drawn and the page answers, median. */
  interactiveMs: number;
  /** Navigation start until every chart is drawn (forced, as if scrolled through), median. */
  allChartsMs: number;
  runs: number;
  viewport: { width: number; height: number };
}

export interface ReportLoadOptions {
  /** A report's index.html to measure as it is; default: build the default study's report. */
  index?: string;
  /** A saved results.json to build the report from instead of running the study. */
  results?: string;
  study?: string;
  lang?: Lang;
  runs?: number;
  width?: number;
}

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

// Browser-side checks as text: the bench compiles without the DOM library.
const FIRST_SCREEN_DRAWN = `[...document.querySelectorAll('.vis')]
  .filter((el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; })
  .every((el) => el.getAttribute('data-rendered') === 'true')`;

async function buildDefault(opts: ReportLoadOptions, dir: string): Promise<string> {
  const lang = opts.lang ?? 'en';
  if (opts.results) return (await writeReport(dir, parseStudyResults(readFileSync(opts.results, 'utf8'), opts.results), lang)).index;
  const file = opts.study ?? 'reports/balance.yaml';
  const study = loadStudy(file);
  const started = Date.now();
  const docs = await runStudy(study, { threads: defaultThreads() }, () => {});
  const results = studyResults(
    { name: study.name, title: study.title, lang: study.lang, file, expect: study.expect },
    docs,
    Date.now() - started,
  );
  return (await writeReport(dir, results, lang)).index;
}

/** Build (or take) a report page and time it in headless Chromium. */
export async function reportLoad(opts: ReportLoadOptions = {}): Promise<ReportLoadFigures> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no chromium at ${executablePath} (set CHROMIUM_PATH)`);
  const dir = opts.index ? undefined : mkdtempSync(join(tmpdir(), 'hantei-report-load-'));
  const index = opts.index ?? (await buildDefault(opts, dir!));
  const runs = opts.runs ?? 3;
  const viewport = { width: opts.width ?? 1280, height: 900 };
  const browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
  const interactive: number[] = [];
  const all: number[] = [];
  let charts = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport });
      await page.goto(pathToFileURL(index).href, { waitUntil: 'load' });
      // charts in the first viewport drawn (a page whose first screen has none is usable once loaded)
      await page.waitForFunction(FIRST_SCREEN_DRAWN, undefined, { timeout: 60_000, polling: 'raf' });
      interactive.push(await page.evaluate('performance.now()'));
      charts = await page.locator('.vis').count();
      // draw every chart: the page's own hook, or (older pages) wait for what they draw at load
      await page.evaluate('typeof hanteiDrawAll === "function" && hanteiDrawAll()');
      await page.waitForFunction(
        `document.querySelectorAll('.vis[data-rendered="true"], .vis[data-rendered="fallback"]').length === ${charts}`,
        undefined,
        { timeout: 120_000, polling: 'raf' },
      );
      all.push(await page.evaluate('performance.now()'));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const bytes = statSync(index).size;
  return { index, bytes, charts, interactiveMs: Math.round(median(interactive)), allChartsMs: Math.round(median(all)), runs, viewport };
}

// `node dist/bench/report-load.js [index.html]`: print the figures
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const f = await reportLoad({ index: process.argv[2] });
  console.log(
    `report page: ${(f.bytes / 1e6).toFixed(2)} MB, ${f.charts} charts; interactive ${f.interactiveMs} ms, every chart drawn ${f.allChartsMs} ms (median of ${f.runs}, ${f.viewport.width} px)`,
  );
}
