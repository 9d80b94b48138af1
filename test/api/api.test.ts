// isolation: vi.spyOn — restored in a finally; the ruleset notes said are forgotten after that test
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  compareRulesets,
  exact,
  inspectDeck,
  loadDeck,
  parseDecklist,
  parseRuleset,
  resolveRuleset,
  rulesetYaml,
  simulate,
  systems,
  tune,
  HanteiError,
} from '../../src/api/index.js';
import { V1, V2 } from '../../src/systems/mtg/ruleset.js';
import { resetRulesetNotes } from '../../src/systems/ruleset-use.js';
import { hanteiJsonHere } from '../cli/here.js';

// the CLI's side of each comparison runs in-process through test/cli/here.ts (the built CLI's main(), not these sources)

/** Results documents without the run block (time, elapsed), which differs between any two runs. */
const stable = (doc: { run?: unknown }) => ({ ...doc, run: undefined });

describe('library API', () => {
  it('exact returns the document the CLI prints', async () => {
    const params = { deck: ['decks/mono-green.yaml'], check: 'green,blue', difficulty: '0..4', boost: 'never,on-fail' } as const;
    const doc = await exact({ system: 'mtg', ruleset: 'v2', params });
    const cli = await hanteiJsonHere([
      'exact',
      'mtg',
      '--deck',
      'decks/mono-green.yaml',
      '--check',
      'green,blue',
      '--difficulty',
      '0..4',
      '--boost',
      'never,on-fail',
    ]);
    expect(stable(JSON.parse(JSON.stringify(doc)))).toEqual(stable(cli));
    expect(doc.cells).toHaveLength(2 * 5 * 2);
  });

  it('a pasted decklist gives the same deck and odds as the file', async () => {
    const text = readFileSync('test/fixtures/arena.txt', 'utf8');
    const pasted = parseDecklist(text, 'arena');
    const file = loadDeck('test/fixtures/arena.txt');
    expect(pasted.entries).toEqual(file.entries);
    const a = await exact({ system: 'mtg', decks: [pasted], params: { deck: 'arena', check: 'green', difficulty: '0..8' } });
    const b = await exact({ system: 'mtg', params: { deck: 'test/fixtures/arena.txt', check: 'green', difficulty: '0..8' } });
    expect(a.cells.map((c) => c.success)).toEqual(b.cells.map((c) => c.success));
    const summary = inspectDeck(pasted);
    expect(summary.cards).toBe(28);
    expect(summary.sideboard).toBe(2);
    expect(summary.byManaValue).toEqual({ 0: 20, 1: 4, 2: 4 });
  });

  it('unknown names are collected with suggestions, or stop the parse', () => {
    const d = parseDecklist('4 Runeclaw Baer\n20 Forest\n', 'typo', { unknown: 'collect' });
    expect(d.unresolved?.[0]).toMatchObject({ name: 'Runeclaw Baer', count: 4, line: 1 });
    expect(d.unresolved?.[0].suggestions).toContain('Runeclaw Bear');
    expect(() => parseDecklist('4 Runeclaw Baer\n', 'typo')).toThrow(HanteiError);
  });

  it('a ruleset object is validated like a file, and its YAML round-trips', async () => {
    const edited = resolveRuleset('mtg', { extends: 'v2', modifiers: { same: 4 } }, 'edit');
    expect((edited.rules as typeof V2).modifiers).toEqual({ ...V2.modifiers, same: 4 });
    expect(() => resolveRuleset('mtg', { extends: 'v2', modifiers: { same: 'five' } }, 'edit')).toThrow(/modifiers.same/);
    const again = parseRuleset('mtg', rulesetYaml(edited.rules));
    expect(again.rules).toEqual(edited.rules);
    // the same-colour modifier lowers green success somewhere on a mono-green deck, never raises it
    const params = { deck: 'decks/mono-green.yaml', check: 'green', difficulty: '0..8' };
    const base = await exact({ system: 'mtg', params });
    const less = await exact({ system: 'mtg', ruleset: edited.rules, params });
    const d = less.cells.map((c, i) => c.success! - base.cells[i].success!);
    expect(Math.min(...d)).toBeLessThan(0);
    expect(Math.max(...d)).toBeLessThanOrEqual(1e-12);
  });

  it('a resolved ruleset passed back (as results documents carry it) stands alone, not merged into the default preset', async () => {
    // a note is said once per process: what files before this one said is not this test's to count
    resetRulesetNotes();
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const doc = await exact({ system: 'mtg', ruleset: V1, params: { deck: ['decks/mono-green.yaml'], difficulty: 2 } });
      // merged into v2 it would gain v2's check types (white … colorless) beside v1's
      expect(doc.cells.map((c) => c.params.check)).toEqual(Object.keys(V1.checkTypes));
      expect(doc.rules).toEqual(V1);
      // held against v1, the preset it differs from least: nothing to note
      expect(err).not.toHaveBeenCalled();
      await exact({
        system: 'mtg',
        ruleset: { ...V1, boost: { ...V1.boost, returns: 'end-of-turn' } },
        params: { deck: ['decks/mono-green.yaml'], difficulty: 2 },
      });
      expect(String(err.mock.calls[0]?.[0])).toMatch(/note: ruleset key "boost\.returns" has no effect on exact mtg/);
    } finally {
      err.mockRestore();
      resetRulesetNotes();
    }
  });

  it('simulate agrees with the exact answer within its interval', async () => {
    const doc = await simulate({ system: '2d6', params: { ability: 2, difficulty: 7 }, trials: 200_000, seed: 7, threads: 0 });
    const c = doc.cells[0];
    expect(c.exact).toBeDefined();
    expect(Math.abs(c.z!)).toBeLessThan(4);
  });

  it('tune and compareRulesets match the CLI', async () => {
    const t = tune({ system: '2d6', params: { ability: '0..2' }, targets: { easy: 0.8, hard: 0.2 } });
    expect(JSON.parse(JSON.stringify(t))).toEqual(
      await hanteiJsonHere(['tune', '2d6', '--ability', '0..2', '--targets', 'easy=0.8,hard=0.2']),
    );
    const cmp = await compareRulesets({
      system: 'mtg',
      rulesets: ['v2', 'v1'],
      params: { deck: 'decks/mono-green.yaml', difficulty: '0..4' },
    });
    const cli = await hanteiJsonHere(['compare', 'mtg', '--rulesets', 'v2,v1', '--deck', 'decks/mono-green.yaml', '--difficulty', '0..4']);
    const { documents, ...rest } = cmp;
    expect(documents).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(rest))).toEqual(cli);
  });

  it('lists the registered systems with their parameters', () => {
    expect(systems.map((s) => s.id)).toEqual(['mtg', '2d6', 'drawsteel', 'd6chain']);
    expect(systems[0].params.map((p) => p.name)).toContain('deck');
  });
});
