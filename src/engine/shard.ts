import { createHash } from 'node:crypto';
import { HanteiError } from '../core/errors.js';
import { type Message, msg } from '../core/messages.js';
import { type Job, chunkCount, chunkTrials } from './plan.js';

/*
 * Past one machine: `--shard I/N` runs the I-th of N deterministic parts of the
 * seed plan and writes its raw counts as a part file; `hantei merge` sums the
 * parts and finishes the command as if it had run whole. The chunks of the
 * plan are numbered across all jobs of a run, in order (0 … G−1); part I of N
 * takes the contiguous range [⌊(I−1)·G/N⌋, ⌊I·G/N⌋), so parts are equal in
 * chunks and each runs as one stretch of the plan. Counts are integers and
 * add exactly, so the merged numbers are the one-machine numbers, bit for bit.
 *
 * A part file is data, never a command to obey: merge checks each part's
 * runs against the plan it computes itself — the same seed and jobs, exactly
 * this shard's chunks of each, counts that a run of that many trials can
 * produce — before a number is summed (MergedCounts.takeRun).
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
    throw new HanteiError('range', msg('shard.spec', { got: String(text) }), {
      hint: msg('shard.specHint'),
    });
  }
  return { index, count };
}

/** The global chunk range [from, to) of a shard of a plan of `total` chunks. */
export function shardRange(total: number, shard: ShardSpec): { from: number; to: number } {
  return { from: Math.floor(((shard.index - 1) * total) / shard.count), to: Math.floor((shard.index * total) / shard.count) };
}

/** Each job's chunk range [start, end): the whole plan, or a shard's contiguous share of the global chunk numbering. */
export function chunkRanges(jobs: readonly Job[], shard: ShardSpec | undefined): Array<{ start: number; end: number }> {
  const counts = jobs.map(chunkCount);
  if (!shard) return counts.map((c) => ({ start: 0, end: c }));
  const { from, to } = shardRange(
    counts.reduce((a, b) => a + b, 0),
    shard,
  );
  let offset = 0;
  return counts.map((c) => {
    const r = { start: Math.min(c, Math.max(0, from - offset)), end: Math.max(0, Math.min(c, to - offset)) };
    offset += c;
    return { start: r.start, end: Math.max(r.start, r.end) };
  });
}

/** Trials of chunks [start, end) of a job. */
export function rangeTrials(job: Pick<Job, 'trials' | 'chunkSize'>, r: { start: number; end: number }): number {
  let n = 0;
  for (let i = r.start; i < r.end; i++) n += chunkTrials(job, i);
  return n;
}

/** What identifies a job across machines: its key, kernel, trials, accumulator length and compiled data. */
export function jobFingerprint(job: Job): string {
  const h = createHash('sha256');
  h.update(`${job.system}\n${job.kernel}\n${job.key}\n${job.trials}\n${job.length}\n${job.chunkSize}\n`);
  h.update(JSON.stringify(job.compiled, (_k, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<number>) : v)));
  return h.digest('hex').slice(0, 32);
}

/** One run's whole plan (seed, jobs, their chunks), the same on every machine: parts of one run share it. */
export function planDigest(jobs: readonly Job[], seed: string): string {
  const h = createHash('sha256');
  h.update(`${seed}\n`);
  for (const j of jobs) h.update(`${jobFingerprint(j)} ${chunkCount(j)}\n`);
  return h.digest('hex');
}

export interface PartJob {
  /** The job's index in its run. */
  job: number;
  fingerprint: string;
  key: string;
  trials: number;
  /** This shard's chunks of the job, [start, end). */
  chunks: [number, number];
  /** Summed accumulator of those chunks (integer counts). */
  counts: number[];
}

/** One simulation of the command (a study runs one per simulated analysis): this shard's jobs of it. */
export interface PartRun {
  seed: string;
  plan: string;
  /** The jobs with chunks in this shard, in plan order. */
  jobs: PartJob[];
}

export interface PartInput {
  path: string;
  sha256: string;
}

export interface PartDocument {
  schema: typeof PART_SCHEMA;
  version: string;
  shard: ShardSpec;
  /** The command line that made the part, without --shard, --out and --threads: what merge runs again, once checked. */
  command: string[];
  /** The folder it ran in (paths in `command` are relative to it): shown in messages only. */
  cwd: string;
  /** The files named on the command line, with their digests: merge refuses to run on changed inputs. */
  inputs: PartInput[];
  runs: PartRun[];
  /** sha256 of the canonical JSON of every other field: an edited count is detected. */
  digest: string;
}

