/*
 * The catalogue's words for solve and the workbench's solve panel (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const SOLVE = {
  // solve (solve/, cli/solve.ts)
  'solve.notAnalysis': { en: '--analysis "{n}" is not an analysis of the study', ja: '--analysis "{n}" はスタディの分析ではありません' },
  'solve.analysesAre': { en: 'analyses: {list}', ja: '分析: {list}' },
  'solve.scenario': {
    en: '--analysis "{n}" is a {scenario} scenario: solve judges exact odds of check analyses',
    ja: '--analysis "{n}" は {scenario} シナリオです。solve は判定の分析の厳密な確率で評価します',
  },
  'solve.nameChecks': { en: 'name check analyses', ja: '判定の分析を指定してください' },
  'solve.noAnalysisHasKeys': {
    en: 'no check analysis of the study has the ruleset key{s} {keys}',
    ja: 'ルールセットのキー {keys} を持つ判定の分析がスタディにありません',
  },
  'solve.studyAnalyses': { en: "the study's analyses: {list}", ja: 'スタディの分析: {list}' },
  'solve.manySystems': {
    en: 'the keys apply to analyses of {systems}: solve one system at a time',
    ja: 'キーは {systems} の分析に当てはまります。solve は1度に1つのシステムを扱います',
  },
  'solve.nameAnalyses': { en: 'name the analyses with --analysis NAME,…', ja: '--analysis NAME,… で分析を指定してください' },
  'solve.manyRulesets': {
    en: 'the analyses {names} use different rulesets ({specs}): solve finds one ruleset',
    ja: '分析 {names} は異なるルールセット({specs})を使っています。solve が求めるのは1つのルールセットです',
  },
  'solve.theDefault': { en: 'the default', ja: '既定' },
  'solve.nameOneRuleset': {
    en: 'name the analyses of one ruleset with --analysis NAME,…',
    ja: '1つのルールセットの分析を --analysis NAME,… で指定してください',
  },
  'solve.ownVary': {
    en: 'analysis "{name}" has vary: of its own; solve varies the ruleset itself',
    ja: '分析 "{name}" には独自の vary: があります。solve はルールセットそのものを変化させます',
  },
  'solve.removeVary': { en: 'remove vary: from the analysis for the solve', ja: 'solve の間は分析から vary: を外してください' },
  'solve.scenarioExpectation': {
    en: 'expectation on scenario analysis "{name}" ({scenario}) depends on the solved ruleset, and a scenario is Monte Carlo only: solve judges exact odds',
    ja: 'シナリオの分析 "{name}"({scenario})の期待は求めるルールセットに左右されますが、シナリオはモンテカルロ法だけです。solve は厳密な確率で評価します',
  },
  'solve.scenarioExpectationHint': {
    en: 'solve a copy of the study without that expectation, then check it with report --check',
    ja: 'その期待を除いたスタディのコピーで solve し、そのあと report --check で確かめてください',
  },
  'solve.noExpectations': {
    en: 'the study has no expectations on {names}: nothing to solve',
    ja: 'スタディに {names} の期待がありません。solve するものがありません',
  },
  'solve.addExpect': {
    en: 'add expect: entries, e.g. { analysis: NAME, where: { difficulty: 4 }, success: { min: 0.6, max: 0.7 } }',
    ja: 'expect: の項目を加えてください。例: { analysis: NAME, where: { difficulty: 4 }, success: { min: 0.6, max: 0.7 } }',
  },
  'solve.allRefused': {
    en: 'every one of the {n} combinations is refused by the ruleset',
    ja: '{n} 通りの組み合わせのすべてがルールセットに拒否されます',
  },
  'solve.widen': {
    en: 'widen or change the --vary ranges (e.g. boost.size must stay within boost.minRemaining)',
    ja: '--vary の範囲を広げるか変えてください(例: boost.size は boost.minRemaining の範囲内でなければなりません)',
  },
  'solve.noneMeets': {
    en: 'no candidate meets every expectation; the best misses by {miss} in all',
    ja: 'すべての期待を満たす候補がありません。最良の候補の外れは合計 {miss} です',
  },
  'solve.noneMeetsHint': {
    en: 'widen the --vary ranges, vary other keys, or revisit the expectations',
    ja: '--vary の範囲を広げるか、ほかのキーを変化させるか、期待を見直してください',
  },
  'solve.writeIsStudy': {
    en: '--write-ruleset {target} is the study file itself',
    ja: '--write-ruleset {target} はスタディのファイルそのものです',
  },
  'solve.writeNewFile': {
    en: 'write the ruleset to a new file, e.g. --write-ruleset solved.yaml',
    ja: 'ルールセットは新しいファイルに書いてください。例: --write-ruleset solved.yaml',
  },
  'solve.writeIsRuleset': {
    en: '--write-ruleset {target} is the ruleset the study reads',
    ja: '--write-ruleset {target} はスタディが読むルールセットです',
  },
  'solve.writeThenPoint': {
    en: 'write to a new file and point the study at it when you are content',
    ja: '新しいファイルに書き、納得したらスタディからそのファイルを指してください',
  },
  'vary.isMap': {
    en: '{where}: "{key}" is a {kind}; vary one of its entries',
    ja: '{where}: "{key}" は{kind}です。その項目の1つを変化させてください',
  },
  'vary.kindList': { en: 'list', ja: 'リスト' },
  'vary.kindMap': { en: 'map', ja: 'マップ' },
  'vary.eg': { en: 'e.g. {keys}', ja: '例: {keys}' },
  'vary.scalar': { en: 'vary a number, a choice or a true/false key', ja: '数、選択肢、または true/false のキーを変化させてください' },
  // the workbench's solve panel and sweeps (serve/solve-route.ts)
  'serve.jsonObject': { en: 'the request must be a JSON object', ja: 'リクエストは JSON オブジェクトでなければなりません' },
  'serve.unknownField': { en: 'unknown field "{k}" (known: {known})', ja: '不明なフィールド "{k}"(使えるもの: {known})' },
  'serve.scenarioSolve': {
    en: '"{name}" is a scenario: solve and sweeps use exact odds of check analyses',
    ja: '"{name}" はシナリオです。solve とスイープは判定の分析の厳密な確率を使います',
  },
  'serve.varyField': {
    en: '"vary" must name ruleset keys and values, e.g. modifiers.same=3..6',
    ja: '"vary" にはルールセットのキーと値を指定してください。例: modifiers.same=3..6',
  },
  'serve.noDeckHere': { en: 'no deck "{id}" in the workbench', ja: 'ワークベンチにデッキ "{id}" がありません' },
  'serve.noAcross': { en: '{system} has no parameter to hold a table across', ja: '{system} には表の列にできるパラメーターがありません' },
} as const satisfies Record<string, { en: string; ja: string }>;
