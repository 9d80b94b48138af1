import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hantei } from './cli.js';
import { hanteiHere } from './here.js';

/*
 * A rule file is a system on the command line (`hantei exact ./my-rule.yaml`),
 * in a study (`system: ./my-rule.yaml`, from the study's folder), in reports
 * and JUnit verdicts, with --vary on any number of the file. The commands
 * run in-process through test/cli/here.ts (the built CLI's main()).
 */

const R = 'test/fixtures/rules/idioms';
const out = mkdtempSync(join(tmpdir(), 'hantei-rule-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('rule files on the command line', () => {
  it('exact and simulate take the file and its own parameters', async () => {
    const e = await hanteiHere(['exact', `${R}/3d6-under.yaml`, '--skill', '10', '--format', 'json']);
    expect(e.stderr).toBe('');
    const doc = JSON.parse(e.stdout);
    expect(doc.system).toBe(`${R}/3d6-under.yaml`);
    expect(doc.cells[0].successFraction).toEqual({ num: '1', den: '2' });
    const s = await hanteiHere([
      'simulate',
      `${R}/exploding.yaml`,
      '--target',
      '4',
      '--trials',
      '200000',
      '--format',
      'json',
      '--threads',
      '0',
    ]);
    // the explosion's cut-off is said, with the odds beyond it
    expect(s.stderr).toMatch(/exploding\.yaml: explosions stop at depth 10: 1\.16e-10 of the odds lies beyond/);
    const cell = JSON.parse(s.stdout).cells[0];
    expect(Math.abs(cell.z)).toBeLessThan(4.5);
  });

  it('--vary takes any number of the file as an axis', async () => {
    const r = await hanteiHere(['exact', `${R}/4d6kh3.yaml`, '--difficulty', '12', '--vary', 'dice.count=3..5', '--format', 'json']);
    const cells = JSON.parse(r.stdout).cells as Array<{ params: Record<string, unknown>; success: number }>;
    expect(cells.map((c) => c.params['dice.count'])).toEqual([3, 4, 5]);
    // 3d6 ≥ 12: 81/216; more dice kept highest only raise it
    expect(cells[0].success).toBeCloseTo(81 / 216, 12);
    expect(cells[1].success).toBeGreaterThan(cells[0].success);
  });

  it('a rule file that is a FIFO, missing, or no rule: one clear error, exit 1, no hang', async () => {
    const fifo = join(out, 'fifo.yaml');
    spawnSync('mkfifo', [fifo]);
    const f = await hanteiHere(['exact', fifo, '--difficulty', '3']);
    expect(f.code).toBe(1);
    expect(f.stderr).toMatch(/fifo\.yaml: cannot read rule: is a pipe \(FIFO\), not a regular file/);
    const m = await hanteiHere(['exact', join(out, 'missing.yaml')]);
    expect(m.code).toBe(1);
    expect(m.stderr).toMatch(/missing\.yaml: cannot read rule: no such file/);
    const s = await hanteiHere(['exact', 'test/fixtures/expect-study.yaml']);
    expect(s.code).toBe(1);
    expect(s.stderr).toMatch(/expect-study\.yaml:1: not a rule file: "kind" must be hantei\.rule\/1/);
  });

  it('a bad rule file: exit 1, the file, line and key, in the language asked', async () => {
    const r = await hanteiHere(['exact', 'test/fixtures/rules/bad/typo.yaml', '--lang', 'ja']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/typo\.yaml:5: 不明なキー "chek"/);
    expect(r.stderr).not.toMatch(/at .*\.js/);
  });

  it('a study names a rule file from its folder; the report, JUnit and a report rebuilt from the results', async () => {
    const dir = join(out, 'study');
    const junit = join(out, 'junit.xml');
    const r = await hanteiHere(['report', 'test/fixtures/rules/rule-study.yaml', '--out', dir, '--junit', junit]);
    expect(r.stderr).toMatch(/expectations: 3 passed, 0 failed/);
    expect(readFileSync(junit, 'utf8')).toMatch(/<testcase classname="hantei\.rule-study\.under"/);
    const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
    expect(results.analyses[0].results.system).toBe('./test/fixtures/rules/idioms/3d6-under.yaml');
    // rebuilt in the process that ran the study (the rule file a registered system, its results checked against
    // the schema generated for it, which must take the label and parameters hantei wrote in `rules`), and in a
    // fresh process (the file not loaded: the generic checks)
    const here = await hanteiHere(['report', '--from', join(dir, 'results.json'), '--out', join(out, 'again-here')]);
    expect(here.stderr).not.toMatch(/error|not a valid/i);
    expect(here.code).toBe(0);
    const again = hantei(['report', '--from', join(dir, 'results.json'), '--out', join(out, 'again')]);
    expect(again.stderr).not.toMatch(/error/i);
    expect(again.code).toBe(0);
  });

  it('hantei init --rule writes a starter that runs, and never overwrites a file', async () => {
    const file = join(out, 'my-rule.yaml');
    const w = await hanteiHere(['init', '--rule', file]);
    expect(w.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^kind: hantei\.rule\/1/);
    const r = await hanteiHere(['exact', file, '--difficulty', '9', '--ability', '2', '--format', 'json']);
    expect(JSON.parse(r.stdout).cells[0].successFraction).toEqual({ num: '7', den: '12' });
    const again = await hanteiHere(['init', '--rule', file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  });

  it('compare puts two rule files side by side', async () => {
    const other = join(out, '3d6.yaml');
    writeFileSync(
      other,
      [
        'kind: hantei.rule/1',
        'name: 3d6-straight',
        'params:',
        '  difficulty: { min: 3, max: 18 }',
        'dice: 3d6',
        'check: { target: difficulty }',
        '',
      ].join('\n'),
    );
    const r = await hanteiHere(['compare', `${R}/4d6kh3.yaml`, '--rulesets', `4d6kh3,${other}`, '--difficulty', '12', '--format', 'json']);
    expect(r.stderr).toBe('');
    const doc = JSON.parse(r.stdout);
    expect(JSON.stringify(doc)).toMatch(/3d6-straight/);
    // 3d6 ≥ 12 is 81/216, 4d6 keep highest 3 is higher
    expect(JSON.stringify(doc)).toMatch(/0\.375/);
  });
});