/** JSON with object keys sorted at every level: the same document gives the same bytes on every machine. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The integrity digest of a part: over everything but the digest itself. */
export function partDigest(doc: Omit<PartDocument, 'digest'> & { digest?: string }): string {
  const { digest: _ignored, ...rest } = doc;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

/** Collects a shard's counts, run by run, in the order the command simulates them. */
export class PartCollector {
  readonly runs: PartRun[] = [];
  constructor(readonly shard: ShardSpec) {}
  addRun(jobs: readonly Job[], sums: readonly Float64Array[], ranges: ReadonlyArray<{ start: number; end: number }>, seed: string): void {
    const run: PartRun = { seed, plan: planDigest(jobs, seed), jobs: [] };
    jobs.forEach((job, i) => {
      const r = ranges[i];
      if (r.end > r.start)
        run.jobs.push({
          job: i,
          fingerprint: jobFingerprint(job),
          key: job.key,
          trials: job.trials,
          chunks: [r.start, r.end],
          counts: Array.from(sums[i]),
        });
    });
    this.runs.push(run);
  }
  get jobCount(): number {
    return this.runs.reduce((n, r) => n + r.jobs.length, 0);
  }
}

export interface LoadedPart {
  file: string;
  doc: PartDocument;
}

const refuse = (file: string, field: string, why: Message, hint?: Message): HanteiError =>
  new HanteiError('file', msg('shard.refuse', { field, why }), {
    file,
    hint: hint ?? msg('shard.hint.unedited'),
  });

/**
 * Summed counts of every job from all parts, handed out run by run as the
 * merged command asks for them — after checking that every part holds exactly
 * its shard's share of that run, with counts a run of that size can produce.
 */
export class MergedCounts {
  private next = 0;
  constructor(private readonly parts: readonly LoadedPart[]) {}

  takeRun(jobs: readonly Job[], seed: string): Float64Array[] {
    const k = this.next++;
    const plan = planDigest(jobs, seed);
    const sums = jobs.map((j) => new Float64Array(j.length));
    for (const { file, doc } of this.parts) {
      const run = doc.runs[k];
      const at = `runs[${k}]`;
      if (!run) throw refuse(file, at, msg('shard.why.missingRun'), msg('shard.hint.changedOrCut'));
      if (run.seed !== seed)
        throw refuse(file, `${at}.seed`, msg('shard.why.seed', { got: JSON.stringify(run.seed), seed: JSON.stringify(seed) }));
      if (run.plan !== plan) throw refuse(file, `${at}.plan`, msg('shard.why.plan'), msg('shard.hint.changedOrEdited'));
      const ranges = chunkRanges(jobs, doc.shard);
      const expected = ranges.flatMap((r, i) => (r.end > r.start ? [i] : []));
      if (run.jobs.length !== expected.length)
        throw refuse(
          file,
          `${at}.jobs`,
          msg('shard.why.jobs', {
            n: run.jobs.length,
            s: run.jobs.length === 1 ? '' : 's',
            index: doc.shard.index,
            count: doc.shard.count,
            expected: expected.length,
          }),
        );
      run.jobs.forEach((pj, n) => {
        const i = expected[n];
        const job = jobs[i];
        const where = `${at}.jobs[${n}]`;
        const r = ranges[i];
        if (pj.job !== i || pj.fingerprint !== jobFingerprint(job) || pj.key !== job.key || pj.trials !== job.trials)
          throw refuse(file, where, msg('shard.why.notJob', { i, key: job.key }));
        if (pj.chunks[0] !== r.start || pj.chunks[1] !== r.end)
          throw refuse(
            file,
            `${where}.chunks`,
            msg('shard.why.chunks', {
              chunks: pj.chunks.join(', '),
              index: doc.shard.index,
              count: doc.shard.count,
              start: r.start,
              end: r.end,
            }),
          );
        if (pj.counts.length !== job.length)
          throw refuse(file, `${where}.counts`, msg('shard.why.counts', { n: pj.counts.length, length: job.length }));
        const trials = rangeTrials(job, r);
        if (pj.counts[0] !== trials)
          throw refuse(file, `${where}.counts[0]`, msg('shard.why.trials', { n: pj.counts[0], start: r.start, last: r.end - 1, trials }));
        pj.counts.forEach((c, x) => {
          if (!Number.isSafeInteger(c) || c < 0 || c > trials)
            throw refuse(file, `${where}.counts[${x}]`, msg('shard.why.count', { c, trials }));
          sums[i][x] += c;
        });
      });
    }
    // every chunk of every job came from exactly one part, so the sums are whole runs
    jobs.forEach((job, i) => {
      if (sums[i][0] !== job.trials)
        throw new HanteiError('internal', msg('shard.merged', { n: sums[i][0], trials: job.trials, key: job.key }));
    });
    return sums;
  }

  /** Before anything is written: every run of every part was asked for. */
  finish(): void {
    for (const { file, doc } of this.parts) {
      if (doc.runs.length > this.next)
        throw refuse(
          file,
          `runs[${this.next}]`,
          msg('shard.why.notAsked', { n: this.next, s: this.next === 1 ? '' : 's' }),
          msg('shard.hint.changed'),
        );
    }
  }
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
