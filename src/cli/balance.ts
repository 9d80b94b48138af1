/*
 * `hantei tune` and `hantei compare`: read the options, run the exact grid
 * (api/balance.ts), write the table, CSV, JSON or (compare --report) a report.
 */
import { join } from 'node:path';
import { type BalanceTable, balanceCells, balanceHeads, numeric } from '../report/balance-table.js';
import type { BalanceRow, Lang } from '../systems/types.js';
import {
  ACROSS_PICKS,
  type CompareResult,
  runCompare as compareGrid,
  largestDifference,
  runTuneAcrossAsync,
  runTuneAsync,
} from '../api/balance.js';
import { stopSignal } from './interrupt.js';
import { resolveRuleset } from '../api/checks.js';
import type { Argv, CommandModule } from 'yargs';
import { format } from 'd3-format';
import { HanteiError } from '../core/errors.js';
import { msg, said, labelled } from '../core/messages.js';
import { parseTargets } from '../core/tune.js';
import { ascii, renderTable } from '../report/format.js';
import { csvCell, csvRow } from '../report/csv-cell.js';
import { keyLabel, valueLabel } from '../core/labels.js';
import { t as word, tf } from '../report/i18n.js';
import { SYSTEMS } from '../systems/index.js';
import type { CompiledCheck, RuleSystem } from '../systems/types.js';
import { type BudgetArgs, type CommonArgs, budgetOf, outPath, systemCommand, withBudget, writeOutput, withCommon } from './common.js';
import { writeFolderAtomic } from '../io/atomic.js';
import { paramValues, systemOptions } from './check.js';
import { terminalSafe } from '../core/terminal-text.js';

const pct = format('.1%');
const signed = format('+.1%');

type Args = CommonArgs & Partial<BudgetArgs> & { ruleset?: string; cards?: string[]; critical?: string } & Record<string, unknown>;

function critical(args: Args): string[] | undefined {
  return args.critical
    ? args.critical
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
}

// ---------------------------------------------------------------- tune

type TuneArgs = Args & { targets: string; json?: string; across?: string; pick?: string; tolerance?: number };

