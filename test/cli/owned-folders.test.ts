import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';

/*
 * hantei owns only what it wrote: a report folder records its files in
 * .hantei-manifest.json; a folder holding anything else is refused (--force
 * replaces hantei's own files and keeps the rest); links, devices and special
 * files are never written through; stdout failures are one line.
 *
 * The commands run in-process through test/cli/here.ts (the built CLI's
 * main()): what a writer deletes, keeps or refuses is the same there. The
 * stdout cases spawn bin/hantei.js: a full disk and a reader that closes
 * the pipe early are about the process's own standard output and exit.
 */

const fresh = () => mkdtempSync(join(tmpdir(), 'hantei-owned-'));
const STUDY = 'name: tiny\nanalyses:\n  - { name: a, system: 2d6, params: { ability: 3, difficulty: 7..8 } }\n';
const TWO = STUDY + '  - { name: b, system: drawsteel, params: { characteristic: 1, difficulty: [easy, hard] } }\n';
const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(dir, '.hantei-manifest.json'), 'utf8')) as { schema: string; files: Record<string, string> };

function site(): { dir: string; study: string; out: string } {
  const dir = fresh();
  const study = join(dir, 'tiny.yaml');
  writeFileSync(study, STUDY);
  const out = join(dir, 'site');
  mkdirSync(join(out, 'blog'), { recursive: true });
  mkdirSync(join(out, 'img'));
  writeFileSync(join(out, 'index.html'), '<p>my home page</p>');
  writeFileSync(join(out, 'blog', 'post.md'), 'a post');
  writeFileSync(join(out, 'img', 'a.png'), 'png');
  return { dir, study, out };
}

