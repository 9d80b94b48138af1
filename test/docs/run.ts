/*
 * Running a document's command blocks as a user would: in a fresh folder
 * holding a copy of the project's decks/ and reports/, `hantei` on the PATH
 * as the built CLI. A line that is one plain `hantei` run (blocks.ts
 * plainHantei) runs the built CLI's main() in the test's own process
 * (test/cli/here.ts), in that folder and with that environment: the same code
 * and words without a Node start-up each (≈0.2 s of CPU, and the chart
 * renderer's warm-up for a report), ≈100 commands a run; sh runs the rest
 * under a time limit. A translation's command that its English document already
 * ran (same command, its trailing comment aside; same sample output, same exit) is not run again: the files
 * it wrote there are copied into the translation's folder instead, so the
 * commands after it find them and the suite pays for each command once.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { hanteiHere } from '../cli/here.js';
import { asRun, type DocBlock, type DocCommand, missingSampleLines, plainHantei, withoutComment } from './blocks.js';

/** Seconds a documented command may take before the test calls it long-running. */
export const COMMAND_LIMIT = 240;

const made: string[] = [];
/** Removes every folder this module made (call from afterAll). */
export const cleanUp = (): void => made.forEach((d) => rmSync(d, { recursive: true, force: true }));

const tempFolder = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/** A document's folder, and the environment its commands run with: the process's, with `vars` set and `hantei` on the PATH. */
export interface DocFolder {
  dir: string;
  env: NodeJS.ProcessEnv;
  /** What the folder's environment sets (PATH aside), for a command run in this process. */
  vars: Record<string, string>;
}

/** A fresh folder as a user's checkout looks to the docs: decks/, reports/ (no generated output), `hantei` on the PATH. */
export function freshFolder(root: string, lang: string): DocFolder {
  const dir = tempFolder('hantei-docs-');
  cpSync(join(root, 'decks'), join(dir, 'decks'), { recursive: true });
  mkdirSync(join(dir, 'reports'));
  for (const f of readdirSync(join(root, 'reports')))
    if (f !== 'out') cpSync(join(root, 'reports', f), join(dir, 'reports', f), { recursive: true });
  const bin = join(dir, '.bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'hantei'), `#!/bin/sh\nexec "${process.execPath}" "${join(root, 'bin', 'hantei.js')}" "$@"\n`);
  chmodSync(join(bin, 'hantei'), 0o755);
  const vars = {
    LANG: lang,
    LC_ALL: '',
    LC_MESSAGES: '',
    FORCE_COLOR: '0',
    // the bundled card data, not whatever this machine imported
    HANTEI_CARDS: join(dir, '.no-imported-cards.json'),
  };
  return { dir, env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, ...vars }, vars };
}

/** Each file under a folder (but `.bin`) with its size and modification time, to see what a command wrote. */
function fileStamps(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const f of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, f.name);
      if (f.isDirectory()) {
        if (d !== dir || f.name !== '.bin') walk(p);
      } else if (f.isFile()) {
        const s = statSync(p);
        out.set(relative(dir, p), `${s.size}:${s.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return out;
}

/** What a command that ran left behind: a copy of the files it wrote or changed. */
interface Effect {
  stash: string;
  files: string[];
}

/** The commands one English document ran, by what makes two commands the same. */
export type RunLog = Map<string, Effect>;

// the command as sh runs it: a translation's trailing comment is in its own language
const sameKey = (c: DocCommand): string => JSON.stringify([withoutComment(c.text), c.sample, c.exit]);

type Ran = { status: number | null; stdout: string; stderr: string } | 'too long';

/** A line through sh. coreutils' timeout stops the command's whole process group: a server a block forgot to skip does not outlive the test. */
function inShell(text: string, folder: DocFolder): Ran {
  const args = ['-k', '5', String(COMMAND_LIMIT), 'sh', '-c', text];
  const r = spawnSync('timeout', args, { cwd: folder.dir, env: folder.env, encoding: 'utf8', timeout: (COMMAND_LIMIT + 10) * 1000 });
  return r.error || r.signal || r.status === 124 || r.status === 137 ? 'too long' : r;
}

/** A plain hantei run in this process, in the folder and with its environment. */
async function inProcess(args: string[], folder: DocFolder): Promise<Ran> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'too long'>((resolve) => (timer = setTimeout(() => resolve('too long'), COMMAND_LIMIT * 1000)));
  try {
    const r = await Promise.race([hanteiHere(args, { cwd: folder.dir, env: folder.vars }), limit]);
    return r === 'too long' ? r : { status: r.code, stdout: r.stdout, stderr: r.stderr };
  } finally {
    clearTimeout(timer);
  }
}

/** One command in its folder; the failures it shows (empty when it ran as documented), and whether it ran in this process. */
async function runOne(doc: string, c: DocCommand, folder: DocFolder): Promise<{ failures: string[]; here: boolean }> {
  const at = `${doc}:${c.line}: ${c.text}`;
  if (/^npm\b/.test(c.text))
    return { failures: [`${at}\n  is the project's own script: mark its block <!-- docs: skip project -->`], here: false };
  const text = asRun(c.text);
  const args = plainHantei(withoutComment(text));
  const r = args ? await inProcess(args, folder) : inShell(text, folder);
  const here = args !== undefined;
  if (r === 'too long')
    return { failures: [`${at}\n  did not finish in ${COMMAND_LIMIT} s: mark a long-running block <!-- docs: skip server -->`], here };
  const out: string[] = [];
  if (r.status !== c.exit) out.push(`${at}\n  exit ${r.status} (expected ${c.exit})\n  ${r.stderr.trim().split('\n').join('\n  ')}`);
  const missing = missingSampleLines(c.sample, r.stdout, r.stderr);
  if (missing.length) out.push(`${at}\n  the sample shows lines the command does not print:\n    ${missing.join('\n    ')}`);
  return { failures: out, here };
}

/**
 * Runs a document's blocks in order in `dir`. With `log` from the English
 * run, a command already run there is replayed by copying its files; without
 * it, each command's written files are recorded into `record`.
 */
export async function runDocument(
  doc: string,
  blocks: DocBlock[],
  folder: DocFolder,
  runs: { record?: RunLog; replay?: RunLog },
): Promise<{ failures: string[]; ran: number; here: number; replayed: number }> {
  const failures: string[] = [];
  let ran = 0;
  let here = 0;
  let replayed = 0;
  for (const b of blocks) {
    if (b.skip) continue;
    for (const c of b.commands) {
      const done = runs.replay?.get(sameKey(c));
      if (done) {
        for (const f of done.files) {
          mkdirSync(dirname(join(folder.dir, f)), { recursive: true });
          cpSync(join(done.stash, f), join(folder.dir, f));
        }
        replayed++;
        continue;
      }
      const before = runs.record ? fileStamps(folder.dir) : undefined;
      const one = await runOne(doc, c, folder);
      failures.push(...one.failures);
      ran++;
      if (one.here) here++;
      if (runs.record && before) runs.record.set(sameKey(c), stashChanges(folder.dir, before));
    }
  }
  return { failures, ran, here, replayed };
}

/** Copies the files that differ from `before` into a stash folder. */
function stashChanges(dir: string, before: Map<string, string>): Effect {
  const stash = tempFolder('hantei-docs-stash-');
  const files = [...fileStamps(dir)].filter(([f, stamp]) => before.get(f) !== stamp).map(([f]) => f);
  for (const f of files) {
    mkdirSync(dirname(join(stash, f)), { recursive: true });
    cpSync(join(dir, f), join(stash, f));
  }
  return { stash, files };
}
