import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exact } from '../../src/api/index.js';
import type { ScenarioResult } from '../../src/core/results.js';
import { chartsForDocument } from '../../src/report/charts/plan.js';
import { sidesOf } from '../../src/report/charts/scenario.js';
import { hanteiHere } from '../cli/here.js';

// the tune commands run in-process through test/cli/here.ts (the built CLI's main())

describe('what a designer reads in the report and tune', () => {
  it('a grid at one difficulty gets a bar chart of success per check, a bar per deck', async () => {
    const doc = await exact({
      system: 'mtg',
      params: { deck: [resolve('decks/mono-green.yaml'), resolve('decks/uw-control.txt')], difficulty: 4, boost: 'never' },
    });
    const charts = chartsForDocument({ name: 't', title: 'T', doc }, 'en');
    const bars = charts.find((c) => c.id === 't-bars')!;
    expect(bars.title).toBe('T: Success rate by Check at Difficulty 4');
    const enc = bars.spec.encoding as Record<string, { field: string }>;
    expect([enc.x.field, enc.xOffset.field, enc.color.field]).toEqual(['check', 'deck', 'deck']);
    expect((bars.spec.data as { values: unknown[] }).values).toHaveLength(doc.cells.length);
    // a grid along difficulty keeps its curves and gets no bars
    const along = await exact({ system: '2d6', params: { ability: '0..2', difficulty: '6..8' } });
    expect(chartsForDocument({ name: 'd', title: 'D', doc: along }, 'en').some((c) => c.id.includes('bars'))).toBe(false);
  });

  it('an opposed result names both sides', () => {
    const s = {
      params: { deck: 'mono-green', check: 'green', difficulty: 2, vsDeck: 'uw-control', vsCheck: 'blue', vsDifficulty: 2 },
      values: { aWins: 0.5, bWins: 0.4, undecided: 0.1 },
    } as unknown as ScenarioResult;
    expect(sidesOf(s, 'en')).toBe('A = Deck mono-green · Check green · Difficulty 2; B = Deck uw-control · Check blue · Difficulty 2');
    expect(sidesOf(s, 'ja')).toContain('緑');
    expect(sidesOf({ ...s, values: { allSucceed: 0.3 } } as unknown as ScenarioResult, 'en')).toBeUndefined();
  });

  it("plain tune marks a pick beyond the ruleset's range and says so (en, ja)", async () => {
    const args = ['tune', 'mtg', '--deck', 'decks/mono-green.yaml', '--check', 'colourless', '--targets', 'easy=0.8'];
    const r = await hanteiHere(args);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/-1 +75\.6% \(-4\.4%\) ▲/);
    expect(r.stdout).toContain("▲ beyond the ruleset's range of Difficulty (0..8)");
    const ja = await hanteiHere([...args, '--lang', 'ja']);
    expect(ja.stdout).toContain('ルールセットの難易度の範囲(0..8)の外');
    // inside the range: no mark, no note
    const inside = await hanteiHere(['tune', 'mtg', '--deck', 'decks/mono-green.yaml', '--check', 'green', '--targets', 'hard=0.2']);
    expect(inside.stdout).not.toContain('▲');
  });
});