describe('report --out into a folder hantei did not write', () => {
  it('is refused, naming the other files, and leaves everything as it was', async () => {
    const { dir, study, out } = site();
    const r = await hanteiHere(['report', study, '--out', out, '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/holds files hantei did not write \(blog\/, img\/\)/);
    expect(r.stderr).toMatch(/--force/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('<p>my home page</p>');
    expect(readdirSync(out).sort()).toEqual(['blog', 'img', 'index.html']);
    expect(readdirSync(dir).sort()).toEqual(['site', 'tiny.yaml']);
  });

  it("with --force replaces only hantei's files: blog/ and img/ survive, re-runs too", async () => {
    const { dir, study, out } = site();
    writeFileSync(study, TWO);
    expect((await hanteiHere(['report', study, '--out', out, '--quiet', '--force'])).code).toBe(0);
    expect(readFileSync(join(out, 'blog', 'post.md'), 'utf8')).toBe('a post');
    expect(readFileSync(join(out, 'img', 'a.png'), 'utf8')).toBe('png');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(/<html/);
    const listed = Object.keys(manifest(out).files);
    expect(listed).toContain('index.html');
    expect(listed.some((f) => f.startsWith('charts/b-'))).toBe(true);
    expect(listed.filter((f) => f.startsWith('blog/') || f.startsWith('img/'))).toEqual([]);
    // still a folder of other files: refused again without --force
    expect((await hanteiHere(['report', study, '--out', out, '--quiet'])).code).toBe(1);
    // a smaller study with --force: hantei's stale charts go, the user's files stay
    writeFileSync(study, STUDY);
    expect((await hanteiHere(['report', study, '--out', out, '--quiet', '--force'])).code).toBe(0);
    expect(readdirSync(join(out, 'charts')).filter((f) => f.startsWith('b-'))).toEqual([]);
    expect(readFileSync(join(out, 'blog', 'post.md'), 'utf8')).toBe('a post');
    expect(readdirSync(dir).sort()).toEqual(['site', 'tiny.yaml']);
  });

  it('a file hantei wrote but the user changed since is refused without --force', async () => {
    const dir = fresh();
    const study = join(dir, 'tiny.yaml');
    writeFileSync(study, STUDY);
    const out = join(dir, 'r');
    expect((await hanteiHere(['report', study, '--out', out, '--quiet'])).code).toBe(0);
    expect(manifest(out).schema).toBe('hantei.manifest/1');
    // an unchanged report folder is replaced whole
    expect((await hanteiHere(['report', study, '--out', out, '--quiet'])).code).toBe(0);
    writeFileSync(join(out, 'results.csv'), 'my edits');
    const r = await hanteiHere(['report', study, '--out', out, '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/files changed since hantei wrote them \(results\.csv\)/);
    expect(readFileSync(join(out, 'results.csv'), 'utf8')).toBe('my edits');
    expect((await hanteiHere(['report', study, '--out', out, '--quiet', '--force'])).code).toBe(0);
    expect(readFileSync(join(out, 'results.csv'), 'utf8')).not.toBe('my edits');
  });

  it('a report folder of hantei 0.2 (no manifest) is replaced when every file has a name hantei writes', async () => {
    const dir = fresh();
    const study = join(dir, 'tiny.yaml');
    writeFileSync(study, STUDY);
    const old = join(dir, 'old');
    mkdirSync(join(old, 'charts'), { recursive: true });
    for (const f of ['index.html', 'results.json', 'results.csv', 'charts/x-heatmap.svg', 'charts/x-heatmap.vl.json'])
      writeFileSync(join(old, f), 'v0.2');
    expect((await hanteiHere(['report', study, '--out', old, '--quiet'])).code).toBe(0);
    expect(existsSync(join(old, 'charts', 'x-heatmap.svg'))).toBe(false);
    expect(existsSync(join(old, '.hantei-manifest.json'))).toBe(true);
    const mixed = join(dir, 'mixed');
    mkdirSync(mixed);
    writeFileSync(join(mixed, 'index.html'), 'v0.2');
    writeFileSync(join(mixed, 'notes.txt'), 'mine');
    expect(await hanteiHere(['report', study, '--out', mixed, '--quiet'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/did not write \(notes\.txt\)/),
    });
    expect(readFileSync(join(mixed, 'index.html'), 'utf8')).toBe('v0.2');
  });
});

describe('--out never writes through a link, a device or a special file', () => {
  it('report --out onto a symbolic link, a file, a device or "" is refused before computing', async () => {
    const dir = fresh();
    const study = join(dir, 'tiny.yaml');
    writeFileSync(study, STUDY);
    const real = join(dir, 'real');
    mkdirSync(real);
    writeFileSync(join(real, 'keep.txt'), 'keep');
    symlinkSync(real, join(dir, 'link'));
    writeFileSync(join(dir, 'file.txt'), 'file');
    expect(await hanteiHere(['report', study, '--out', join(dir, 'link'), '--quiet'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--out names a symbolic link/),
    });
    expect(await hanteiHere(['report', study, '--out', join(dir, 'file.txt'), '--quiet'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--out names a file/),
    });
    expect(await hanteiHere(['report', study, '--out', '/dev/null', '--quiet'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--out names a device/),
    });
    expect(await hanteiHere(['report', study, '--out', '', '--quiet'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--out is empty/),
    });
    expect(readdirSync(real)).toEqual(['keep.txt']);
    expect(readFileSync(join(dir, 'file.txt'), 'utf8')).toBe('file');
    expect(readdirSync(dir).sort()).toEqual(['file.txt', 'link', 'real', 'tiny.yaml']);
  });

  it('a command\'s --out onto a link, /dev/stderr, a FIFO or "" is refused; stdout gets nothing', async () => {
    const dir = fresh();
    const target = join(dir, 'target.txt');
    writeFileSync(target, 'mine');
    symlinkSync(target, join(dir, 'link.txt'));
    const cmd = ['exact', '2d6', '--ability', '3', '--difficulty', '8'];
    for (const [out, why] of [
      [join(dir, 'link.txt'), /--out names a symbolic link/],
      ['/dev/stderr', /--out names a symbolic link/],
      ['', /--out is empty/],
    ] as const) {
      const r = await hanteiHere([...cmd, '--out', out]);
      expect(r.code, out).toBe(1);
      expect(r.stderr).toMatch(why);
      expect(r.stdout).toBe('');
    }
    expect(readFileSync(target, 'utf8')).toBe('mine');
    expect(lstatSync('/dev/stderr').isSymbolicLink()).toBe(true);
    const fifo = join(dir, 'fifo');
    if (spawnSync('mkfifo', [fifo]).status === 0)
      expect(await hanteiHere([...cmd, '--out', fifo])).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/--out names a named pipe/),
      });
  });
});

describe('stdout that cannot be written', () => {
  it('a full disk (/dev/full) is one clear line and exit 1, no stack trace', () => {
    const fd = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, ['bin/hantei.js', 'exact', '2d6', '--ability', '0..3', '--difficulty', '8'], {
        stdio: ['ignore', fd, 'pipe'],
        encoding: 'utf8',
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^hantei: cannot write to stdout: no space left on the device\n/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    } finally {
      closeSync(fd);
    }
  });

  it('a reader that stops early (| head) ends the run quietly with exit 0', () => {
    const r = spawnSync(
      'bash',
      [
        '-c',
        'node bin/hantei.js exact 2d6 --ability 0..300 --difficulty 0..40 --format csv | head -1 >/dev/null; echo "exit=${PIPESTATUS[0]}"',
      ],
      { encoding: 'utf8' },
    );
    expect(r.stdout.trim()).toBe('exit=0');
    expect(r.stderr).toBe('');
  });
});
