/*
 * `hantei solve`: the command's options, its progress, the candidates as a
 * terminal table (or JSON), and the solved ruleset written where asked.
 */

import type { CommandModule } from 'yargs';
import { format } from 'd3-format';
import { HanteiError } from '../core/errors.js';
import { msg, said } from '../core/messages.js';
import { thousands } from '../core/budget.js';
import { ascii, renderTable } from '../report/format.js';
import { type SolveDocument, solveStudyAsync } from '../solve/solve.js';
import { wholeOption } from '../engine/options.js';
import { checkRulesetTarget, solvedRulesetYaml } from '../solve/ruleset-out.js';
import { loadStudy } from '../study/study.js';
import { getSystem } from '../systems/index.js';
import type { Lang } from '../systems/types.js';
import { checkWritableParent } from '../io/atomic.js';
import { stopSignal, throwIfStopped } from './interrupt.js';
import { goalsTable, whyBest } from './solve-goals.js';
import { type BudgetArgs, budgetOf, outPath, withBudget, writeOutput } from './common.js';

interface SolveArgs extends Partial<BudgetArgs> {
  study: string;
  vary: string[];
  analysis?: string;
  top: number;
  restarts: number;
  json?: string;
  'write-ruleset'?: string;
  format: 'table' | 'json';
  out?: string;
  lang: Lang;
  quiet: boolean;
}

const num = format('.4~f');

/** How the candidates were found: every combination, or a descent that may miss the optimum. */
function howFound(doc: SolveDocument, lang: Lang): string {
  const how =
    doc.method === 'exhaustive'
      ? msg('solveTable.exhaustive', { space: thousands(doc.space), cells: thousands(doc.cells), budget: thousands(doc.budget) })
      : msg('solveTable.descent', {
          restarts: String(doc.restarts),
          evaluated: thousands(doc.evaluated),
          space: thousands(doc.space),
          cells: thousands(doc.cells),
          budget: thousands(doc.budget),
          need: doc.space * doc.cells,
        });
  const refused = doc.invalid ? msg('solveTable.refused', { n: thousands(doc.invalid) }).text(lang) : '';
  return `${how.text(lang)}${refused}`;
}

/** The ranked candidates as a terminal table, with how they were found. */
export function solveTable(doc: SolveDocument, lang: Lang): string {
  const w = (id: Parameters<typeof msg>[0]) => msg(id).text(lang);
  const n = doc.expectations;
  const head = `${msg('solveTable.head', {
    system: getSystem(doc.system).label[lang],
    ruleset: doc.ruleset,
    analyses: doc.analyses.join(', '),
    n,
    s: n === 1 ? '' : 's',
  }).text(lang)}\n${howFound(doc, lang)}`;
  const table = renderTable(
    [w('solveTable.rank'), ...doc.axes.map((a) => a.key), w('solveTable.miss'), w('solveTable.change'), w('solveTable.failing')],
    doc.candidates.map((c, i) => [
      String(i + 1),
      ...doc.axes.map((a) =>
        c.values[a.key] === a.current ? String(a.current) : `${String(c.values[a.key])} (${w('solveTable.was')} ${String(a.current)})`,
      ),
      num(c.miss),
      num(c.change),
      c.failing.length ? c.failing.map((f) => msg('solveTable.failLine', { line: f.line, miss: num(f.miss) }).text(lang)).join(', ') : '—',
    ]),
    ['right', ...doc.axes.map(() => 'left' as const), 'right', 'right', 'left'],
  );
  const best = doc.candidates[0];
  const values = Object.entries(best.values)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');
  const k = best.failing.length;
  let tail = `${w('solveTable.best')}: ${(k === 0 ? msg('solveTable.meets', { values }) : msg('solveTable.stillFails', { values, n: k, s: k === 1 ? '' : 's' })).text(lang)}\n`;
  for (const f of best.failing) for (const d of f.details) tail += `  FAIL ${d}\n`;
  const goals = `${msg('solve.goals.head').text(lang)}\n${goalsTable(doc, lang)}\n${whyBest(doc, lang)}`;
  return ascii(`${head}\n${table}\n${tail}\n${goals}`);
}

