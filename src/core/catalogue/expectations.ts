/*
 * The catalogue's words for reading a study's expectations and difficulty
 * tables (study/expectation-read.ts, study/metric-read.ts,
 * study/table-spec.ts), judging them (study/expect.ts, study/goals.ts) and a
 * study's progress lines (study/run.ts), in English and Japanese.
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
