import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStudy } from '../../src/study/study.js';

function study(params: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hantei-study-'));
  const f = join(dir, 's.yaml');
  writeFileSync(f, `name: s\nanalyses:\n  - { name: o, system: mtg, scenario: opposed, params: ${params} }\n`);
  return f;
}

describe('scenario params in a study', () => {
  it('accept the camelCase spelling and pass the command line’s spelling on', () => {
    const s = loadStudy(
      study(
        `{ deck: ${resolve('decks/mono-green.yaml')}, check: green, vs: ${resolve('decks/uw-control.txt')}, vsCheck: red, vs-difficulty: 3 }`,
      ),
    );
    expect(s.analyses[0].params).toMatchObject({ check: 'green', 'vs-check': 'red', 'vs-difficulty': 3 });
  });
  it('refuse a ruleset in params (it belongs to the analysis) and an unknown key', () => {
    expect(() => loadStudy(study('{ check: green, ruleset: v1 }'))).toThrow(/"ruleset" belongs to the analysis, not its params/);
    expect(() => loadStudy(study('{ check: green, booost: on-fail }'))).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/unknown parameter "booost" for mtg opposed/),
        hint: expect.stringMatching(/did you mean "boost"/),
      }),
    );
    expect(loadStudy(study('{ check: green, boost: on-fail }')).analyses[0].params).toMatchObject({ boost: 'on-fail' });
    expect(() => loadStudy(study('{ check: green, critical: 3 }'))).toThrow(/"critical" belongs to the analysis/);
  });
});
