import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';
import { loadStudy } from '../../src/study/study.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main())

const dir = mkdtempSync(join(tmpdir(), 'hantei-init-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('hantei init', () => {
  for (const system of ['mtg', '2d6', 'drawsteel', 'd6chain']) {
    it(`${system}: writes a commented starter study whose goals report --check judges and passes`, async () => {
      const file = join(dir, `${system}-study.yaml`);
      const r = await hanteiHere(['init', file, '--system', system]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`hantei report ${file} --check`);
      const text = readFileSync(file, 'utf8');
      expect(text.split('\n').filter((l) => l.trimStart().startsWith('#')).length).toBeGreaterThanOrEqual(5);
      const study = loadStudy(file);
      expect(study.analyses[0].system).toBe(system);
      expect(study.expect.length).toBeGreaterThanOrEqual(2);
      expect(study.expect.some((e) => e.metric === 'order')).toBe(true);
      const out = join(dir, `${system}-out`);
      const report = await hanteiHere(['report', file, '--check', '--out', out]);
      expect(report.stderr).toMatch(/expectations: \d+ passed, 0 failed/);
      expect(report.code).toBe(0);
      expect(existsSync(join(out, 'index.html'))).toBe(true);
    }, 120_000);
  }

  it('never overwrites a file, nor writes through a symlink, and names the file', async () => {
    const file = join(dir, 'mine.yaml');
    writeFileSync(file, 'my own notes\n');
    const r = await hanteiHere(['init', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${file} already exists`);
    expect(readFileSync(file, 'utf8')).toBe('my own notes\n');
    // a dangling symlink would let a plain write create its target elsewhere
    const link = join(dir, 'link.yaml');
    const target = join(dir, 'elsewhere.yaml');
    symlinkSync(target, link);
    const s = await hanteiHere(['init', link]);
    expect(s.code).toBe(1);
    expect(s.stderr).toContain('already exists');
    expect(existsSync(target)).toBe(false);
  });

  it('writes its comments in Japanese with --lang ja, and refuses decks for a system without them', async () => {
    const file = join(dir, 'ja.yaml');
    const r = await hanteiHere(['init', file, '--lang', 'ja']);
    expect(r.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('lang: ja');
    expect(text).toContain('難易度4で自分の色の判定は約55%成功する');
    expect(text).not.toContain('Edit the analyses');
    const d = await hanteiHere(['init', join(dir, 'dice.yaml'), '--system', '2d6', '--deck', 'decks/mono-green.yaml']);
    expect(d.code).toBe(1);
    expect(d.stderr).toContain('--deck: 2d6 has no decks');
    expect(existsSync(join(dir, 'dice.yaml'))).toBe(false);
  });
});
