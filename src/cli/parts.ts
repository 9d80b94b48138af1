import { PART_SCHEMA, type PartDocument, PartCollector, distribution, parseShard, setDistribution } from '../engine/shard.js';
import { writeFileAtomic } from '../io/atomic.js';
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
const PER_MACHINE = ['shard', 'out', 'threads'];

/** The invocation without --shard, --out and --threads (and their values): what merge runs again. */
export function partCommand(argv: readonly string[] = invocation): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (PER_MACHINE.some((o) => a === `--${o}`)) i++;
    else if (!PER_MACHINE.some((o) => a.startsWith(`--${o}=`))) out.push(a);
  }
  return out;
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
  const doc: PartDocument = { schema: PART_SCHEMA, version: packageVersion(), shard, command: partCommand(), cwd: process.cwd(), jobs: collector.jobs };
  throwIfStopped();
  const text = JSON.stringify(doc) + '\n';
  if (out) writeFileAtomic(out, text, 'the part file');
  else process.stdout.write(text);
  process.stderr.write(`hantei: wrote part ${shard.index}/${shard.count} (${collector.jobs.length} simulated job${collector.jobs.length === 1 ? '' : 's'})${out ? ` to ${out}` : ''}\n`);
  return true;
}

