/*
 * The catalogue's words for the rule systems' own errors (systems/*): a ruleset
 * file's wrong shape, a scenario option that cannot be read, a rule system that
 * breaks the contract, in English and Japanese.
 */

export const SYSTEMS_ERRORS = {
  // values of a system's options and scenarios
  'sys.unknownTarget': { en: 'unknown difficulty label "{target}"', ja: '不明な難易度のラベル "{target}"' },
  'sys.numberOrOneOf': { en: 'use a number or one of: {list}', ja: '数値か、次のいずれかを使ってください: {list}' },
  'sys.cannotRead': { en: '{p}: cannot read "{item}"', ja: '{p}: "{item}" を読めません' },
  'sys.wholeAtLeast': {
    en: '{p} must be a whole number ≥ {min}, got {v}',
    ja: '{p} は {min} 以上の整数で指定してください(指定された値: {v})',
  },
  'sys.eg': { en: 'e.g. {example}', ja: '例: {example}' },

  // d6chain
  'sys.d6chain.stepsHint': {
    en: 'write name:dice:plan:judgement:target items by commas, e.g. "setup:1:2:1:normal,phase1:1:1:2:8"',
    ja: '名前:ダイス数:プラン値:判定値:目標値 の項目をカンマで区切って書いてください(例: "setup:1:2:1:normal,phase1:1:1:2:8")',
  },
  'sys.d6chain.unknownTargetIn': {
    en: '{p}: unknown difficulty label "{target}" in "{item}"',
    ja: '{p}: "{item}" の難易度のラベル "{target}" は不明です',
  },
  'sys.d6chain.oneDie': { en: '{p}: "{item}" needs at least 1 die', ja: '{p}: "{item}" にはダイスが1個以上必要です' },
  'sys.d6chain.spread': {
    en: 'ruleset "{name}": die values from {min} to {max} span more than combat simulates (less than {limit})',
    ja: 'ルールセット "{name}": 出目の値が {min} から {max} まで開いており、戦闘のシミュレーションが扱える幅({limit} 未満)を超えています',
  },
  'sys.d6chain.spreadHint': {
    en: 'bring criticalValue, fumbleValue and the face values closer together',
    ja: 'criticalValue、fumbleValue と出目の値を近づけてください',
  },
  'sys.d6chain.faceValue': {
    en: '"faceValue" must list 6 numbers (faces 1..6)',
    ja: '"faceValue" には6つの数値(出目1〜6)を並べてください',
  },
  'sys.d6chain.targets': { en: '"targets" must map labels to numbers', ja: '"targets" はラベルから数値へのマップでなければなりません' },
  'sys.d6chain.grades': {
    en: '"grades" must be a list of { name, minDegree }',
    ja: '"grades" は { name, minDegree } のリストでなければなりません',
  },
  'sys.d6chain.grade': { en: 'grades[{i}] must be { name, minDegree }', ja: '"grades[{i}]" は "{ name, minDegree }" でなければなりません' },
  'sys.d6chain.ascend': { en: 'grades must ascend by minDegree', ja: '"grades" は minDegree の小さい順に並べてください' },

  // drawsteel
  'sys.drawsteel.outcomes': {
    en: '"outcomes" must map easy/medium/hard to three outcomes',
    ja: '"outcomes" は easy/medium/hard のそれぞれに3つの結果を割り当てるマップでなければなりません',
  },
  'sys.drawsteel.outcomeRow': {
    en: 'outcomes.{d} must list 3 outcomes (tier 1, 2, 3)',
    ja: 'outcomes.{d} には3つの結果(段階1、2、3)を並べてください',
  },
  'sys.drawsteel.outcomesAre': { en: 'outcomes: {list}', ja: '結果: {list}' },

  // 2d6
  'sys.twod6.checksHint': {
    en: 'write ability:modifier:difficulty items separated by commas, e.g. "3:0:8,2:1:7"',
    ja: '判定値:修正値:難易度 の項目をカンマで区切って書いてください(例: "3:0:8,2:1:7")',
  },

  // mtg: rulesets, checks and turns (colour words are MTG's own)
  'sys.mtg.checkTypes': {
    en: '"checkTypes" must map check names to colours',
    ja: '"checkTypes" は判定の名前から色へのマップでなければなりません',
  },
  'sys.mtg.aliases': { en: '"aliases" must map names to check types', ja: '"aliases" は名前から判定の種類へのマップでなければなりません' },
  'sys.mtg.modifiers': {
    en: '"modifiers" must be a map (same, allied, enemy, colorless)',
    ja: '"modifiers" はマップ("same"、"allied"、"enemy"、"colorless")でなければなりません',
  },
  'sys.mtg.maps': {
    en: '"boost", "difficulty", "critical" and "table" must be maps',
    ja: '"boost"、"difficulty"、"critical"、"table" はマップでなければなりません',
  },
  'sys.mtg.tableRow': { en: 'table row "{check}" is not a check type', ja: '"table" の行 "{check}" は判定の種類ではありません' },
  'sys.mtg.checkTypesAre': { en: 'check types: {list}', ja: '判定の種類: {list}' },
  'sys.mtg.tableColours': {
    en: 'table.{check} must map card colours (W U B R G C) to modifiers',
    ja: 'table.{check} はカードの色(W U B R G C)から色の修正へのマップでなければなりません',
  },
  'sys.mtg.notCheckType': {
    en: 'check type "{check}" is not in ruleset {name}',
    ja: '判定の種類 "{check}" はルールセット {name} にありません',
  },
  'sys.mtg.smallLibrary': {
    en: 'the deck has {n} card{s}; a check reveals 2',
    ja: 'デッキが {n} 枚しかありません。判定では2枚をめくります',
  },
  'sys.mtg.addCards': {
    en: 'add cards to the deck (a check needs a library of at least 2)',
    ja: 'デッキにカードを加えてください(判定にはライブラリーが2枚以上必要です)',
  },
  'sys.mtg.knownWhole': {
    en: '{p} {known} is the whole library ({size} cards of {deck}): the player knows the order of every card',
    ja: '{p} {known} はライブラリー全体です({deck} の {size} 枚): プレイヤーはすべてのカードの順番を知っています',
  },
  'sys.mtg.knownWholeHint': {
    en: "v1's rule for a fully known library: give --gm-exile N, the number of cards the GM exiles; or a smaller --known",
    ja: 'ライブラリーをすべて知っているときの v1 のルール: GM が追放するカードの枚数を --gm-exile N で指定するか、--known を小さくしてください',
  },
  'sys.mtg.exileTooMany': {
    en: '{p} {n} is more than the library ({size} cards of {deck})',
    ja: '{p} {n} はライブラリー({deck} の {size} 枚)より多くなっています',
  },
  'sys.mtg.exileHint': {
    en: 'the GM exiles at most the whole library; a check then needs 2 cards left',
    ja: 'GM が追放できるのはライブラリー全体までです。そのうえで判定には2枚残っている必要があります',
  },
  'sys.mtg.exileOnlyWhole': {
    en: '{exile} {n} applies only when {known} is the whole library, and no {known} here is',
    ja: '{exile} {n} は {known} がライブラリー全体のときだけ効きますが、ここにはそのような {known} がありません',
  },
  'sys.mtg.exileOnlyWholeHint': {
    en: 'the libraries have {sizes} cards; give --known equal to that (a range may reach it), or drop --gm-exile',
    ja: 'ライブラリーは {sizes} 枚です。--known をその枚数にする(範囲がそこに届いてもかまいません)か、--gm-exile を外してください',
  },
  'sys.mtg.knownWholeTurn': {
    en: '{p} {known} is the whole library ({size} cards): the fully-known-library rule is modelled for single checks, not turns',
    ja: '{p} {known} はライブラリー全体です({size} 枚): ライブラリーをすべて知っているときのルールは単独の判定だけで扱い、ターンでは扱いません',
  },
  'sys.mtg.knownWholeTurnHint': {
    en: 'use exact or simulate with --gm-exile N, or a smaller --known here',
    ja: 'exact か simulate を --gm-exile N とともに使うか、ここでは --known を小さくしてください',
  },
  'sys.mtg.checksHint': {
    en: 'write check:difficulty items, commas between checks and / between turns, e.g. "green:2,red:1/blue:3"; check types: {list}',
    ja: '判定:難易度 の項目を、判定の間はカンマ、ターンの間は / で区切って書いてください(例: "green:2,red:1/blue:3")。判定の種類: {list}',
  },
  'sys.mtg.notLoaded': { en: 'deck "{deck}" was not loaded', ja: 'デッキ "{deck}" が読み込まれていません' },
  'sys.mtg.handKnown': { en: '{hand} and {known} must be 0 or more', ja: '{hand} と {known} は0以上で指定してください' },

  // registering a system (systems/index.ts)
  'sys.registered': { en: 'a rule system "{id}" is already registered', ja: 'ルールシステム "{id}" はすでに登録されています' },
  'sys.anotherId': { en: 'give the new system another id', ja: '新しいシステムには別の ID を付けてください' },
  'sys.noExport': { en: '{module} exports no "system"', ja: '{module} は "system" を書き出していません' },
  // what a required scenario option is (scenario-options.ts requiredOption's hint)
  'sys.need.actionAbility': { en: "the action side's judgement value", ja: 'アクション側の判定値' },
  'sys.need.reactionAbility': { en: "the reaction side's judgement value", ja: 'リアクション側の判定値' },
  'sys.need.twod6Checks': {
    en: 'checks in order, ability:modifier:difficulty, e.g. "3:0:8,2:1:7"',
    ja: '順番どおりの判定(判定値:修正値:難易度、例: "3:0:8,2:1:7")',
  },
  'sys.need.d6chainSteps': {
    en: 'step checks, name:dice:plan:judgement:target, e.g. "setup:1:2:1:normal"',
    ja: '各段階の判定(名前:ダイス数:プラン値:判定値:目標値、例: "setup:1:2:1:normal")',
  },
  'sys.need.deckA': { en: "side A's deck", ja: 'A側のデッキ' },
  'sys.need.deckB': { en: "side B's deck", ja: 'B側のデッキ' },
  'sys.need.checkA': { en: "side A's check type", ja: 'A側の判定の種類' },
  'sys.need.deck': { en: 'the deck file', ja: 'デッキのファイル' },
  'sys.need.mtgChecks': { en: 'checks in order, e.g. "green:2,red:1/blue:3"', ja: '順番どおりの判定(例: "green:2,red:1/blue:3")' },
  // a rule system that breaks the contract (systems/contract.ts): words for a plugin's author
  'contract.fail': { en: '{who}: {what}', ja: '{who}: {what}' },
  'contract.system': { en: 'rule system "{id}"', ja: 'ルールシステム "{id}"' },
  'contract.aSystem': { en: 'a rule system', ja: 'ルールシステム' },
  'contract.notObject': { en: 'is not an object', ja: 'オブジェクトではありません' },
  'contract.passDefine': { en: 'pass the object defineSystem() returns', ja: 'defineSystem() が返すオブジェクトを渡してください' },
  'contract.noId': { en: 'has no usable id ({id})', ja: '使える ID がありません({id})' },
  'contract.giveId': {
    en: 'give it an id of lowercase letters, digits and dashes, e.g. "dicepool"',
    ja: '小文字、数字、ダッシュの ID を付けてください(例: "dicepool")',
  },
  'contract.noLabel': { en: 'has no label in English and Japanese', ja: '英語と日本語のラベルがありません' },
  'contract.addLabel': { en: "add label: { en: '…', ja: '…' }", ja: "\"label: { en: '…', ja: '…' }\" を加えてください" },
  'contract.missing': { en: 'is missing {key}', ja: '{key} がありません' },
  'contract.key.params': { en: 'params (a list of parameter declarations)', ja: 'params(パラメーターの宣言のリスト)' },
  'contract.hint.params': {
    en: 'declare its parameters: params: [{ name, flag, kind, label, describe }, …]',
    ja: 'パラメーターを宣言してください: "params: [{ name, flag, kind, label, describe }, …]"',
  },
  'contract.key.categories': { en: 'categories (a list, maybe empty)', ja: '"categories"(リスト。空でもかまいません)' },
  'contract.hint.categories': {
    en: "declare the outcome categories its kernel counts: categories: ['critical', …]",
    ja: 'カーネルが数える結果の区分を宣言してください: "categories: [\'critical\', …]"',
  },
  'contract.hint.categoryLabels': {
    en: 'give each category a label: categoryLabels: { critical: { en, ja } }',
    ja: '区分ごとにラベルを付けてください: "categoryLabels: { critical: { en, ja } }"',
  },
  'contract.key.rulesets': { en: 'rulesets (its presets)', ja: 'rulesets(プリセット)' },
  'contract.hint.rulesets': {
    en: 'declare at least one preset: rulesets: { standard: { name: "standard", … } }',
    ja: 'プリセットを1つ以上宣言してください: "rulesets: { standard: { name: …, … } }"',
  },
  'contract.key.defaultRuleset': { en: 'a defaultRuleset among its rulesets', ja: 'rulesets のうちの defaultRuleset' },
  'contract.hint.defaultRuleset': {
    en: 'name one of its presets as defaultRuleset',
    ja: 'プリセットの1つを defaultRuleset に指定してください',
  },
  'contract.hint.resolveRuleset': {
    en: 'validate a ruleset file there (systems/ruleset-file.ts has helpers)',
    ja: 'そこでルールセットのファイルを検証してください(systems/ruleset-file.ts に補助関数があります)',
  },
  'contract.hint.rulesetUse': {
    en: 'declare which ruleset key each command uses (systems/ruleset-use.ts: usedExcept)',
    ja: 'どのコマンドがどのルールセットのキーを使うかを宣言してください(systems/ruleset-use.ts: usedExcept)',
  },
  'contract.hint.compile': { en: 'turn a cell into the numbers its kernel reads', ja: 'セルをカーネルが読む数値に変えてください' },
  'contract.hint.kernels': {
    en: 'give the single-check kernel as kernels: { check }',
    ja: '単独の判定のカーネルを "kernels: { check }" として渡してください',
  },
  'contract.hint.exact': { en: 'give the exact distribution in accumulator form', ja: '厳密な分布をアキュムレーターの形で渡してください' },
  'contract.hint.report': {
    en: "say which parameter reports put on the x axis: report: { x: 'difficulty' }",
    ja: 'レポートの横軸に置くパラメーターを指定してください: "report: { x: \'difficulty\' }"',
  },
  'contract.key.tune': { en: 'tune (a parameter name)', ja: 'tune(パラメーターの名前)' },
  'contract.hint.tune': {
    en: "name the parameter tune searches: tune: 'difficulty'",
    ja: 'tune が探すパラメーターを指定してください: "tune: \'difficulty\'"',
  },
  'contract.hint.tuneRange': {
    en: "give tune's default candidates: tuneRange: () => '0..10'",
    ja: 'tune の既定の候補を渡してください: "tuneRange: () => \'0..10\'"',
  },
  'contract.degreeNumeric': { en: 'is missing degreeNumeric (true or false)', ja: 'degreeNumeric(true か false)がありません' },
  'contract.hint.degreeNumeric': {
    en: 'say whether its degree is a number (histogram, mean, sd)',
    ja: '成功度が数値かどうか(ヒストグラム、平均、標準偏差)を指定してください',
  },
  'contract.rate': {
    en: 'rate {rate} is not a number of trials per ms above 0',
    ja: '"rate" {rate} は 1 ミリ秒あたりの試行回数(0 より大きい数)ではありません',
  },
  'contract.hint.rate': {
    en: 'leave it out, or give what the bench measures (e.g. rate: 20_000)',
    ja: '書かないか、ベンチマークが測った値を書いてください(例: "rate" に 20_000)',
  },
  'contract.varyExample': { en: 'varyExample must be a string', ja: 'varyExample は文字列でなければなりません' },
  'contract.eg': { en: 'e.g. {example}', ja: '例: "{example}"' },
  'contract.decks': { en: 'decks must be an object (DeckSupport)', ja: '"decks" はオブジェクト(DeckSupport)でなければなりません' },
  'contract.hint.decks': {
    en: 'see DeckSupport in systems/types.ts, or leave it out',
    ja: 'systems/types.ts の DeckSupport を見るか、書かないでください',
  },
  'contract.paramNamed': { en: 'params[{i}] ("{name}")', ja: 'params[{i}](名前 "{name}")' },
  'contract.paramName': { en: '{at}: name must be camelCase letters and digits', ja: '{at}: name は camelCase の英字と数字にしてください' },
  'contract.paramFlag': { en: '{at}: flag must be kebab-case', ja: '{at}: "flag" はケバブケース(小文字、数字、ダッシュ)にしてください' },
  'contract.paramKind': { en: '{at}: kind {kind} is not one of {kinds}', ja: '{at}: kind {kind} は {kinds} のどれでもありません' },
  'contract.hint.paramKind': { en: 'pick the kind that says how its values are given', ja: '値の与え方に合う kind を選んでください' },
  'contract.atNoLabel': { en: '{at}: has no label in English and Japanese', ja: '{at}: 英語と日本語のラベルがありません' },
  'contract.checkOption': {
    en: '{at}: --{spelling} is an option every check command has',
    ja: '{at}: --{spelling} はどの判定コマンドにもあるオプションです',
  },
  'contract.hint.otherNameFlag': {
    en: 'give the parameter another name and flag',
    ja: 'パラメーターに別の "name" と "flag" を付けてください',
  },
  'contract.spellingOf': {
    en: '{at}: --{spelling} is also the spelling of {other}',
    ja: '{at}: --{spelling} は {other} の書き方でもあります',
  },
  'contract.hint.ownNameFlag': {
    en: 'give each parameter its own name and flag',
    ja: 'パラメーターごとに別の "name" と "flag" を付けてください',
  },
  'contract.reportX': { en: 'report.x "{x}" is none of its parameters', ja: 'report.x "{x}" はどのパラメーターでもありません' },
  'contract.tuneName': { en: 'tune "{tune}" is none of its parameters', ja: 'tune "{tune}" はどのパラメーターでもありません' },
  'contract.categoryLabel': {
    en: 'category "{c}" has no label in English and Japanese',
    ja: '区分 "{c}" に英語と日本語のラベルがありません',
  },
  'contract.hint.categoryLabel': { en: 'add it to categoryLabels', ja: 'categoryLabels に加えてください' },
  'contract.scenario': { en: 'scenario "{name}"', ja: 'シナリオ "{name}"' },
  'contract.scenarioName': {
    en: "{at}: its name is the command's and must be kebab-case",
    ja: '{at}: 名前はコマンド名になるのでケバブケース(小文字、数字、ダッシュ)にしてください',
  },
  'contract.scenarioNeeds': {
    en: '{at} needs command, label (en and ja), options and prepare',
    ja: '{at} には "command"、"label"(en と ja)、"options"、"prepare" が必要です',
  },
  'contract.hint.scenarioSpec': { en: 'see ScenarioSpec in systems/types.ts', ja: 'systems/types.ts の ScenarioSpec を見てください' },
  'contract.noKernel': { en: '{at} has no kernel of its name', ja: '{at} に同じ名前のカーネルがありません' },
  'contract.hint.addKernel': { en: 'add kernels: { {name}: … }', ja: '"kernels: { {name}: … }" を加えてください' },
  'contract.scenarioRate': {
    en: '{at}: rate {rate} is not a number of trials per ms above 0',
    ja: '{at}: "rate" {rate} は 1 ミリ秒あたりの試行回数(0 より大きい数)ではありません',
  },
  'contract.hint.scenarioRate': {
    en: 'leave it out, or give what the bench measures',
    ja: '書かないか、ベンチマークが測った値を書いてください',
  },
  'contract.optionFlag': {
    en: '{at}: option {flag} must be kebab-case',
    ja: '{at}: オプション {flag} はケバブケース(小文字、数字、ダッシュ)にしてください',
  },
  'contract.optionType': { en: '{at}: --{flag} has type {type}', ja: '{at}: --{flag} の type が {type} です' },
  'contract.scenarioOption': {
    en: '{at}: --{flag} is an option every scenario command has',
    ja: '{at}: --{flag} はどのシナリオのコマンドにもあるオプションです',
  },
  'contract.hint.otherOption': { en: 'give the option another name', ja: 'オプションに別の名前を付けてください' },
  'contract.twice': { en: '{at}: --{flag} is declared twice', ja: '{at}: --{flag} が2回宣言されています' },
  'contract.hint.once': { en: 'declare each option once', ja: 'オプションは1回ずつ宣言してください' },
  'contract.optionLabel': {
    en: '{at}: --{flag} has a label without English and Japanese',
    ja: '{at}: --{flag} のラベルに英語と日本語がありません',
  },
  'contract.hint.optionLabel': {
    en: "give label: { en: '…', ja: '…' }, or leave it out",
    ja: "\"label: { en: '…', ja: '…' }\" を書くか、書かないでください",
  },
  'contract.optionOf': {
    en: '{at}: --{flag} has {field} {value}, none of its parameters',
    ja: '{at}: --{flag} の {field} {value} はどのパラメーターでもありません',
  },
  'contract.both': {
    en: '{at}: --{flag} has both valuesOf and sequenceOf',
    ja: '{at}: --{flag} に valuesOf と sequenceOf の両方があります',
  },
  'contract.hint.keepOne': {
    en: 'a value is one of the values, or a sequence of them: keep one',
    ja: '値は値の1つか、値の並びのどちらかです。1つだけ残してください',
  },
  'contract.resultLabels': {
    en: '{at}: resultLabels is not a map of key → label',
    ja: '{at}: resultLabels がキーからラベルへのマップではありません',
  },
  'contract.resultLabel': {
    en: '{at}: resultLabels.{key} has no label in English and Japanese',
    ja: '{at}: resultLabels.{key} に英語と日本語のラベルがありません',
  },
  'contract.hint.giveLabel': { en: "give { en: '…', ja: '…' }", ja: "\"{ en: '…', ja: '…' }\" を書いてください" },
} as const;
