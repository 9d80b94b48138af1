// isolation: serve/ — rulesetFields is a pure function of a built-in system
import { describe, expect, it } from 'vitest';
import { exact } from '../../src/api/index.js';
import { rulesetFields } from '../../src/serve/ruleset-form.js';
import { getSystem } from '../../src/systems/index.js';

describe('the ruleset editor’s fields', () => {
  it('a list that starts empty (d6chain grades) is one editable list, so grades can be added in the page', () => {
    const fields = rulesetFields(getSystem('d6chain'), 'seed');
    expect(fields).toContainEqual({ path: ['grades'], kind: 'list' });
    // the targets stay single numbers
    expect(fields.find((f) => f.path.join('.') === 'targets.normal')).toEqual({ path: ['targets', 'normal'], kind: 'number' });
  });

  it('grades typed into that list reach the results the way a ruleset file gives them', async () => {
    const grades = [
      { name: '失敗', minDegree: -99 },
      { name: '成功', minDegree: 1 },
      { name: '大成功', minDegree: 5 },
    ];
    const doc = await exact({ system: 'd6chain', ruleset: { extends: 'seed', grades }, params: { target: 'normal' } });
    const g = doc.cells[0].grades!;
    expect(Object.keys(g)).toEqual(['失敗', '成功', '大成功']);
    expect(g['成功'] + g['大成功']).toBeCloseTo(doc.cells[0].success!, 12);
  });
});
