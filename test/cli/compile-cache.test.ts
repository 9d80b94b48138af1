import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * On Node ≥ 22.1 bin/hantei.js keeps Node's compile cache in a folder of
 * hantei's own under the user's cache folder; whatever that folder is (missing,
 * read-only, someone else's, tampered with, shared by runs at once), the
 * command answers as without it.
 */

const [major, minor] = process.versions.node.split('.').map(Number);
const hasCache = major > 22 || (major === 22 && minor >= 1);
const ARGS = ['bin/hantei.js', 'exact', '2d6', '--ability', '3', '--difficulty', '9', '--format', 'json'];
const base = mkdtempSync(join(tmpdir(), 'hantei-cc-'));

function run(env: Record<string, string | undefined>, prefix: string[] = []) {
  const [cmd, ...rest] = [...prefix, process.execPath, ...ARGS];
  const r = spawnSync(cmd, rest, { encoding: 'utf8', env: { ...process.env, NODE_COMPILE_CACHE: undefined, ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
/** What the command prints without any cache. */
const plain = run({ NODE_DISABLE_COMPILE_CACHE: '1' });
/** The answer without its run info (time, duration). */
const answer = (stdout: string) => JSON.stringify({ ...JSON.parse(stdout), run: undefined });

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe("the CLI's compile cache", () => {
  it('answers without a cache as with one; NODE_DISABLE_COMPILE_CACHE leaves the folder unmade', () => {
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stderr).toBe('');
    const xdg = join(base, 'disabled');
    expect(run({ XDG_CACHE_HOME: xdg, NODE_DISABLE_COMPILE_CACHE: '1' }).code).toBe(0);
    expect(existsSync(join(xdg, 'hantei'))).toBe(false);
  });

  it(`${hasCache ? 'fills' : 'on Node ' + process.versions.node + ' makes no'} hantei/compile-cache under XDG_CACHE_HOME, and the next run answers the same`, () => {
    const xdg = join(base, 'xdg');
    const first = run({ XDG_CACHE_HOME: xdg });
    expect(first.stderr).toBe('');
    expect(answer(first.stdout)).toBe(answer(plain.stdout));
    const cached = files(join(xdg, 'hantei', 'compile-cache'));
    if (hasCache) expect(cached.length).toBeGreaterThan(0);
    else expect(existsSync(join(xdg, 'hantei'))).toBe(false);
    const again = run({ XDG_CACHE_HOME: xdg });
    expect([again.code, again.stderr]).toEqual([0, '']);
    expect(answer(again.stdout)).toBe(answer(plain.stdout));
  });

  it('a relative XDG_CACHE_HOME is ignored for ~/.cache (as the XDG rules say)', () => {
    const home = join(base, 'home');
    mkdirSync(home);
    const r = run({ XDG_CACHE_HOME: 'relative-cache', HOME: home });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(existsSync('relative-cache')).toBe(false);
    expect(existsSync(join(home, '.cache', 'hantei'))).toBe(hasCache);
  });

  it('a cache folder that cannot be made, or a home that is not there, never fails the command', () => {
    const notADir = join(base, 'a-file');
    writeFileSync(notADir, 'not a folder\n');
    for (const env of [{ XDG_CACHE_HOME: notADir }, { XDG_CACHE_HOME: undefined, HOME: join(notADir, 'home') }]) {
      const r = run(env);
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(answer(r.stdout)).toBe(answer(plain.stdout));
    }
  });

  it.runIf(process.getuid?.() !== undefined)("a read-only cache folder (another user's) never fails the command", () => {
    const ro = join(base, 'read-only');
    mkdirSync(join(ro, 'hantei', 'compile-cache'), { recursive: true });
    chmodSync(join(ro, 'hantei', 'compile-cache'), 0o555);
    chmodSync(join(ro, 'hantei'), 0o555);
    // root writes anywhere: run as nobody then (setpriv, util-linux), reading the checkout as anyone may
    const asNobody = process.getuid!() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    if (asNobody.length && spawnSync('setpriv', ['--version']).status !== 0) return;
    const r = run({ XDG_CACHE_HOME: ro, HOME: ro }, asNobody);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(answer(r.stdout)).toBe(answer(plain.stdout));
    expect(files(ro)).toEqual([]);
  });

  it.runIf(hasCache)('tampered cache entries are not used, and runs sharing the folder at once all answer', async () => {
    const xdg = join(base, 'shared');
    expect(run({ XDG_CACHE_HOME: xdg }).code).toBe(0);
    const entries = files(join(xdg, 'hantei', 'compile-cache'));
    expect(entries.length).toBeGreaterThan(0);
    for (const f of entries) writeFileSync(f, Buffer.alloc(statSync(f).size, 0x5a));
    const tampered = run({ XDG_CACHE_HOME: xdg });
    expect([tampered.code, tampered.stderr]).toEqual([0, '']);
    expect(answer(tampered.stdout)).toBe(answer(plain.stdout));
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ARGS, { env: { ...process.env, XDG_CACHE_HOME: xdg, NODE_COMPILE_CACHE: undefined } });
        let out = '';
        let err = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        return new Promise<{ code: number | null; out: string; err: string }>((ok) => child.on('close', (code) => ok({ code, out, err })));
      }),
    );
    for (const r of runs) {
      expect([r.code, r.err]).toEqual([0, '']);
      expect(answer(r.out)).toBe(answer(plain.stdout));
    }
  });
});