async function tune(system: RuleSystem<unknown, CompiledCheck>, args: TuneArgs): Promise<void> {
  const targets = parseTargets(args.targets);
  if ('error' in targets)
    throw new HanteiError('range', msg('tune.targetsWrap', { error: targets.error }), { hint: msg('tune.targetsHint') });
  if (args.across !== undefined) return tuneAcrossTable(system, args, Object.fromEntries(targets));
  for (const flag of ['pick', 'tolerance'] as const)
    if (args[flag] !== undefined)
      throw new HanteiError('range', msg('tune.onlyAcross', { flag }), {
        hint: msg('opt.example', {
          example: `tune ${system.id} --across decks --pick ${flag === 'pick' ? 'worst' : 'mean --tolerance 0.05'}`,
        }),
      });
  if ((args.format as string) === 'markdown' || (args.format as string) === 'html')
    throw new HanteiError('range', msg('tune.formatAcross', { format: args.format }), {
      hint: msg('tune.formatAcrossHint', { across: system.params.some((p) => p.kind === 'deck-list') ? 'decks' : system.params[0].flag }),
    });
  // in slices, so Ctrl-C's handler runs and stops it
  const doc = await runTuneAsync({
    signal: stopSignal(),
    system,
    ruleset: args.ruleset,
    params: paramValues(system, args),
    cards: args.cards,
    critical: critical(args),
    budget: budgetOf(args),
    targets: Object.fromEntries(targets),
  });
  const { param, rows, ruleset: name } = doc;
  // the ruleset again, for the words of the chosen values (2d6: the difficulty guide)
  const { rules } = resolveRuleset(system, args.ruleset, 'ruleset', 'tune');
  if (args.json !== undefined) writeOutput(JSON.stringify(doc, null, 2) + '\n', args.json, 'json');
  if (args.format === 'json') return writeOutput(JSON.stringify(doc, null, 2) + '\n', args.out, 'json');
  const keys = Object.keys(rows[0]?.params ?? {}).filter(
    (k) => new Set(rows.map((r) => String(r.params[k]))).size > 1 || rows.length === 1,
  );
  const label = (k: string) => system.params.find((p) => p.name === k)?.label[args.lang] ?? keyLabel(k, args.lang);
  const headers = [...keys.map(label), ...targets.map(([l, r]) => `${l} (${pct(r)})`)];
  // the ruleset's legal range of the tuned parameter (mtg: difficulty.min..max): a pick beyond it is marked and said
  const legal = /^(-?\d+)\.\.(-?\d+)$/.exec(String(system.defaultsFor?.(param, rules) ?? ''));
  const beyond = (v: unknown) => legal !== null && typeof v === 'number' && (v < Number(legal[1]) || v > Number(legal[2]));
  const body = rows.map((r) => [
    ...keys.map((k) => valueLabel(k, r.params[k], args.lang)),
    ...targets.map(([l]) => {
      const p = r.picks[l];
      if (!p) return '—';
      const w = system.report.x === param ? system.report.xLabel?.(p.value, rules, args.lang) : undefined;
      return `${valueLabel(param, p.value, args.lang)}${w ? ` (${w})` : ''}  ${pct(p.success)} (${signed(p.miss)})${beyond(p.value) ? ' ▲' : ''}`;
    }),
  ]);
  if (args.format === 'csv') {
    const csv = [csvRow(['params', ...targets.flatMap(([l]) => [`${l}_${param}`, `${l}_success`, `${l}_miss`])])];
    for (const r of rows)
      csv.push(
        [
          JSON.stringify(
            Object.entries(r.params)
              .map(([k, v]) => `${k}=${String(v)}`)
              .join(';'),
          ),
          ...targets.flatMap(([l]) => {
            const p = r.picks[l];
            return p ? [csvCell(String(p.value)), p.success, p.miss] : ['', '', ''];
          }),
        ].join(','),
      );
    return writeOutput(ascii(csv.join('\n')) + '\n', args.out, 'data');
  }
  const title = `${system.label[args.lang]} · ${word('ruleset', args.lang)} ${name} · ${tf('tuneTitle', args.lang, { x: label(param), c: doc.candidates.map((c) => valueLabel(param, c, args.lang)).join(', ') })}`;
  const anyBeyond = legal !== null && rows.some((r) => Object.values(r.picks).some((p) => p && beyond(p.value)));
  const note = anyBeyond
    ? `${msg('tune.beyondRange', { x: label(param), flag: system.params.find((x) => x.name === param)?.flag ?? param, range: `${legal![1]}..${legal![2]}` }).text(args.lang)}\n`
    : '';
  writeOutput(
    `${title}\n${ascii(
      renderTable(
        headers,
        body,
        headers.map((_, i) => (i < keys.length ? 'left' : 'right')),
      ),
    )}\n${note}`,
    args.out,
  );
}

/** `tune --across decks`: one value per check and target for the whole table. */
async function tuneAcrossTable(system: RuleSystem<unknown, CompiledCheck>, args: TuneArgs, targets: Record<string, number>): Promise<void> {
  const tolerance = args.tolerance === undefined ? undefined : Number(args.tolerance);
  const doc = await runTuneAcrossAsync({
    signal: stopSignal(),
    system,
    ruleset: args.ruleset,
    params: paramValues(system, args),
    cards: args.cards,
    critical: critical(args),
    budget: budgetOf(args),
    targets,
    across: String(args.across),
    pick: args.pick as 'mean' | undefined,
    tolerance,
  });
  if (args.json !== undefined) writeOutput(JSON.stringify(doc, null, 2) + '\n', args.json, 'json');
  if (args.format === 'json') return writeOutput(JSON.stringify(doc, null, 2) + '\n', args.out, 'json');
  const { difficultyTable } = await import('../report/difficulty-table.js');
  writeOutput(difficultyTable(doc, args.format as 'table', args.lang), args.out, args.format === 'csv' ? 'data' : 'text');
}

/** `hantei tune <system>`, built as the command line is read (its help in the process's language). */
export const tuneCommand = (): CommandModule =>
  systemCommand(
    'tune',
    said('help.tune'),
    SYSTEMS.map((system) => ({
      id: system.id,
      describe: said('help.tuneSystem', { system: labelled(system.label), flag: system.params.find((p) => p.name === system.tune)!.flag }),
      options: (y: Argv) =>
        withBudget(systemOptions(system, withCommon(y, { choices: ['markdown', 'html'], describe: said('help.tune.format') })))
          .option('targets', { type: 'string', demandOption: true, describe: said('help.tune.targets') })
          .option('json', { type: 'string', describe: said('help.tune.json') })
          .middleware(outPath('file', 'json'))
          .option('across', {
            type: 'string',
            describe: system.params.some((p) => p.kind === 'deck-list')
              ? said('help.tune.acrossDecks')
              : said('help.tune.acrossParam', {
                  flag: system.params.find((p) => p.name !== system.tune && p.kind === 'int-range')?.flag ?? system.params[0].flag,
                }),
          })
          .option('pick', {
            choices: ACROSS_PICKS,
            describe: said('help.tune.pick'),
          })
          .option('tolerance', {
            type: 'number',
            describe: said('help.tune.tolerance'),
          }),
      run: (a) => tune(system, a as TuneArgs),
    })),
  );

