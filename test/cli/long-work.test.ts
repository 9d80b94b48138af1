import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';
import { stopWhenBusy } from './stop-busy.js';

/*
 * solve and tune yield while they work: Ctrl-C and SIGTERM stop them (exit
 * 130 / 143, nothing written) instead of waiting for the search's end; and
 * their work is estimated and refused past the budget before it starts.
 */

// The promptness figure (≤ 1 s) is a measurement; this bound only tells a stop from a search that ran to its end (tens of seconds).
const HANG_GUARD_MS = 5000;
const STUDY = 'test/fixtures/long/tiers.yaml';
// 2,001 × 2,001 rulesets, 100 starts: a descent of a minute or more
const LONG_VARY = ['--vary', 'tiers.tier1Max=-1000..1000,tiers.tier2Max=-1000..1000', '--restarts', '100'];

describe('long solve and tune runs stop on a signal', () => {
  it('solve over wide --vary ranges stops on SIGINT: exit 130, no JSON written', async () => {
    const json = join(mkdtempSync(join(tmpdir(), 'hantei-long-')), 'solve.json');
    const r = await stopWhenBusy(['solve', STUDY, ...LONG_VARY, '--json', json, '--quiet'], 'SIGINT');
    expect(r.code, r.stderr).toBe(130);
    expect(r.stopMs).toBeGreaterThan(0);
    expect(r.stopMs).toBeLessThan(HANG_GUARD_MS);
    expect(r.stderr).toMatch(/^hantei: interrupted\n {2}hint: the run was stopped; no results were written\n$/);
    expect(existsSync(json)).toBe(false);
  }, 60_000);

  it('solve stops on SIGTERM: exit 143', async () => {
    const r = await stopWhenBusy(['solve', STUDY, ...LONG_VARY, '--quiet'], 'SIGTERM');
    expect(r.code, r.stderr).toBe(143);
    expect(r.stopMs).toBeLessThan(HANG_GUARD_MS);
  }, 60_000);

  it('tune --across decks over a --vary grid stops on SIGINT: exit 130', async () => {
    const decks = ['decks/mono-green.yaml', 'decks/eldrazi.yaml', 'decks/selesnya.txt', 'decks/uw-control.txt'].join(',');
    const args = ['tune', 'mtg', '--deck', decks, '--vary', 'modifiers.same=0..30,modifiers.allied=0..20', '--targets', 'easy=0.8'];
    for (const extra of [[], ['--across', 'decks']]) {
      const r = await stopWhenBusy([...args, ...extra, '--max-cells', '1e6'], 'SIGINT');
      expect(r.code, r.stderr).toBe(130);
      expect(r.stopMs).toBeGreaterThan(0);
      expect(r.stopMs).toBeLessThan(HANG_GUARD_MS);
    }
  }, 120_000);
});

describe('solve estimates its work before it starts', () => {
  // in this process (test/cli/here.ts): the refusal's words and exit code are the test, not the process
  it('a descent over ranges too wide for the budget is refused with the figure and the override', async () => {
    const r = await hanteiHere(['solve', STUDY, '--vary', 'tiers.tier1Max=-10000..-1,tiers.tier2Max=0..9999', '--restarts', '1000']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /the search would judge at least 19,999,000 cells \(1000 starts × 19,999 rulesets in a first sweep × 1 per ruleset\), over the budget of 10,000,000/,
    );
    expect(r.stderr).toMatch(/--max-cells 39998 \(or --yes\)/);
  });
});