export const solveCommand: CommandModule = {
  command: 'solve <study>',
  get describe() {
    return said('help.solve');
  },
  builder: (y) =>
    withBudget(y)
      .positional('study', { type: 'string', describe: said('help.solve.study'), demandOption: true })
      .option('vary', {
        type: 'string',
        array: true,
        demandOption: true,
        describe: said('help.solve.vary'),
      })
      .option('analysis', {
        type: 'string',
        describe: said('help.solve.analysis'),
      })
      .option('top', { type: 'number', default: 10, describe: said('help.solve.top') })
      .option('restarts', {
        type: 'number',
        default: 8,
        describe: said('help.solve.restarts'),
      })
      .option('json', { type: 'string', describe: said('help.solve.json') })
      .middleware(outPath('file', 'json'))
      .option('write-ruleset', {
        type: 'string',
        describe: said('help.solve.writeRuleset'),
      })
      .middleware(outPath('file', 'write-ruleset'))
      .option('format', { choices: ['table', 'json'] as const, default: 'table' as const, describe: said('help.format') })
      .option('out', { type: 'string', describe: said('help.out') })
      .middleware(outPath('file'))
      .option('lang', { choices: ['en', 'ja'] as const, default: 'en' as const, describe: said('help.lang') })
      .option('quiet', { type: 'boolean', default: false, describe: said('help.quiet') }),
  handler: async (raw) => {
    const args: SolveArgs = {
      study: String(raw.study),
      vary: (Array.isArray(raw.vary) ? raw.vary : [raw.vary]).map(String),
      analysis: raw.analysis === undefined ? undefined : String(raw.analysis),
      top: Number(raw.top),
      restarts: Number(raw.restarts),
      json: raw.json === undefined ? undefined : String(raw.json),
      'write-ruleset': raw['write-ruleset'] === undefined ? undefined : String(raw['write-ruleset']),
      format: raw.format === 'json' ? 'json' : 'table',
      out: raw.out === undefined ? undefined : String(raw.out),
      lang: raw.lang === 'ja' ? 'ja' : 'en',
      quiet: raw.quiet === true,
      'max-cells': raw['max-cells'] === undefined ? undefined : String(raw['max-cells']),
      'max-trials': raw['max-trials'] === undefined ? undefined : String(raw['max-trials']),
      'max-cards': raw['max-cards'] === undefined ? undefined : String(raw['max-cards']),
      yes: raw.yes === true,
    };
    // the library's checks (engine/options.ts), naming --top and --restarts
    wholeOption('top', args.top, 1, 10_000, 10, String(raw.top));
    wholeOption('restarts', args.restarts, 1, 10_000, 8, String(raw.restarts));
    for (const f of [args.json, args['write-ruleset'], args.out]) if (f !== undefined) checkWritableParent(f);
    const study = loadStudy(args.study);
    const analyses = args.analysis
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const started = Date.now();
    let shown = 0;
    // off the event loop's back: Ctrl-C's handler runs between slices and stops the search (exit 130)
    const doc = await solveStudyAsync(study, {
      signal: stopSignal(),
      vary: args.vary,
      analyses,
      top: args.top,
      restarts: args.restarts,
      budget: budgetOf(args),
      onProgress: (n) => {
        throwIfStopped();
        if (!args.quiet && process.stderr.isTTY && Date.now() - started > 2000 && n - shown >= 1024) {
          shown = n;
          process.stderr.write(`\rhantei: ${said('progress.rulesetsJudged', { n: thousands(n) })}`);
        }
      },
    });
    if (shown) process.stderr.write('\n');
    const spec = study.analyses.find((a) => a.name === doc.analyses[0])?.ruleset;
    if (args['write-ruleset'] !== undefined) {
      checkRulesetTarget(args['write-ruleset'], args.study, spec);
      const best = doc.candidates[0];
      const changes = Object.fromEntries(best.changed.map((k) => [k, best.values[k]]));
      const changed = best.changed.length
        ? best.changed.map((k) => `${k}=${String(best.values[k])}`).join(', ')
        : msg('solveTable.noKeyChanged');
      const note = msg('solveTable.note', { study: args.study, changed, miss: num(best.miss) }).text(args.lang);
      writeOutput(solvedRulesetYaml(getSystem(doc.system), spec, changes, note), args['write-ruleset'], 'data');
    }
    if (args.json !== undefined) writeOutput(JSON.stringify(doc, null, 2) + '\n', args.json, 'json');
    if (args.format === 'json') writeOutput(JSON.stringify(doc, null, 2) + '\n', args.out, 'json');
    else writeOutput(solveTable(doc, args.lang), args.out);
    const best = doc.candidates[0];
    if (best.failing.length > 0) {
      throw new HanteiError('expectation', msg('solve.noneMeets', { miss: num(best.miss) }), {
        file: args.study,
        hint: msg('solve.noneMeetsHint'),
      });
    }
  },
};
