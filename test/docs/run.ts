/*
 * Running a document's command blocks as a user would: in a fresh folder
 * holding a copy of the project's decks/ and reports/, `hantei` on the PATH
 * as the built CLI. A translation's command that its English document already
 * ran (same command, its trailing comment aside; same sample output, same exit) is not run again: the files
 * it wrote there are copied into the translation's folder instead, so the
 * commands after it find them and the suite pays for each command once.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { asRun, type DocBlock, type DocCommand, missingSampleLines, withoutComment } from './blocks.js';

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

/** A fresh folder as a user's checkout looks to the docs: decks/, reports/ (no generated output), `hantei` on the PATH. */
export function freshFolder(root: string, lang: string): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = tempFolder('hantei-docs-');
  cpSync(join(root, 'decks'), join(dir, 'decks'), { recursive: true });
  mkdirSync(join(dir, 'reports'));
  for (const f of readdirSync(join(root, 'reports')))
    if (f !== 'out') cpSync(join(root, 'reports', f), join(dir, 'reports', f), { recursive: true });
  const bin = join(dir, '.bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'hantei'), `#!/bin/sh\nexec "${process.execPath}" "${join(root, 'bin', 'hantei.js')}" "$@"\n`);
  chmodSync(join(bin, 'hantei'), 0o755);
  const env = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    LANG: lang,
    LC_ALL: '',
    LC_MESSAGES: '',
    FORCE_COLOR: '0',
    // the bundled card data, not whatever this machine imported
    HANTEI_CARDS: join(dir, '.no-imported-cards.json'),
  };
  return { dir, env };
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

/** One command in its folder; the failures it shows (empty when it ran as documented). */
function runOne(doc: string, c: DocCommand, dir: string, env: NodeJS.ProcessEnv): string[] {
  const at = `${doc}:${c.line}: ${c.text}`;
  if (/^npm\b/.test(c.text)) return [`${at}\n  is the project's own script: mark its block <!-- docs: skip project -->`];
  // coreutils' timeout stops the command's whole process group: a server a block forgot to skip does not outlive the test
  const args = ['-k', '5', String(COMMAND_LIMIT), 'sh', '-c', asRun(c.text)];
  const r = spawnSync('timeout', args, { cwd: dir, env, encoding: 'utf8', timeout: (COMMAND_LIMIT + 10) * 1000 });
  if (r.error || r.signal || r.status === 124 || r.status === 137)
    return [`${at}\n  did not finish in ${COMMAND_LIMIT} s: mark a long-running block <!-- docs: skip server -->`];
  const out: string[] = [];
  if (r.status !== c.exit) out.push(`${at}\n  exit ${r.status} (expected ${c.exit})\n  ${r.stderr.trim().split('\n').join('\n  ')}`);
  const missing = missingSampleLines(c.sample, r.stdout, r.stderr);
  if (missing.length) out.push(`${at}\n  the sample shows lines the command does not print:\n    ${missing.join('\n    ')}`);
  return out;
}

/**
 * Runs a document's blocks in order in `dir`. With `log` from the English
 * run, a command already run there is replayed by copying its files; without
 * it, each command's written files are recorded into `record`.
 */
export function runDocument(
  doc: string,
  blocks: DocBlock[],
  folder: { dir: string; env: NodeJS.ProcessEnv },
  runs: { record?: RunLog; replay?: RunLog },
): { failures: string[]; ran: number; replayed: number } {
  const failures: string[] = [];
  let ran = 0;
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
      failures.push(...runOne(doc, c, folder.dir, folder.env));
      ran++;
      if (runs.record && before) runs.record.set(sameKey(c), stashChanges(folder.dir, before));
    }
  }
  return { failures, ran, replayed };
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
