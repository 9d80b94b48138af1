import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';
import { fileStem, uniqueStems } from '../../src/core/file-names.js';
import { fileInside } from '../../src/io/inside-folder.js';
import { chartsForDocument } from '../../src/report/charts/plan.js';
import { exact } from '../../src/api/index.js';

/*
 * Names are never paths: an analysis, ruleset or results file that names
 * itself `../../../victim/notes` gets its charts inside the report folder,
 * and a user's file outside stays as it was. Each case performs the attack.
 *
 * The commands run in-process through test/cli/here.ts (the built CLI's main()).
 */

/** Every file below `root`, relative, with its bytes: what a run may not touch outside its folder. */
function snapshot(root: string, skip?: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (skip && (p === skip || p.startsWith(skip + '/'))) continue;
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(root, p), readFileSync(p, 'utf8'));
    }
  };
  walk(root);
  return out;
}

/** A tree with a victim folder beside a deep work folder: `../../../victim/notes` from the work folder reaches it. */
function tree(): { root: string; work: string; victim: string } {
  const root = mkdtempSync(join(tmpdir(), 'hantei-names-'));
  const work = join(root, 'a', 'b', 'c');
  const victim = join(root, 'victim');
  mkdirSync(work, { recursive: true });
  mkdirSync(victim);
  for (const f of ['notes-degree.svg', 'notes-degree.vl.json', 'notes-curves.svg', 'x-curves.svg', 'x-vs-2d6-standard.svg'])
    writeFileSync(join(victim, f), `the user's ${f}\n`);
  return { root, work, victim };
}

const EVIL = '../../../victim/notes';

describe('names never become paths', () => {
  it('a study analysis named ../../../victim/notes: report --out writes its charts inside the report folder only', async () => {
    const { root, work } = tree();
    const study = join(work, 'st.yaml');
    writeFileSync(
      study,
      `name: st\nanalyses:\n  - name: "${EVIL}"\n    system: 2d6\n    params: { ability: 0..2, difficulty: 6..8 }\n` +
        `  - name: "${EVIL.replace('notes', 'Notes')}"\n    system: 2d6\n    params: { ability: 0..2, difficulty: 6..8 }\n`,
    );
    const out = join(work, 'out', 'rep');
    const before = snapshot(root);
    const r = await hanteiHere(['report', study, '--out', out, '--quiet', '--threads', '0']);
    expect(r.code, r.stderr).toBe(0);
    // nothing outside the report folder changed or appeared
    expect(snapshot(root, out)).toEqual(before);
    const charts = readdirSync(join(out, 'charts'));
    expect(charts).toContain('_victim_notes-degree.svg');
    // two names that differ only in case get two files (a case-insensitive file system would merge them)
    expect(charts).toContain('_victim_Notes-degree-2.svg');
    // the page links the files it has
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    for (const svg of charts.filter((c) => c.endsWith('.svg'))) expect(html).toContain(`charts/${svg}`);
  }, 60_000);

  it('report --from a crafted results file: the same, and the manifest lists only files inside', async () => {
    const { root, work } = tree();
    const doc = await exact({ system: '2d6', params: { ability: '0..2', difficulty: '6..8' } });
    const crafted = join(work, 'results.json');
    writeFileSync(
      crafted,
      JSON.stringify({
        schema: 'hantei.study/1',
        study: { name: '../../../victim', title: 'crafted', lang: 'en' },
        elapsedMs: 0,
        analyses: [
          { name: EVIL, title: 'evil', results: doc },
          { name: '/etc/passwd\u0000', title: 'absolute', results: { ...doc, ruleset: 'other' } },
        ],
      }),
    );
    const out = join(work, 'rep');
    const before = snapshot(root);
    const r = await hanteiHere(['report', '--from', crafted, '--out', out, '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    expect(snapshot(root, out)).toEqual(before);
    const manifest = JSON.parse(readFileSync(join(out, '.hantei-manifest.json'), 'utf8')) as { files: Record<string, string> };
    for (const f of Object.keys(manifest.files)) expect(f).toMatch(/^(index\.html|results\.(json|csv)|charts\/[^/\\]+\.(svg|vl\.json))$/);
    expect(Object.keys(manifest.files).some((f) => f.startsWith('charts/_etc_passwd'))).toBe(true);
  }, 60_000);

  it('compare --report with a ruleset named ../../../../victim/x writes inside the report folder', async () => {
    const { root, work } = tree();
    const rules = join(work, 'evil.yaml');
    writeFileSync(rules, 'extends: standard\nname: "../../../../victim/x"\n');
    const out = join(work, 'cmp');
    const before = snapshot(root);
    const r = await hanteiHere([
      'compare',
      '2d6',
      '--rulesets',
      `standard,${rules}`,
      '--ability',
      '1..2',
      '--difficulty',
      '6..8',
      '--report',
      out,
      '--format',
      'json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(snapshot(root, out)).toEqual(before);
    expect(readdirSync(join(out, 'charts'))).toContain('2d6-_victim_x-curves.svg');
  }, 60_000);
});

describe('file stems and the folder check', () => {
  it('a stem is one plain segment whatever the text', () => {
    for (const evil of [
      '../../x',
      '..',
      '.',
      '',
      '/etc/passwd',
      'a\\b',
      'x\u0000y',
      'CON',
      'nul.txt',
      '\u001b]0;t\u0007',
      'a/../../b',
      '...',
    ])
      expect(fileStem(evil), evil).toMatch(/^(?!\.)(?!.*\.\.)[^/\\\0\u0001-\u001f]+$/);
    expect(fileStem('CON')).toBe('_CON');
    expect(fileStem('')).toBe('file');
    // plain names are kept as they are (chart ids of ordinary studies do not change)
    for (const plain of ['mtg-v2', 'balance_2', '判定', 'v1.2']) expect(fileStem(plain)).toBe(plain);
    expect(Buffer.byteLength(fileStem('判'.repeat(500)))).toBeLessThanOrEqual(160);
    // a long name keeps its end: a chart's kind (-degree) survives
    expect(fileStem(`${'x'.repeat(300)}-degree`)).toMatch(/^x+_x*-degree$/);
  });

  it('stems of a list are unique without regard to case', () => {
    expect(uniqueStems(['a/b', 'a_b', 'A_B', 'c'])).toEqual(['a_b', 'a_b-2', 'A_B-3', 'c']);
  });

  it('chart ids of the library are stems too', async () => {
    const doc = await exact({ system: '2d6', params: { ability: '0..2', difficulty: '6..8' } });
    for (const c of chartsForDocument({ name: EVIL, title: 't', doc }, 'en')) expect(c.id).not.toMatch(/[/\\]|\.\./);
  });

  it('fileInside refuses a segment that is a path, and a link that leads out', () => {
    const { root, work, victim } = tree();
    expect(() => fileInside(work, '..', 'x')).toThrow(/not a plain file name/);
    expect(() => fileInside(work, 'a/b')).toThrow(/not a plain file name/);
    symlinkSync(victim, join(work, 'charts'));
    expect(() => fileInside(work, 'charts', 'notes-degree.svg')).toThrow(/outside the folder/);
    expect(fileInside(root, 'victim', 'notes-degree.svg')).toBe(join(root, 'victim', 'notes-degree.svg'));
  });
});
