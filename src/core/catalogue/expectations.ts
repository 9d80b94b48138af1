/*
 * The catalogue's words for reading a study's expectations and difficulty
 * tables (study/expectation-read.ts, study/metric-read.ts,
 * study/table-spec.ts), judging them (study/expect.ts, study/goals.ts), a
 * study's progress lines (study/run.ts) and hantei solve's table
 * (cli/solve.ts), in English and Japanese.
 */

export const EXPECTATIONS = {
  // reading an expectation
  'expectation.notMap': { en: 'an expectation must be a map', ja: '期待値はマップで書いてください' },
  'expectation.whereMap': {
    en: 'where: must be a map of parameter names to values',
    ja: 'where: はパラメーター名から値へのマップで書いてください',
  },
  'expectation.scenarioWhere': {
    en: 'expectation on scenario analysis "{name}": where: does not apply (a scenario has one result)',
    ja: 'シナリオ分析 "{name}" の期待値: where: は使えません(シナリオの結果は1つです)',
  },
  'expectation.scenarioWhereHint': {
    en: 'remove where:, or put the parameters in the analysis',
    ja: 'where: を消すか、パラメーターを分析の側に書いてください',
  },
  'expectation.whereProblem': { en: 'expectation on "{name}": where: {problem}', ja: '"{name}" の期待値: where: {problem}' },
  'expectation.noOutcome': {
    en: 'expectation on "{name}": {system} has no outcome "{outcome}"',
    ja: '"{name}" の期待値: {system} に結果 "{outcome}" はありません',
  },
  'expectation.checkOneOf': {
    en: 'expectation on "{name}": check: must be one of {list}, got {v}',
    ja: '"{name}" の期待値: check: は {list} のいずれかで指定してください(指定された値: {v})',
  },
  'expectation.checkOneOfHint': {
    en: 'to pick one check type, put it in where: { check: {example} }',
    ja: '判定の種類を1つ選ぶなら where: { check: {example} } のように書いてください',
  },
  'expectation.checkNeedsDecks': {
    en: 'expectation on "{name}": check: {relation} relates a deck\'s colours to a check\'s, so it applies to {systems} check analyses',
    ja: '"{name}" の期待値: check: {relation} はデッキと判定の関係で選ぶため、{systems} の判定の分析にだけ使えます',
  },
  'expectation.checkNeedsDecksHint': {
    en: 'remove check:, or use where: to pick cells',
    ja: 'check: を消すか、where: でセルを選んでください',
  },
  'expectation.checkAndWhere': {
    en: 'expectation on "{name}": check: {relation} and where: { check: … } together',
    ja: '"{name}" の期待値: check: {relation} と where: { check: … } が両方あります',
  },
  'expectation.keepOne': { en: 'keep one of them', ja: 'どちらか一方だけにしてください' },
  'expectation.valueOnScenario': {
    en: 'expectation on "{name}": value: applies to scenario analyses; use success:, outcome: or difficulty:',
    ja: '"{name}" の期待値: value: はシナリオ分析に使います。success:、outcome:、difficulty: のいずれかを使ってください',
  },
  'expectation.scenarioValue': {
    en: 'expectation on scenario analysis "{name}": use value: NAME with min/max',
    ja: 'シナリオ分析 "{name}" の期待値: value: 名前 と min/max で書いてください',
  },
  'expectation.oneThing': {
    en: 'an expectation bounds one thing; this one has {list}',
    ja: '期待値が範囲を決めるのは1つだけです。この期待値には {list} があります',
  },
  'expectation.oneEach': { en: 'write one expectation for each', ja: 'それぞれ別の期待値にしてください' },
  'expectation.boundsMap': {
    en: '{what}: must be a map with min, max or both',
    ja: '{what}: は min、max またはその両方を持つマップで書いてください',
  },
  'expectation.boundsMapHint': { en: 'e.g. {what}: { min: 0.6, max: 0.7 }', ja: '例: {what}: { min: 0.6, max: 0.7 }' },
  'expectation.boundsKey': { en: 'unknown key "{k}" in {what}:', ja: '{what}: に不明なキー "{k}" があります' },
  'expectation.useMinMax': { en: 'use min and max', ja: 'min と max を使ってください' },
  'expectation.successMap': {
    en: 'success: must be a map like { min: 0.5 }, got {v}',
    ja: 'success: は { min: 0.5 } のようなマップで書いてください(指定された値: {v})',
  },
  'expectation.difficultyMap': {
    en: 'difficulty: must be a map like { target: 0.5, min: 2, max: 4 }, got {v}',
    ja: 'difficulty: は { target: 0.5, min: 2, max: 4 } のようなマップで書いてください(指定された値: {v})',
  },
  'expectation.subKey': { en: 'unknown key "{what}.{k}" in an expectation', ja: '期待値に不明なキー "{what}.{k}" があります' },
  'expectation.difficultyTarget': {
    en: 'difficulty.target must be a success rate from 0 to 1',
    ja: 'difficulty.target は 0 から 1 の成功率で指定してください',
  },
  'expectation.needsBound': {
    en: 'an expectation needs success:, outcome:, difficulty:, mean:, spread: or (for a scenario) value:',
    ja: '期待値には success:、outcome:、difficulty:、mean:、spread:(シナリオなら value:)のいずれかが必要です',
  },
  'expectation.needsBoundHint': {
    en: 'e.g. success: { min: 0.5 }, mean: { min: 0.6, max: 0.7 }, or value: aWins with min: 0.5',
    ja: '例: success: { min: 0.5 }、mean: { min: 0.6, max: 0.7 }、または value: aWins と min: 0.5',
  },
  'expectation.neverRead': { en: '{k}: beside {inside}: is never read', ja: '{inside}: の横の {k}: は読まれません' },
  'expectation.neverReadHint': {
    en: 'put the bounds inside it: {inside}: { min: …, max: … }',
    ja: '範囲はその中に書いてください: {inside}: { min: …, max: … }',
  },
  'expectation.needsMinMax': { en: 'an expectation needs min, max or both', ja: '期待値には min、max またはその両方が必要です' },
  // verdict sentences where nothing could be measured (study/expect.ts, study/goals.ts)
  'expectation.noDeckRecords': {
    en: "check: {relation} needs each deck's colours, which these results do not carry (results from before hantei 0.3); run the study again",
    ja: 'check: {relation} には各デッキの記録(デッキの色)が必要ですが、この結果にはありません(hantei 0.3 より前の結果)。スタディを実行し直してください',
  },
  'expectation.noCell': {
    en: 'no cell matches where; check its keys and values against the analysis params',
    ja: 'where に合うセルがありません。キーと値を分析の params と照らし合わせてください',
  },
  'expectation.noCellRelation': {
    en: 'no cell matches check: {relation} and where; check its keys and values against the analysis params',
    ja: 'check: {relation} と where に合うセルがありません。キーと値を分析の params と照らし合わせてください',
  },
  'expectation.manyGroups': {
    en: 'where picks {n} groups of cells; also fix {list}',
    ja: 'where が {n} 組のセルを選んでいます。{list} も固定してください',
  },
  'expectation.nothingToTune': { en: 'no possible check to tune', ja: '調整できる判定がありません(どの判定も不可能です)' },
  'expectation.noneToAggregate': {
    en: 'no picked check is possible, so its {metric} has no value',
    ja: '選んだ判定がどれも不可能なため、{metric} の値がありません',
  },
  'expectation.gapShown': { en: '(gap ≥ {gap})', ja: '(差 ≥ {gap})' },
  'expectation.nothingToRank': { en: 'no possible check to rank', ja: '順位を比べられる判定がありません' },
  'expectation.noPartToRank': {
    en: 'no {every} has every group to rank',
    ja: 'どの {every} にも、順位を比べるすべての組がそろっていません',
  },
  'expectation.noValueOf': { en: 'no value "{key}" (values: {list})', ja: '値 "{key}" がありません(値: {list})' },
  'expectation.noValueScenario': {
    en: 'no value "{key}" (not a scenario analysis)',
    ja: '値 "{key}" がありません(シナリオ分析ではありません)',
  },
  // a study's progress lines, one per analysis (study/run.ts)
  'studyRun.scenario': {
    en: '{name}: {system} {scenario}, ruleset {ruleset}, {trials} trials',
    ja: '{name}: {system} {scenario}、ルールセット {ruleset}、{trials} 回試行',
  },
  'studyRun.exact': {
    en: '{name}: {system}, ruleset {ruleset}, {cells} cells, exact',
    ja: '{name}: {system}、ルールセット {ruleset}、{cells} セル、厳密計算',
  },
  'studyRun.simulated': {
    en: '{name}: {system}, ruleset {ruleset}, {cells} cells, {trials} trials each',
    ja: '{name}: {system}、ルールセット {ruleset}、{cells} セル、各 {trials} 回試行',
  },
  // hantei solve's table (cli/solve.ts): how the candidates were found, their columns, the best's verdict
  'solveTable.head': {
    en: 'hantei solve · {system} · ruleset {ruleset} · {analyses} · {n} expectation{s} on exact odds',
    ja: 'hantei solve · {system} · ルールセット {ruleset} · {analyses} · 期待 {n} 件(厳密な確率で判定)',
  },
  'solveTable.exhaustive': {
    en: 'every combination judged ({space} rulesets × {cells} cells, within the budget of {budget}): the best is optimal',
    ja: 'すべての組み合わせを判定しました(ルールセット {space} 通り × {cells} セル、上限 {budget} 以内): 最良は最適解です',
  },
  'solveTable.descent': {
    en: 'coordinate descent with {restarts} restarts judged {evaluated} of {space} rulesets ({space} × {cells} cells is over the budget of {budget}): the best may not be optimal; --max-cells {need} for an exhaustive solve',
    ja: '座標降下法(再開始 {restarts} 回)でルールセット {space} 通りのうち {evaluated} 通りを判定しました({space} × {cells} セルは上限 {budget} を超えます): 最良が最適解とは限りません。すべて判定するには --max-cells {need}',
  },
  'solveTable.refused': {
    en: '; {n} combinations refused by the ruleset',
    ja: '。ルールセットが {n} 通りの組み合わせを受け付けませんでした',
  },
  'solveTable.rank': { en: '#', ja: '順位' },
  'solveTable.miss': { en: 'total miss', ja: '外れの合計' },
  'solveTable.change': { en: 'change', ja: '変更量' },
  'solveTable.failing': { en: 'still failing', ja: '満たさない期待' },
  'solveTable.was': { en: 'was', ja: '元' },
  'solveTable.failLine': { en: 'line {line} ({miss})', ja: '{line} 行目({miss})' },
  'solveTable.best': { en: 'best', ja: '最良' },
  'solveTable.meets': { en: '{values} meets every expectation', ja: '{values} ですべての期待を満たします' },
  'solveTable.stillFails': { en: '{values} still fails {n} expectation{s}:', ja: '{values} は期待 {n} 件をまだ満たしません:' },
  'solveTable.note': {
    en: 'written by hantei solve from {study}: {changed} (total miss {miss})',
    ja: 'hantei solve が {study} から書き出しました: {changed}(外れの合計 {miss})',
  },
  'solveTable.noKeyChanged': { en: 'no key changed', ja: '変更したキーはありません' },
  // difficultyTable: of an analysis
  'studyTable.scenario': {
    en: 'applies to check analyses, not the {scenario} scenario',
    ja: '判定の分析に使うもので、シナリオ {scenario} には使えません',
  },
  'studyTable.map': { en: 'must be a map', ja: 'マップで書いてください' },
  'studyTable.mapHint': {
    en: 'e.g. difficultyTable: { targets: { easy: 0.8, normal: 0.5, hard: 0.2 }, across: decks }',
    ja: '例: difficultyTable: { targets: { easy: 0.8, normal: 0.5, hard: 0.2 }, across: decks }',
  },
  'studyTable.unknownKey': { en: 'unknown key "{k}"', ja: '不明なキー "{k}"' },
  'studyTable.noTargets': { en: 'needs targets', ja: 'targets(目標の成功率)が必要です' },
  'studyTable.noTargetsHint': {
    en: 'e.g. targets: { easy: 0.8, normal: 0.5, hard: 0.2 }',
    ja: '例: targets: { easy: 0.8, normal: 0.5, hard: 0.2 }',
  },
  'studyTable.target': {
    en: 'target "{k}" must be a rate from 0 to 1, got {v}',
    ja: '目標 "{k}" は 0 から 1 の割合で指定してください(指定された値: {v})',
  },
  'studyTable.across': {
    en: 'across: {v} is not a grid parameter of {system}',
    ja: 'across: {v} は {system} のグリッドのパラメーターではありません',
  },
  'studyTable.pick': {
    en: 'pick must be mean, worst or median, got {v}',
    ja: 'pick は mean、worst、median のいずれかで指定してください(指定された値: {v})',
  },
  'studyTable.tolerance': {
    en: 'tolerance must be a rate from 0 to 1, got {v}',
    ja: 'tolerance は 0 から 1 の割合で指定してください(指定された値: {v})',
  },
} as const satisfies Record<string, { en: string; ja: string }>;
