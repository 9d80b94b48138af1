import { createHash } from 'node:crypto';
import { HanteiError } from '../core/errors.js';
import type { Job } from './plan.js';

/*
 * Past one machine: `--shard I/N` runs the I-th of N deterministic parts of the
 * seed plan and writes its raw counts as a part file; `hantei merge` sums the
 * parts and finishes the command as if it had run whole. The chunks of the
 * plan are numbered across all jobs of a run, in order (0 … G−1); part I of N
 * takes the contiguous range [⌊(I−1)·G/N⌋, ⌊I·G/N⌋), so parts are equal in
 * chunks and each runs as one stretch of the plan. Counts are integers and
 * add exactly, so the merged numbers are the one-machine numbers, bit for bit.
 */

export const PART_SCHEMA = 'hantei.part/1';

export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
}

export function parseShard(text: unknown): ShardSpec {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(String(text));
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || count > 10_000 || index < 1 || index > count) {
    throw new HanteiError('range', `--shard must be I/N with 1 ≤ I ≤ N ≤ 10000, got "${String(text)}"`, { hint: 'e.g. --shard 2/8 runs the second of eight parts' });
  }
  return { index, count };
}

/** The global chunk range [from, to) of a shard of a plan of `total` chunks. */
export function shardRange(total: number, shard: ShardSpec): { from: number; to: number } {
  return { from: Math.floor(((shard.index - 1) * total) / shard.count), to: Math.floor((shard.index * total) / shard.count) };
}

/** What identifies a job across machines: its key, kernel, trials, accumulator length and compiled data. */
export function jobFingerprint(job: Job): string {
  const h = createHash('sha256');
  h.update(`${job.system}\n${job.kernel}\n${job.key}\n${job.trials}\n${job.length}\n${job.chunkSize}\n`);
  h.update(JSON.stringify(job.compiled, (_k, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<number>) : v)));
  return h.digest('hex').slice(0, 32);
}

export interface PartJob {
  fingerprint: string;
  key: string;
  trials: number;
  /** Summed accumulator of this shard's chunks of the job (integer counts). */
  counts: number[];
}

export interface PartDocument {
  schema: typeof PART_SCHEMA;
  version: string;
  shard: ShardSpec;
  /** The command line that made the part, without --shard and --out: merge runs it again with the summed counts. */
  command: string[];
  /** The folder it ran in (paths in `command` are relative to it). */
  cwd: string;
  jobs: PartJob[];
}

/** Collects a shard's counts, job by job, in the order the run simulates them. */
export class PartCollector {
  readonly jobs: PartJob[] = [];
  constructor(readonly shard: ShardSpec) {}
  add(job: Job, acc: Float64Array): void {
    this.jobs.push({ fingerprint: jobFingerprint(job), key: job.key, trials: job.trials, counts: Array.from(acc) });
  }
}

/** Summed counts of every job from all parts, handed out as the merged run asks for them. */
export class MergedCounts {
  private readonly byFingerprint = new Map<string, Float64Array>();
  private readonly used = new Set<string>();
  constructor(parts: ReadonlyArray<{ file: string; doc: PartDocument }>) {
    for (const { doc } of parts) {
      for (const j of doc.jobs) {
        const have = this.byFingerprint.get(j.fingerprint);
        if (!have) this.byFingerprint.set(j.fingerprint, Float64Array.from(j.counts));
        else if (have.length !== j.counts.length) throw new HanteiError('file', `part files disagree on the size of job ${j.key}`, { hint: 'make every part with the same hantei version and command' });
        else for (let i = 0; i < have.length; i++) have[i] += j.counts[i];
      }
    }
  }
  take(job: Job): Float64Array {
    const fp = jobFingerprint(job);
    const acc = this.byFingerprint.get(fp);
    if (!acc) throw new HanteiError('file', `the part files have no counts for ${job.key} (${job.kernel}, ${job.trials} trials)`, { hint: 'merge runs the parts\' command again: run it in a folder with the same inputs (decks, study, rulesets) and hantei version' });
    this.used.add(fp);
    return acc;
  }
  /** Jobs in the parts that the merged run never asked for: the inputs changed between the runs. */
  unused(): number {
    return [...this.byFingerprint.keys()].filter((k) => !this.used.has(k)).length;
  }
}

/** Check a set of parts: one command, every shard 1..N exactly once. */
export function checkParts(parts: ReadonlyArray<{ file: string; doc: PartDocument }>): { command: string[]; cwd: string; count: number } {
  if (parts.length === 0) throw new HanteiError('usage', 'name the part files to merge');
  const first = parts[0].doc;
  const seen = new Map<number, string>();
  for (const { file, doc } of parts) {
    if (doc.shard.count !== first.shard.count) throw new HanteiError('file', `part ${doc.shard.index}/${doc.shard.count} does not match ${first.shard.index}/${first.shard.count} of ${parts[0].file}`, { file, hint: 'merge the parts of one run' });
    if (JSON.stringify(doc.command) !== JSON.stringify(first.command)) throw new HanteiError('file', `part was made by another command (hantei ${doc.command.join(' ')})`, { file, hint: `the first part ran: hantei ${first.command.join(' ')}` });
    if (seen.has(doc.shard.index)) throw new HanteiError('file', `shard ${doc.shard.index}/${doc.shard.count} is given twice`, { file, hint: `also in ${seen.get(doc.shard.index)}` });
    seen.set(doc.shard.index, file);
  }
  const missing = Array.from({ length: first.shard.count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) throw new HanteiError('file', `part${missing.length === 1 ? '' : 's'} ${missing.map((i) => `${i}/${first.shard.count}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`, { hint: 'merge needs every part of the run' });
  return { command: first.command, cwd: first.cwd, count: first.shard.count };
}

/**
 * How this process's simulations are distributed: the whole plan (default),
 * one shard whose counts are collected into a part, or a merge whose counts
 * come from parts. Set once by the CLI for the command it runs.
 */
export interface Distribution {
  shard?: ShardSpec;
  collector?: PartCollector;
  merged?: MergedCounts;
}

let current: Distribution = {};

export function distribution(): Distribution {
  return current;
}

export function setDistribution(d: Distribution): void {
  current = d;
}
