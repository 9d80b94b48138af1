import { realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HanteiError } from '../core/errors.js';
import { type Message, msg, verbatim } from '../core/messages.js';
import { realPathOf } from './inside-folder.js';
import { replaceableFiles } from './manifest.js';

/*
 * No output may be an input. A command declares each output it will write
 * (`--out`, `--json`, `--junit`, `--write-ruleset`, `--index`, report
 * folders) as its command line is read, and every input file is noted as it
 * is read (decks/text-bytes.ts `readTextFile`, part files, card data): each
 * new one is compared with every one of the other kind, by real path and by
 * device + inode (a hard link, a symlinked folder on the way), and a match
 * is refused at once, naming the option and the kind of file — before any
 * computing, and again where a file is written (`checkWriteTarget`). A
 * folder output clashes with the files in it that writing it may replace.
 *
 * Only the command line turns this on (`trackOutputsAndInputs`, cli/main.ts):
 * the library and the workbench write where their callers say (the
 * workbench saves the study it read by design).
 */

interface Identity {
  real: string;
  dev: number;
  ino: number;
}

interface Input {
  file: string;
  what: string;
  id: Identity;
}

/** An output a command declared: the option that names it and what it is. */
export interface OutputSpec {
  /** `--out`, `--json` …: how messages name it. */
  option: string;
  path: string;
  kind: 'file' | 'folder' | 'any';
  /** An input this output is rebuilt from by design (`report --from DIR/results.json` into DIR; `cards import --merge`). */
  rebuilds?: string;
}

interface Output extends OutputSpec {
  abs: string;
  rebuildsId?: Identity;
  /** A folder output's replaceable files, listed once (nothing writes the folder before the command's last step). */
  files?: Array<{ rel: string; id: Identity }>;
}

let tracking = false;
const inputs: Input[] = [];
const outputs: Output[] = [];

/** Turn the checks on (fresh lists) for one command line, or off. */
export function trackOutputsAndInputs(on: boolean): void {
  tracking = on;
  inputs.length = 0;
  outputs.length = 0;
}

function identityOf(path: string, st?: { dev: number; ino: number }): Identity | undefined {
  try {
    const s = st ?? statSync(path);
    return { real: realpathSync(path), dev: s.dev, ino: s.ino };
  } catch {
    return undefined;
  }
}

const same = (a: Identity, b: Identity): boolean => a.real === b.real || (a.dev === b.dev && a.ino === b.ino);

/** The kind of input, said in the user's language (readTextFile's `what`). */
function kindOf(what: string): Message {
  const ids = {
    study: 'in.study',
    deck: 'in.deck',
    ruleset: 'in.ruleset',
    'card data': 'in.cardData',
    results: 'in.results',
    'part file': 'in.part',
    rule: 'in.rule',
  } as const;
  const id = ids[what as keyof typeof ids];
  return id ? msg(id) : verbatim(what);
}

function refusal(o: Output, i: Input, inFolder?: string): HanteiError {
  const option = o.option;
  if (option === '')
    return new HanteiError('range', msg('out.writeIsInput', { path: o.path, what: kindOf(i.what) }), { hint: msg('out.writeIsInputHint') });
  const hint = msg('out.isInputHint', { option });
  if (inFolder !== undefined)
    return new HanteiError('range', msg('out.inFolderIsInput', { option, path: o.path, file: inFolder, what: kindOf(i.what) }), { hint });
  return new HanteiError('range', msg('out.isInput', { option, path: o.path, what: kindOf(i.what) }), { hint });
}

/** The files a folder output may replace, as identities (listed once per check: the folder does not change before the write). */
function folderFiles(abs: string): Array<{ rel: string; id: Identity }> {
  try {
    if (!statSync(abs).isDirectory()) return [];
    return replaceableFiles(abs).flatMap((rel) => {
      const id = identityOf(join(abs, rel));
      return id ? [{ rel, id }] : [];
    });
  } catch {
    return [];
  }
}

/** Whether output `o` would replace input `i`: the refusal, or undefined. */
function clash(o: Output, i: Input): HanteiError | undefined {
  if (o.rebuildsId && same(o.rebuildsId, i.id)) return undefined;
  let isFolder = o.kind === 'folder';
  if (o.kind === 'any') {
    try {
      isFolder = statSync(o.abs).isDirectory();
    } catch {
      isFolder = false;
    }
  }
  if (isFolder) {
    o.files ??= folderFiles(o.abs);
    for (const f of o.files) if (same(f.id, i.id)) return refusal(o, i, f.rel);
    return undefined;
  }
  const id = identityOf(o.abs);
  if ((id && same(id, i.id)) || realPathOf(o.abs) === i.id.real) return refusal(o, i);
  return undefined;
}

/**
 * An input this command read: refused at once when a declared output would
 * replace it. `st` is the fstat of the descriptor it was read from.
 */
export function noteInput(file: string, what: string, st?: { dev: number; ino: number }): void {
  if (!tracking || file === '-') return;
  const id = identityOf(file, st);
  if (!id) return;
  const input = { file, what, id };
  for (const o of outputs) {
    const e = clash(o, input);
    if (e) throw e;
  }
  inputs.push(input);
}

/**
 * An output this command will write: refused at once when it would replace
 * an input read so far, or names the file another output names. A second
 * declaration of the same option and path replaces the first.
 */
export function declareOutput(spec: OutputSpec): void {
  if (!tracking) return;
  const o: Output = { ...spec, abs: resolve(spec.path), rebuildsId: spec.rebuilds === undefined ? undefined : identityOf(spec.rebuilds) };
  const real = realPathOf(o.abs);
  for (const other of outputs) {
    if (other.option === o.option || other.option === '' || o.option === '') continue;
    if (realPathOf(other.abs) === real)
      throw new HanteiError('range', msg('out.sameFile', { option: other.option, other: o.option, path: o.path }), {
        hint: msg('out.sameFileHint'),
      });
  }
  for (const i of inputs) {
    const e = clash(o, i);
    if (e) throw e;
  }
  const at = outputs.findIndex((x) => x.option === o.option && x.abs === o.abs);
  if (at >= 0) outputs[at] = o;
  else outputs.push(o);
}

/** The option that named an output path (`--index` …), for messages about it; `fallback` when none did. */
export function optionFor(path: string, fallback = '--out'): string {
  const abs = resolve(path);
  return outputs.find((o) => o.abs === abs && o.option !== '')?.option ?? fallback;
}

/**
 * The last check where a file is written: a path no option declared (a
 * sibling a command writes beside its output) must not be an input either.
 */
export function checkWriteTarget(path: string, kind: 'file' | 'folder'): void {
  if (!tracking) return;
  const abs = resolve(path);
  if (outputs.some((o) => o.abs === abs)) return;
  declareOutput({ option: '', path, kind });
}

/** Refuse `output` when it is the file `input` (two paths of one command that must differ: `cards import FILE --index FILE`). */
export function refuseSameFile(option: string, output: string, input: string, what: string): void {
  const i = identityOf(input);
  const o = identityOf(output);
  if (i && o && same(i, o)) throw refusal({ option, path: output, kind: 'file', abs: resolve(output) }, { file: input, what, id: i });
}
