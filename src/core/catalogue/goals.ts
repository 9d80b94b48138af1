/*
 * The catalogue's words for a designer's goals (English and Japanese): the
 * expectation forms of a study (study/goal-parse.ts), each verdict's goal,
 * value reached and margin (study/goals.ts), and how solve explains its answer.
 */

export const GOALS = {
  // reading the goal forms
  'goal.boundsForm': {
    en: '{what}: {v} is not a goal; write { min, max }, [min, max], target ± tolerance or { target, tolerance }',
    ja: '{what}: {v} は目標として読めません。{ min, max }、[min, max]、目標 ± 許容幅、{ target, tolerance } のいずれかで書いてください',
  },
  'goal.boundsHint': {
    en: 'e.g. {what}: [0.45, 0.75], {what}: 0.60 ± 0.01 or {what}: { min: 0.6 }',
    ja: '例: {what}: [0.45, 0.75]、{what}: 0.60 ± 0.01、{what}: { min: 0.6 }',
  },
  'goal.bareNumber': {
    en: '{what}: {v} gives no tolerance; a goal is a range or a target with a tolerance',
    ja: '{what}: {v} には許容幅がありません。目標は範囲か、許容幅つきの目標値で書いてください',
  },
  'goal.tolerance': {
    en: '{what}: the tolerance must be 0 or more, got {v}',
    ja: '{what}: 許容幅は0以上で指定してください(指定された値: {v})',
  },
  'goal.targetKey': {
    en: 'unknown key "{k}" in {what}: beside target',
    ja: '{what}: の target の横に不明なキー "{k}" があります',
  },
  'goal.orderItem': {
    en: 'order: {v} is neither a relation nor a map of parameter values',
    ja: 'order: {v} は関係の名前でも、パラメーターの値のマップでもありません',
  },
  'goal.orderRelation': {
    en: 'order: "{v}" is a relation between a deck and a check, which this analysis has not',
    ja: 'order: "{v}" はデッキと判定の関係ですが、この分析にはありません',
  },
  'goal.orderHint': {
    en: 'e.g. order: [on-colour, allied, enemy], order: [{ difficulty: 4 }, { difficulty: 5 }] or order: { falling: difficulty }, with every: deck to rank within each deck',
    ja: '例: order: [on-colour, allied, enemy]、order: [{ difficulty: 4 }, { difficulty: 5 }]、order: { falling: difficulty }。デッキごとに順位をつけるには every: deck を添えます',
  },
  'goal.orderShort': { en: 'order: ranks two groups or more', ja: 'order: には2つ以上のグループを並べてください' },
  'goal.orderForm': {
    en: 'order: {v} is neither a list of groups nor { falling: PARAM } / { rising: PARAM }',
    ja: 'order: {v} はグループのリストでも { falling: PARAM } / { rising: PARAM } でもありません',
  },
  'goal.orderAlong': {
    en: 'order: "{k}" is not a parameter of the analysis ({list})',
    ja: 'order: "{k}" は分析のパラメーターではありません({list})',
  },
  'goal.orderScenario': {
    en: 'expectation on scenario analysis "{name}": order: ranks the cells of a check analysis',
    ja: 'シナリオの分析 "{name}" の期待: order: は判定の分析のセルを順位づけします',
  },
  'goal.gap': { en: 'gap: must be a rate from 0 to 1, got {v}', ja: 'gap: は0から1までの割合で指定してください(指定された値: {v})' },
  'goal.gapHint': {
    en: 'e.g. gap: 0.05 (each group at least 5 points above the next)',
    ja: '例: gap: 0.05(各グループが次より5ポイント以上高い)',
  },
  'goal.gapWithoutOrder': { en: 'gap: belongs to an order: goal', ja: 'gap: は order: の目標に添えるものです' },
  'goal.every': {
    en: 'every: "{k}" is not a parameter of the analysis ({list})',
    ja: 'every: "{k}" は分析のパラメーターではありません({list})',
  },
  'goal.everyHint': {
    en: 'e.g. every: deck (the goal holds for each deck on its own)',
    ja: '例: every: deck(デッキごとに目標を満たす)',
  },
  // a goal in words
  'goal.what.success': { en: 'success', ja: '成功率' },
  'goal.what.mean': { en: 'mean success', ja: '成功率の平均' },
  'goal.what.spread': { en: 'spread of success (max − min)', ja: '成功率の幅(最大 − 最小)' },
  'goal.what.outcome': { en: 'share of {cat}', ja: '{cat} の割合' },
  'goal.what.difficulty': { en: '{param} for {p} success', ja: '成功率 {p} に対する{param}' },
  'goal.target': { en: '{what} = {t} ± {tol}', ja: '{what} が {t} ± {tol}' },
  'goal.range': { en: '{what} in [{min}, {max}]', ja: '{what} が [{min}, {max}] の範囲' },
  'goal.atLeast': { en: '{what} ≥ {min}', ja: '{what} が {min} 以上' },
  'goal.atMost': { en: '{what} ≤ {max}', ja: '{what} が {max} 以下' },
  'goal.order': { en: 'success {chain}, each step at least {gap}', ja: '成功率 {chain}(各段の差 {gap} 以上)' },
  'goal.falling': {
    en: 'success falls as {k} rises, each step at least {gap}',
    ja: '{k}が上がるごとに成功率が下がる(各段の差 {gap} 以上)',
  },
  'goal.rising': {
    en: 'success rises with {k}, each step at least {gap}',
    ja: '{k}が上がるごとに成功率が上がる(各段の差 {gap} 以上)',
  },
  'goal.scoped': { en: '{goal} ({scope})', ja: '{goal}({scope}で)' },
  'goal.scope.relation': { en: '{relation} checks', ja: '{relation} の判定' },
  'goal.scope.where': { en: 'where {where}', ja: '{where} のセル' },
  'goal.scope.every': { en: 'for every {k}', ja: '{k}ごとに' },
  'goal.points': { en: '{n} points', ja: '{n}ポイント' },
  'goal.steps': { en: '{n} steps', ja: '{n}段' },
  // a verdict as one sentence
  'goal.holds': { en: 'holds: {goal}; reached {reached}, {margin} inside', ja: '満たす: {goal}。到達値 {reached}、余裕 {margin}' },
  'goal.holdsWithin': {
    en: 'holds within the 95% interval: {goal}; reached {reached}, {margin} outside',
    ja: '95%信頼区間の内で満たす: {goal}。到達値 {reached}、外れ {margin}',
  },
  'goal.fails': { en: 'fails: {goal}; reached {reached}, misses by {margin}', ja: '満たさない: {goal}。到達値 {reached}、不足 {margin}' },
  'goal.noValue': {
    en: 'fails: {goal}; no value could be measured (see the details)',
    ja: '満たさない: {goal}。値を測れませんでした(詳細を見てください)',
  },
  'goal.failsUnsure': {
    en: 'fails: {goal}; reached {reached} but not for every cell',
    ja: '満たさない: {goal}。到達値 {reached}、ただしすべてのセルでではありません',
  },
  // solve: each goal beside what the rulesets reach, and why the best wins
  'solve.goals.head': {
    en: 'each goal beside the value reached (✓ holds, ✗ fails; the worst cell or step of each)',
    ja: '目標ごとの到達値(✓ 満たす、✗ 満たさない。各目標で最も悪いセルまたは段)',
  },
  'solve.goals.line': { en: 'line', ja: '行' },
  'solve.goals.goal': { en: 'goal', ja: '目標' },
  'solve.goals.current': { en: 'current ruleset', ja: '現在のルールセット' },
  'solve.why.same': {
    en: 'the current ruleset is already the best (total miss {miss})',
    ja: '現在のルールセットがすでに最良です(外れの合計 {miss})',
  },
  'solve.why.head': {
    en: 'why #1 beats the current ruleset (total miss {from} → {to}):',
    ja: '1位が現在のルールセットより良い理由(外れの合計 {from} → {to}):',
  },
  'solve.why.line': { en: 'line {line}: {goal}: {from} → {to}{state}', ja: '{line}行: {goal}: {from} → {to}{state}' },
  'solve.why.nowHolds': { en: ' (now holds)', ja: '(満たすようになる)' },
  'solve.why.nowFails': { en: ' (now fails)', ja: '(満たさなくなる)' },
  'solve.why.stillHolds': { en: ' (still holds)', ja: '(引き続き満たす)' },
  'solve.why.stillFails': { en: ' (still fails, closer or farther)', ja: '(引き続き満たさない)' },
  // the workbench's goal editor (serve/goals-route.ts, page/goals-panel.ts)
  'serve.goalsField': {
    en: 'expect: must be a list of at most {n} { analysis, text } goals',
    ja: 'expect: は { analysis, text } の目標のリスト({n} 個まで)でなければなりません',
  },
  'serve.goalYaml': { en: 'the goal is not YAML: {why}', ja: '目標を YAML として読めません: {why}' },
  'serve.goalMap': { en: 'a goal is one map, { … }', ja: '目標は1つのマップ { … } で書きます' },
  'serve.goalHint': {
    en: 'e.g. { check: on-colour, mean: 0.60 ± 0.05 } or { order: [on-colour, allied, enemy], every: deck }',
    ja: '例: { check: on-colour, mean: 0.60 ± 0.05 }、{ order: [on-colour, allied, enemy], every: deck }',
  },
  'page.goals.title': { en: 'Goals', ja: '目標' },
  'page.goals.hint': {
    en: "The study's expectations on this analysis, judged live on the edited ruleset (exact odds). Each is one YAML map, as in the study file.",
    ja: 'この分析へのスタディの期待条件を、編集中のルールセットで即座に判定します(厳密計算)。1つずつ、スタディのファイルと同じ YAML のマップです。',
  },
  'page.goals.add': { en: 'Add goal', ja: '目標を追加' },
  'page.goals.remove': { en: 'Remove', ja: '削除' },
  'page.goals.kind': { en: 'Kind of goal', ja: '目標の種類' },
  'page.goals.kind.target': { en: 'a target ± tolerance', ja: '目標値 ± 許容幅' },
  'page.goals.kind.range': { en: 'bounds [min, max]', ja: '範囲 [min, max]' },
  'page.goals.kind.order': { en: 'an order between groups', ja: 'グループの順序' },
  'page.goals.kind.falling': { en: 'success falls as a parameter rises', ja: 'パラメーターが上がると成功率が下がる' },
  'page.goals.kind.every': { en: 'bounds for every value of a parameter', ja: 'パラメーターの値ごとの範囲' },
  'page.goals.none': { en: 'No goal on this analysis yet.', ja: 'この分析の目標はまだありません。' },
  'page.goals.unsaved': {
    en: 'Goals are saved with the study (Save above).',
    ja: '目標はスタディと一緒に保存されます(上の「保存」)。',
  },
  // the workbench's sweep chart (report/charts/sweep.ts)
  'sweep.title': { en: 'Mean success against {key}', ja: '{key} に対する成功率の平均' },
  'sweep.explain': {
    en: 'Each point: the mean success over every other cell of the grid at that value of {key}; a line per series.',
    ja: '各点は、{key} がその値のときのグリッドのほかのすべてのセルの成功率の平均。系列ごとに1本の線。',
  },
  'sweep.cells': { en: 'cells averaged', ja: '平均したセル数' },
  // the report (report/): a grid at one difficulty, targets no value reaches
  'report.bars': { en: 'Success rate by {x} at {p} {v}', ja: '{p} {v} での{x}ごとの成功率' },
  'report.barsText': {
    en: 'Each bar is the probability that a check succeeds; a bar per {c}.',
    ja: '各棒は判定が成功する確率。{c}ごとに1本。',
  },
  'report.offTarget': {
    en: 'no value in the grid comes within 10 points of this target: the closest is shown, marked ⚠',
    ja: 'グリッドのどの値も目標の10ポイント以内に届きません。最も近い値を ⚠ つきで示します',
  },
  'report.sides': { en: 'A = {a}; B = {b}', ja: 'A側 = {a}、B側 = {b}' },
  'tune.beyondRange': {
    en: "▲ beyond the ruleset's range of {x} ({range}): the closest value lies outside what the rules allow; --across decks picks within it, --{flag} sets the candidates",
    ja: '▲ ルールセットの{x}の範囲({range})の外: 最も近い値がルールの認める範囲の外にあります。卓全体の難易度表(--across)は範囲内で選び、--{flag} で候補を指定できます',
  },
} as const satisfies Record<string, { en: string; ja: string }>;
