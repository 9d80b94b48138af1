/*
 * What `hantei report` says of its run on stderr: what it wrote, and the
 * expectations' tally (the FAIL lines above the tally stay as CI reads them).
 */
export const REPORT_RUN = {
  'reportRun.rebuilt': { en: 'rebuilt {n} charts from {from}', ja: '{from} からグラフ {n} 枚を作り直しました' },
  'reportRun.wrote': {
    en: 'wrote {n} charts, results.json and results.csv to {dir}',
    ja: 'グラフ {n} 枚と results.json、results.csv を {dir} に書きました',
  },
  'reportRun.noExpect': {
    en: 'the study has no expect: entries; nothing to check',
    ja: 'スタディに expect: の項目がありません。検査するものはありません',
  },
  'reportRun.tally': {
    en: 'expectations: {passed} passed, {failed} failed',
    ja: '期待条件: {passed} 件を満たし、{failed} 件を満たしません',
  },
} as const;
