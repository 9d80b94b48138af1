import type { CellResult, ResultsDocument } from '../core/results.js';
import { getSystem } from '../systems/index.js';
import type { Lang } from '../systems/types.js';

/*
 * Result grades (d6chain's 失敗 / 普通 / 成功 / 大成功 / 超成功): shown when the
 * ruleset defines them; when a system can grade but its ruleset gives no
 * thresholds, the table and the report say so and show how to add them.
 */

/** The example ruleset with grades that ships with hantei (the default study uses it). */
export const GRADED_EXAMPLE = 'reports/rulesets/d6chain-graded.yaml';

/** Grade names in order, from the first cell that carries grades. */
export function gradeNames(doc: ResultsDocument): string[] {
  const c = doc.cells.find((x: CellResult) => x.grades);
  return c?.grades ? Object.keys(c.grades) : [];
}

/** "grades: not defined by the ruleset …" when the system can grade but this ruleset gives none; else undefined. */
export function gradesNote(doc: ResultsDocument, lang: Lang): string | undefined {
  if (doc.analysis !== 'check' || !getSystem(doc.system).grades || gradeNames(doc).length > 0) return undefined;
  return lang === 'ja'
    ? `グレード: ルールセットに定義がありません（原典に閾値がないため）。ルールセットファイルに grades: [{ name: 失敗, minDegree: -999 }, { name: 普通, minDegree: 1 }, …] を書くと、セルごとに各グレードの確率が出ます（例: ${GRADED_EXAMPLE}）。`
    : `grades: not defined by the ruleset (the rule text gives no thresholds). Add grades: [{ name: 失敗, minDegree: -999 }, { name: 普通, minDegree: 1 }, …] to a ruleset file to get each grade's probability per cell (example: ${GRADED_EXAMPLE}).`;
}
