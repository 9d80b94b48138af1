import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * The order test files start in: the longest first, so that the last files
 * to finish are short ones and no worker idles while another runs a
 * two-minute file that started late. vitest orders by the durations it
 * cached from an earlier run; a fresh clone has none, and then orders by file
 * size, which put the readme test (the longest, a small file) near the end.
 * So the files that took longest on an idle 2-core machine come first, in
 * that order, then the rest in vitest's own order. A stale list changes only
 * the order, never which tests run.
 */
export const SLOW_FIRST = [
  'test/docs/docs-commands.test.ts',
  'test/browser/workbench-study.test.ts',
  'test/cli/bad-input.test.ts',
  'test/api/pack.test.ts',
  'test/browser/report.test.ts',
  'test/docs/readme.test.ts',
  'test/browser/workbench.test.ts',
  'test/docs/docs-reference.test.ts',
  'test/browser/designer.test.ts',
  'test/browser/card-update.test.ts',
  'test/cli/interrupt.test.ts',
  'test/browser/ja-workbench.test.ts',
  'test/cli/signals.test.ts',
  'test/systems/mtg/turn-lazy.test.ts',
  'test/cli/report.test.ts',
  'test/api/bundle.test.ts',
  'test/report/labels.test.ts',
  'test/browser/cross-origin.test.ts',
  'test/cli/exit-codes.test.ts',
  'test/systems/ruleset-use.test.ts',
  'test/engine/reproducibility.test.ts',
];

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => SLOW_FIRST.indexOf(relative(this.ctx.config.root, f.moduleId).split('\\').join('/'));
    const known = files.filter((f) => rank(f) >= 0).sort((a, b) => rank(a) - rank(b));
    const rest = await super.sort(files.filter((f) => rank(f) < 0));
    return [...known, ...rest];
  }
}
