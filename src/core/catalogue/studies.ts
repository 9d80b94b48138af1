/*
 * The catalogue's words for studies and balancing (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const STUDIES = {
  // studies (study/study.ts)
  'study.unknownKey': { en: 'unknown study key "{k}"', ja: '不明なスタディのキー "{k}"' },
  'study.noAnalyses': { en: 'the study has no "analyses:" list', ja: 'スタディに "analyses:" のリストがありません' },
  'study.noAnalysesHint': {
    en: 'add "analyses:" with one "- system: …" entry per analysis',
    ja: '"analyses:" を書き、分析ごとに "- system: …" の項目を1つずつ加えてください',
  },
  'study.analysisUnknownKey': { en: '{label}: unknown key "{k}"', ja: '{label}: 不明なキー "{k}"' },
  'study.unknownSystem': { en: '{label}: unknown system "{system}"', ja: '{label}: 不明なシステム "{system}"' },
  'study.paramProblem': { en: '{label}: {problem} for {what}', ja: '{label}: {what}: {problem}' },
  'study.analysisLabel': { en: 'analysis "{name}"', ja: '分析 "{name}"' },
  'study.analysisNumber': { en: 'analysis {n}', ja: '分析 {n}' },
  'study.noSuchAnalysis': {
    en: 'expectation names analysis "{name}", which the study does not have',
    ja: '期待値が分析 "{name}" を指していますが、スタディにその分析はありません',
  },
  'study.expectUnknownKey': { en: 'unknown key "{k}" in an expectation', ja: '期待値に不明なキー "{k}" があります' },
  'study.lang': { en: 'lang must be en or ja, got {v}', ja: 'lang は en か ja で指定してください(指定された値: {v})' },
  'study.method': {
    en: '{label}: method must be exact or simulate, got {v}',
    ja: '{label}: method は exact か simulate で指定してください(指定された値: {v})',
  },
  'study.twoNamed': { en: 'two analyses are named "{name}"', ja: '2つの分析が同じ名前 "{name}" です' },
  'study.twoNamedHint': { en: 'give each analysis its own name', ja: '分析ごとに別の名前を付けてください' },
  'study.notNumber': { en: '{what} must be a number, got {v}', ja: '{what} は数でなければなりません(指定された値: {v})' },
  'study.rate': { en: '{what} must be a rate from 0 to 1, got {v}', ja: '{what} は 0 から 1 の割合で指定してください(指定された値: {v})' },
  'study.rateFraction': { en: 'a rate is a fraction: write {x} for {p}%', ja: '割合は小数で書きます: {p}% なら {x}' },
  'study.rateHint': {
    en: 'rates are fractions from 0 (never) to 1 (always)',
    ja: '割合は 0(決して起きない)から 1(必ず起きる)までの小数です',
  },
  'study.minAboveMax': {
    en: '{prefix}min ({min}) is above {prefix}max ({max}): no value could pass',
    ja: '{prefix}min({min})が {prefix}max({max})より大きく、どの値も通りません',
  },
  'study.swap': { en: 'swap them, or fix the one that is wrong', ja: '入れ替えるか、間違っている方を直してください' },
  'study.inAnalysis': { en: '{label}: {error}', ja: '{label}: {error}' },
  // balancing (core/tune.ts, cli/balance.ts)
  'tune.targetsWrap': { en: '--targets: {error}', ja: '--targets: {error}' },
  'tune.cannotRead': { en: 'cannot read "{item}"', ja: '"{item}" を読めません' },
  'tune.rateRange': {
    en: '"{item}": a target rate is between 0 and 1 (or 0% and 100%)',
    ja: '"{item}": 目標成功率は 0 から 1(または 0% から 100%)の間です',
  },
  'tune.noTargets': { en: 'no targets', ja: '目標がありません' },
  'tune.targetsHint': { en: 'e.g. --targets easy=0.8,normal=0.5,hard=0.2', ja: '例: --targets easy=0.8,normal=0.5,hard=0.2' },
  'tune.targetRate': {
    en: 'target "{label}" must be a rate from 0 to 1, got {v}',
    ja: '目標 "{label}" は 0 から 1 の成功率で指定してください(指定された値: {v})',
  },
  'study.trialsMax': { en: 'trials must be at most 2^53, got {got}', ja: 'trials は2^53以下でなければなりません(指定された値: {got})' },
  'study.trialsMaxHint': {
    en: 'e.g. trials: 1e6 (the budget, --max-trials, stops far sooner)',
    ja: '例 trials: 1e6(作業量の上限 --max-trials がずっと手前で止めます)',
  },
  'study.trials': {
    en: 'trials must be a whole number from 1 to 2^53, got {got}',
    ja: 'trials は1から2^53までの整数でなければなりません(指定された値: {got})',
  },
  'study.trialsHint': { en: 'e.g. trials: 1e6', ja: '例 trials: 1e6' },
  'study.name': {
    en: 'study name {name} must be one plain folder name (letters, digits, _ . -; no slashes or "..")',
    ja: 'スタディの名前 {name} はフォルダ名1つでなければなりません(英数字と _ . -。スラッシュや ".." は使えません)',
  },
  'study.nameHint': {
    en: 'e.g. name: balance (the report goes to reports/out/balance/); use --out for another place',
    ja: '例 name: balance(レポートは reports/out/balance/ に出ます)。ほかの場所には --out を使ってください',
  },
  'study.yamlSyntax': { en: 'YAML syntax error: {why}', ja: 'YAML の構文エラー: {why}' },
  'study.notMap': { en: 'a study must be a map with "analyses:"', ja: 'スタディは "analyses:" を持つマップでなければなりません' },
  'study.analysisNotMap': { en: 'analysis {n} must be a map', ja: '分析 {n} はマップでなければなりません' },
  'study.noScenario': {
    en: '{label}: {system} has no scenario "{scenario}"',
    ja: '{label}: {system} にシナリオ "{scenario}" はありません',
  },
  'study.systemScenarios': { en: '{system} scenarios: {list}', ja: '{system} のシナリオ: {list}' },
  'study.systemNoScenarios': { en: '{system} has no scenarios', ja: '{system} にシナリオはありません' },
  'study.deckOnly': {
    en: '{label}: "{k}" applies to deck systems ({systems}), not {system}',
    ja: '{label}: "{k}" はデッキを使うシステム({systems})のもので、{system} には使えません',
  },
  'study.remove': { en: 'remove "{k}"', ja: '"{k}" を消してください' },
  'study.paramsMap': {
    en: '{label}: params must be a map of option names to values',
    ja: '{label}: params はオプション名から値へのマップでなければなりません',
  },
  'study.varyMap': {
    en: '{label}: vary: must map ruleset keys to ranges',
    ja: '{label}: vary: はルールセットのキーから範囲へのマップでなければなりません',
  },
  'study.varyMapHint': {
    en: 'e.g. vary: { modifiers.same: 3..6, modifiers.allied: 1..4 }',
    ja: '例 vary: { modifiers.same: 3..6, modifiers.allied: 1..4 }',
  },
  'study.difficultyTable': { en: '{label}: difficultyTable: {problem}', ja: '{label}: difficultyTable(難易度表): {problem}' },
  'study.expectList': { en: '"expect:" must be a list', ja: '"expect:" はリストでなければなりません' },
} as const satisfies Record<string, { en: string; ja: string }>;
