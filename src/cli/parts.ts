import { lstatSync, readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import {
  PART_SCHEMA,
  type PartDocument,
  type PartInput,
  PartCollector,
  distribution,
  parseShard,
  partDigest,
  setDistribution,
} from '../engine/shard.js';
import { writeFileAtomic } from '../io/atomic.js';
import { terminalSafe } from '../core/terminal-text.js';
import { msg, said } from '../core/messages.js';
import { sha256 } from '../io/manifest.js';
import { packageVersion } from '../paths.js';
import { throwIfStopped } from './interrupt.js';

/*
 * The shard side of `--shard I/N` (engine/shard.ts): which command is running,
 * switching the process to collecting a part, and writing the part file.
 * Kept apart from merge.ts so every command can load it cheaply.
 */

/** The command line being run, as given (set by main). */
let invocation: readonly string[] = [];

export function setInvocation(argv: readonly string[]): void {
  invocation = argv;
}

/** Options that say how or where a part runs, not what it computes: parts may differ in them. */
const PER_MACHINE = ['shard', 'out', 'threads', 'force'];
/** Of those, the flags that take no value. */
const PER_MACHINE_FLAGS = ['force'];

/** The invocation without --shard, --out, --threads and --force (and their values): what merge runs again. */
export function partCommand(argv: readonly string[] = invocation): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const o = PER_MACHINE.find((name) => a === `--${name}`);
    if (o !== undefined) {
      if (!PER_MACHINE_FLAGS.includes(o)) i++;
    } else if (!PER_MACHINE.some((name) => a.startsWith(`--${name}=`))) out.push(a);
  }
  return out;
}

/** Files the run read besides those on its command line (a study's decks and rulesets), set by the command. */
let extraInputs: string[] = [];
export function addInputFiles(paths: readonly string[]): void {
  extraInputs.push(...paths);
}

/** Forget the files an earlier command line added (main() runs several in one process: tests, scripts). */
export function resetInputFiles(): void {
  extraInputs = [];
}

/**
 * The regular files a command line names (`--deck a.yaml,b.txt`, a study) and
 * those the command added (a study's decks and rulesets), relative to the
 * current folder where they lie below it: a part records their digests.
 */
export function commandInputs(command: readonly string[], extra: readonly string[] = extraInputs): PartInput[] {
  const seen = new Set<string>();
  const inputs: PartInput[] = [];
  const values = command.map((token) =>
    token.startsWith('--') ? (token.includes('=') ? token.slice(token.indexOf('=') + 1) : '') : token,
  );
  const below = (p: string) => {
    const r = relative(process.cwd(), p);
    return r.startsWith('..') || isAbsolute(r) ? p : r;
  };
  for (const value of [...values, ...extra.map(below)]) {
    for (const path of value.split(',')) {
      if (path === '' || seen.has(path)) continue;
      try {
        if (!lstatSync(path).isFile()) continue;
        seen.add(path);
        inputs.push({ path, sha256: sha256(readFileSync(path)) });
      } catch {
        // not a file: a value such as "green" or "0..8"
      }
    }
  }
  return inputs;
}

/** A yargs middleware: `--shard I/N` switches this process to collecting a part. */
export function shardMiddleware(argv: Record<string, unknown>): void {
  if (argv.shard === undefined) return;
  const shard = parseShard(argv.shard);
  setDistribution({ shard, collector: new PartCollector(shard) });
}

/** When this run is a shard, write its part file (to --out or stdout) instead of the command's own output; true if it did. */
export function writePartIfSharded(out: string | undefined): boolean {
  const { shard, collector } = distribution();
  if (!shard || !collector) return false;
  const command = partCommand();
  const body = {
    schema: PART_SCHEMA,
    version: packageVersion(),
    shard,
    command,
    cwd: process.cwd(),
    inputs: commandInputs(command),
    runs: collector.runs,
  } as const;
  const doc: PartDocument = { ...body, digest: partDigest(body) };
  throwIfStopped();
  const text = JSON.stringify(doc) + '\n';
  if (out !== undefined) writeFileAtomic(out, text, 'the part file');
  else process.stdout.write(text);
  process.stderr.write(
    terminalSafe(
      `hantei: ${said('shard.wrote', {
        index: shard.index,
        count: shard.count,
        n: collector.jobCount,
        s: collector.jobCount === 1 ? '' : 's',
        to: out ? msg('shard.wroteTo', { out }) : '',
      })}\n`,
    ),
  );
  return true;
}

/** A merged run, before it writes anything: every part's runs were used (engine/shard.ts). */
export function finishMerge(): void {
  distribution().merged?.finish();
}