// ---------------------------------------------------------------- compare

type CompareArgs = Args & { rulesets?: string; top: number; report?: string };
type CompareRows = Omit<CompareResult, 'documents'>;

async function compare(system: RuleSystem<unknown, CompiledCheck>, args: CompareArgs): Promise<void> {
  const { documents, ...result } = await compareGrid({
    system,
    rulesets: compareRulesets(system, args),
    params: paramValues(system, args),
    cards: args.cards,
    critical: critical(args),
    budget: budgetOf(args),
  });
  // the balance table a deck system declares (mtg: colourBalance), under the field it names
  const balanceTable = system.decks?.balance;
  const balance = ((balanceTable && (result as Record<string, unknown>)[balanceTable.field]) ?? []) as BalanceRow[];
  const shownBalance = balanceTable && balance.length ? { table: balanceTable, rows: balance } : undefined;
  if (args.report !== undefined) await writeCompareReport(system, args.report, args.lang, result, documents, shownBalance);
  if (args.format === 'json') return writeOutput(JSON.stringify(result, null, 2) + '\n', args.out, 'json');
  // the parameters that differ between rows: the table's and the CSV's leading columns
  const paramKeys = Object.keys(result.rows[0]?.params ?? {}).filter((k) => new Set(result.rows.map((r) => String(r.params[k]))).size > 1);
  if (args.format === 'csv') return writeOutput(ascii(compareCsv(result, paramKeys)) + '\n', args.out, 'data');
  let text = compareText(system, args, result, paramKeys);
  if (shownBalance) text += balanceText(shownBalance.table, shownBalance.rows, documents[0], args.lang);
  writeOutput(ascii(text), args.out);
}

/** The rulesets to compare: --rulesets' list or the one --ruleset (the default), refused when both or none are given. */
function compareRulesets(system: RuleSystem<unknown, CompiledCheck>, args: CompareArgs): string[] {
  if (args.rulesets !== undefined && args.ruleset !== undefined)
    throw new HanteiError('range', msg('compare.bothRulesets', { ruleset: args.ruleset, rulesets: args.rulesets }), {
      hint: msg('compare.bothRulesetsHint'),
    });
  if (!Number.isInteger(args.top) || args.top < 1)
    throw new HanteiError('range', msg('opt.wholeAtLeast1', { flag: 'top', got: String(args.top) }), {
      hint: msg('opt.example', { example: '--top 20' }),
    });
  const rulesetSpecs =
    args.rulesets !== undefined
      ? String(args.rulesets)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [args.ruleset ?? system.defaultRuleset];
  if (rulesetSpecs.length === 0) throw new HanteiError('range', msg('balance.rulesetsEmpty'), { hint: msg('balance.rulesetsExample') });
  return rulesetSpecs;
}

/** `compare --report`: each variant's analysis in one study report, with the difference heatmaps and the balance table. */
async function writeCompareReport(
  system: RuleSystem<unknown, CompiledCheck>,
  folder: string,
  lang: Lang,
  result: CompareRows,
  documents: CompareResult['documents'],
  balance: { table: BalanceTable; rows: BalanceRow[] } | undefined,
): Promise<void> {
  const { studyResults, writeReport } = await import('../report/build.js');
  const study = studyResults(
    { name: `compare-${system.id}`, title: `hantei compare: ${system.id} (${result.variants.join(' vs ')})`, lang },
    documents.map((doc) => ({ name: `${system.id}-${doc.ruleset}`, title: `${system.label[lang]} · ${doc.ruleset}`, doc })),
    0,
  );
  // the report's difference charts pair each analysis with the ones after it (first − later): listed last
  // variant first, they read "variant − base", the sign of the table below and of the workbench
  const reversed = { ...study, analyses: [...study.analyses].reverse() };
  await writeFolderAtomic(folder, (aside) => writeReport(aside, reversed, lang, undefined, undefined, balance ? { balance } : undefined));
  process.stderr.write(terminalSafe(`hantei: report with the difference heatmaps: ${join(folder, 'index.html')}\n`));
}

