import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, readSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { HanteiError } from '../core/errors.js';
import { type Message, msg, verbatim, said } from '../core/messages.js';
import { parseUserJson } from '../core/user-data.js';
import { type LoadedPart, MergedCounts, PART_SCHEMA, type PartDocument, partDigest, setDistribution } from '../engine/shard.js';
import { sha256 } from '../io/manifest.js';
import { noteInput } from '../io/outputs-vs-inputs.js';
import { validateDocument } from '../engine/results-schema.js';
import { packageVersion } from '../paths.js';
import { outPath } from './common.js';
import { commandInputs } from './parts.js';

/*
 * `--shard I/N` on simulate, the scenario commands and report runs one part of
 * the seed plan and writes a part file; `hantei merge PART…` runs the same
 * command again with the parts' summed counts (engine/shard.ts). A part is
 * data: its command is run only after it passes an allow-list (a command that
 * shards, no option that writes a file or starts anything), and the output
 * goes where merge's own --out says.
 */

/** The commands that shard. */
export const SHARDED_COMMANDS = ['simulate', 'opposed', 'turn', 'session', 'combat', 'report'];

/**
 * Options a part's command may not carry: they write files, start servers,
 * read other documents, or say how the merge itself runs. Compared after
 * yargs' spellings are folded (`--no-x`, `--maxTrials`, `--out=x`, `--out.x`).
 */
const REFUSED_OPTIONS = [
  'out',
  'json',
  'junit',
  'report',
  'write',
  'host',
  'port',
  'open',
  'from',
  'index',
  'shard',
  'threads',
  'force',
  'help',
  'version',
  'config',
];

const fold = (name: string) => name.replace(/^no-/, '').split('.')[0].replace(/-/g, '').toLowerCase();

/** Largest part file merge reads (a part of 20,000 cells is a few MB). */
export const MAX_PART_BYTES = 64 * 1024 * 1024;

/** Why a part's command may not run, or undefined when it may. */
export function refusedCommand(command: readonly string[]): Message | undefined {
  if (!SHARDED_COMMANDS.includes(command[0]))
    return msg('merge.notShardCommand', { command: JSON.stringify(command[0]) ?? String(command[0]), list: SHARDED_COMMANDS.join(', ') });
  for (const token of command.slice(1)) {
    if (token === '--') return msg('merge.holdsDashDash');
    if (/^-[^-\d.]/.test(token)) return msg('merge.holdsShort', { option: JSON.stringify(token) });
    if (!token.startsWith('--')) continue;
    const name = fold(token.slice(2).split('=')[0]);
    if (REFUSED_OPTIONS.some((o) => fold(o) === name)) return msg('merge.holdsRefused', { option: JSON.stringify(token.split('=')[0]) });
  }
  return undefined;
}

/** Read a part once: a regular file, at most MAX_PART_BYTES. */
function readPartFile(file: string): string {
  let fd: number;
  try {
    // non-blocking: a FIFO with no writer cannot hang the open (it is refused below)
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? msg('merge.noSuchFile') : code === 'EACCES' ? msg('merge.permission') : verbatim((e as Error).message);
    throw new HanteiError('file', msg('merge.cannotRead', { why }), { file });
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile())
      throw new HanteiError('file', msg('merge.cannotRead', { why: msg(st.isDirectory() ? 'merge.folder' : 'merge.notRegular') }), {
        file,
        hint: msg('merge.givePartFiles'),
      });
    if (st.size > MAX_PART_BYTES) throw new HanteiError('file', msg('merge.tooBig', { size: st.size, max: MAX_PART_BYTES }), { file });
    // merge --out must not replace a part it reads
    noteInput(file, 'part file', st);
    const bytes = Buffer.alloc(st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync(fd, bytes, got, st.size - got, got);
      if (n === 0) break;
      got += n;
    }
    return bytes.subarray(0, got).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** One part file read and checked alone: given once, JSON of the part schema, unedited, by this hantei, of an allowed command. */
function readPart(file: string, seenFiles: Map<string, string>): LoadedPart {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    real = resolve(file);
  }
  if (seenFiles.has(real))
    throw new HanteiError('file', msg('merge.givenTwice'), {
      file,
      hint: msg('merge.alsoGivenAs', { other: seenFiles.get(real) ?? '' }),
    });
  seenFiles.set(real, file);
  let data: unknown;
  try {
    data = parseUserJson(readPartFile(file), 'file', file);
  } catch (e) {
    if (e instanceof HanteiError) throw e;
    throw new HanteiError('file', msg('merge.notJson', { why: verbatim((e as Error).message) }), { file });
  }
  validateDocument(data, PART_SCHEMA, file);
  const doc = data as PartDocument;
  if (partDigest(doc) !== doc.digest)
    throw new HanteiError('file', msg('merge.digest'), {
      file,
      hint: msg('merge.asWritten'),
    });
  if (doc.version !== packageVersion())
    throw new HanteiError('file', msg('merge.version', { made: doc.version, this: packageVersion() }), {
      file,
      hint: msg('merge.sameVersion'),
    });
  const why = refusedCommand(doc.command);
  if (why) throw new HanteiError('file', msg('merge.refusedCommand', { why }), { file, hint: msg('merge.partIsData') });
  if (doc.shard.index > doc.shard.count)
    throw new HanteiError('file', msg('merge.notAPart', { index: doc.shard.index, count: doc.shard.count }), { file });
  return { file, doc };
}

