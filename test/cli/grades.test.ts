import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main())

describe('d6chain result grades: shown when the ruleset gives them, said when it does not', () => {
  it('the table names the missing grades and how to add them; with the bundled example it shows each grade', async () => {
    const none = await hanteiHere(['exact', 'd6chain', '--target', 'normal']);
    expect(none.code).toBe(0);
    expect(none.stdout).toMatch(/grades: not defined by the ruleset .*example: reports\/rulesets\/d6chain-graded\.yaml/);
    const graded = await hanteiHere([
      'exact',
      'd6chain',
      '--target',
      'normal',
      '--ruleset',
      'reports/rulesets/d6chain-graded.yaml',
      '--format',
      'json',
    ]);
    const cell = JSON.parse(graded.stdout).cells[0];
    expect(Object.keys(cell.grades)).toEqual(['失敗', '普通', '成功', '大成功', '超成功']);
    // strict success: every grade from 普通 up is a success
    const g = cell.grades;
    expect(g['普通'] + g['成功'] + g['大成功'] + g['超成功']).toBeCloseTo(cell.success, 10);
    const table = await hanteiHere(['exact', 'd6chain', '--target', 'normal', '--ruleset', 'reports/rulesets/d6chain-graded.yaml']);
    expect(table.stdout).toMatch(/失敗\s+普通\s+成功\s+大成功\s+超成功/);
    expect(table.stdout).not.toMatch(/not defined by the ruleset/);
  });

  it('the report shows a grades table for a graded ruleset and the note (in Japanese) for one without', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-grades-'));
    const study = join(dir, 's.yaml');
    writeFileSync(
      study,
      `name: g\nlang: ja\nanalyses:\n  - { name: plain, system: d6chain, params: { target: [easy, normal] } }\n  - { name: graded, system: d6chain, ruleset: ${resolve('reports/rulesets/d6chain-graded.yaml')}, params: { target: [easy, normal] } }\n`,
    );
    expect((await hanteiHere(['report', study, '--out', join(dir, 'out'), '--quiet'])).code).toBe(0);
    const html = readFileSync(join(dir, 'out', 'index.html'), 'utf8');
    expect(html).toMatch(/グレード: ルールセットに定義がありません/);
    expect(html).toMatch(/全セルの結果グレード/);
    expect(html).toMatch(/<th class="num">大成功<\/th>/);
  });
});