/** `compare --format csv`: every row, the differing parameters then each variant's success and difference. */
function compareCsv(result: CompareRows, paramKeys: readonly string[]): string {
  const csv = [csvRow([...paramKeys, ...result.variants.map((v) => `success_${v}`), ...result.variants.slice(1).map((v) => `diff_${v}`)])];
  for (const r of result.rows)
    csv.push(
      csvRow([
        ...paramKeys.map((k) => String(r.params[k])),
        ...result.variants.map((v) => r.success[v] ?? ''),
        ...result.variants.slice(1).map((v) => r.diff[v] ?? ''),
      ]),
    );
  return csv.join('\n');
}

/** The terminal's compare: a title line with the largest difference, then the top rows' table. */
function compareText(
  system: RuleSystem<unknown, CompiledCheck>,
  args: CompareArgs,
  result: CompareRows,
  paramKeys: readonly string[],
): string {
  const { rows } = result;
  const lang = args.lang;
  const label = (k: string) => system.params.find((p) => p.name === k)?.label[lang] ?? keyLabel(k, lang);
  const shown = rows.slice(0, args.top);
  const table = renderTable(
    [
      ...paramKeys.map(label),
      ...result.variants.map((v) => tf('successOf', lang, { v })),
      ...result.variants.slice(1).map((v) => `${v} − ${result.base}`),
    ],
    shown.map((r) => [
      ...paramKeys.map((k) => valueLabel(k, r.params[k], lang)),
      ...result.variants.map((v) => (r.success[v] === null ? '—' : pct(r.success[v]!))),
      ...result.variants.slice(1).map((v) => (r.diff[v] === null ? '—' : signed(r.diff[v]!))),
    ]),
    [
      ...paramKeys.map(() => 'left' as const),
      ...result.variants.map(() => 'right' as const),
      ...result.variants.slice(1).map(() => 'right' as const),
    ],
  );
  const maxDiff = rows.length ? largestDifference(rows[0]) : 0;
  return `${system.label[lang]} · ${tf('comparedBy', lang, { b: word(result.by === 'deck' ? 'byDeck' : 'byRuleset', lang) })}: ${result.variants.join(' vs ')} · ${tf('sharedCells', lang, { n: String(rows.length), d: pct(maxDiff) })}${rows.length > shown.length ? ` · ${tf('topShown', lang, { n: String(shown.length) })}` : ''}\n${table}\n`;
}

/** The deck system's balance table under the compare table, titled with the difficulties it averages (the first document's). */
function balanceText(table: BalanceTable, balance: readonly BalanceRow[], first: CompareResult['documents'][number], lang: Lang): string {
  const difficulties = [...new Set(first.cells.map((c) => String(c.params.difficulty)))];
  const d = difficulties.length > 2 ? `${difficulties[0]}..${difficulties.at(-1)}` : difficulties.join(', ');
  return (
    `\n${table.words.terminal[lang].replace('{d}', d)}\n` +
    renderTable(
      balanceHeads(table, lang),
      balance.map((b) => balanceCells(table, b, lang)),
      ['left', 'left', ...table.columns.map((c) => (numeric(c) ? ('right' as const) : ('left' as const)))],
    ) +
    '\n'
  );
}

/** `hantei compare <system>`, built as the command line is read. */
export const compareCommand = (): CommandModule =>
  systemCommand(
    'compare',
    said('help.compare'),
    SYSTEMS.map((system) => ({
      id: system.id,
      describe: said('help.compareSystem', { system: labelled(system.label) }),
      options: (y: Argv) =>
        withBudget(systemOptions(system, withCommon(y)))
          .option('rulesets', {
            type: 'string',
            describe: said('help.compare.rulesets', { presets: Object.keys(system.rulesets).join(', ') }),
          })
          .option('top', { type: 'number', default: 20, describe: said('help.compare.top') })
          .option('report', { type: 'string', describe: said('help.compare.report') })
          .middleware(outPath('folder', 'report')),
      run: (a) => compare(system, a as CompareArgs),
    })),
  );