/** The parts are of one run (one shard count, one command, the same inputs), each shard once: the shards found, by index. */
function sameRun(parts: readonly LoadedPart[]): Map<number, string> {
  const first = parts[0];
  const seen = new Map<number, string>();
  for (const { file, doc } of parts) {
    if (doc.shard.count !== first.doc.shard.count)
      throw new HanteiError(
        'file',
        msg('merge.shardMismatch', {
          index: doc.shard.index,
          count: doc.shard.count,
          firstIndex: first.doc.shard.index,
          firstCount: first.doc.shard.count,
          first: first.file,
        }),
        { file, hint: msg('merge.oneRun') },
      );
    if (JSON.stringify(doc.command) !== JSON.stringify(first.doc.command))
      throw new HanteiError('file', msg('merge.otherCommand', { command: doc.command.join(' ') }), {
        file,
        hint: msg('merge.firstRan', { command: first.doc.command.join(' ') }),
      });
    for (const input of first.doc.inputs) {
      const other = doc.inputs.find((i) => i.path === input.path);
      if (other?.sha256 !== input.sha256)
        throw new HanteiError('file', msg(other ? 'merge.inputDiffers' : 'merge.inputMissing', { path: input.path, first: first.file }), {
          file,
          hint: msg('merge.sameInputs'),
        });
    }
    if (doc.inputs.length !== first.doc.inputs.length)
      throw new HanteiError('file', msg('merge.inputCount', { n: doc.inputs.length, first: first.file, m: first.doc.inputs.length }), {
        file,
        hint: msg('merge.sameInputs'),
      });
    if (seen.has(doc.shard.index))
      throw new HanteiError('file', msg('merge.shardTwice', { index: doc.shard.index, count: doc.shard.count }), {
        file,
        hint: msg('merge.alsoIn', { other: seen.get(doc.shard.index) ?? '' }),
      });
    seen.set(doc.shard.index, file);
  }
  return seen;
}

/** Read and check every part: one run, every shard 1..N once, unedited, by this hantei, of an allowed command. */
export function loadParts(files: readonly string[]): LoadedPart[] {
  if (files.length === 0) throw new HanteiError('usage', msg('merge.nameParts'));
  const seenFiles = new Map<string, string>();
  const parts: LoadedPart[] = [];
  for (const file of files) parts.push(readPart(file, seenFiles));
  const first = parts[0];
  const seen = sameRun(parts);
  const count = first.doc.shard.count;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0)
    throw new HanteiError(
      'file',
      msg(missing.length === 1 ? 'merge.missingOne' : 'merge.missingMany', { list: missing.map((i) => `${i}/${count}`).join(', ') }),
      { hint: msg('merge.everyPart') },
    );
  // the command runs again here: its input files must be the ones the parts ran on (each read as a bounded regular file)
  const named = new Set(commandInputs(first.doc.command, []).map((i) => i.path));
  for (const input of first.doc.inputs) {
    const digest = inputDigest(input.path);
    if (digest !== input.sha256)
      throw new HanteiError('file', msg(digest === undefined ? 'merge.inputGone' : 'merge.inputChanged', { first: first.file }), {
        file: input.path,
        hint: msg('merge.runWhere', { cwd: first.doc.cwd }),
      });
    named.delete(input.path);
  }
  // a file the command names that the parts did not record: they ran on something else
  for (const path of named)
    throw new HanteiError('file', msg('merge.notRecorded', { path }), {
      file: first.file,
      hint: msg('merge.unedited'),
    });
  return parts;
}

/** sha256 of an input file now, or undefined when it is missing, not a regular file, or beyond MAX_PART_BYTES. */
function inputDigest(path: string): string | undefined {
  try {
    const st = lstatSync(path);
    if (!st.isFile() || st.size > MAX_PART_BYTES) return undefined;
    return sha256(readFileSync(path));
  } catch {
    return undefined;
  }
}

interface MergeArgs {
  parts: string[];
  out?: string;
  force: boolean;
}

/** `hantei merge PART.json…`: needs the function that parses and runs a command line. */
export function mergeCommand(run: (argv: string[]) => Promise<void>): CommandModule {
  return {
    command: 'merge <parts..>',
    describe: said('help.merge'),
    builder: (y) =>
      y
        .positional('parts', { type: 'string', array: true, describe: said('help.merge.parts') })
        .option('out', { type: 'string', describe: said('help.merge.out') })
        .middleware(outPath('any'))
        .option('force', { type: 'boolean', default: false, describe: said('help.merge.force') }),
    handler: async (raw) => {
      const args = raw as unknown as MergeArgs;
      const parts = loadParts(args.parts);
      const command = parts[0].doc.command;
      setDistribution({ merged: new MergedCounts(parts) });
      const out = args.out === undefined ? [] : ['--out', resolve(args.out)];
      await run([...command, ...out, ...(args.force && command[0] === 'report' ? ['--force'] : [])]);
    },
  };
}
