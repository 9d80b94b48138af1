/*
 * The message catalogue: the errors and warnings users meet most, in English
 * and Japanese, in one place. A HanteiError built from a message keeps its
 * English text as `.message` (byte-identical to what scripts and tests grep)
 * and can say itself in the user's language (`localized('ja')`): the CLI under
 * `--lang ja`, the workbench in the page's language.
 *
 * Placeholders are `{name}`; a parameter may itself be a message (a hint
 * inside a message, a "did you mean" list), said in the same language.
 */

/**
 * The languages messages are written in.
 *
 * @example
 * const lang: MessageLang = process.env.LANG?.startsWith('ja') ? 'ja' : 'en';
 */
export type MessageLang = 'en' | 'ja';

/**
 * A text that can be said in each language: a catalogue message, a list of
 * names, or (for words no catalogue has: file system errors, YAML parser
 * messages) the same text in both. `String(m)` is its English text.
 *
 * @example
 * const m = msg('param.unknown', { k: 'abilty' });
 * m.text('ja'); // 不明なパラメーター "abilty"
 */
export interface Message {
  readonly id: string;
  text(lang: MessageLang): string;
}

/** A parameter of a message: said as it is (names, numbers, values typed) or, as a message, in the message's language. */
export type MessageParam = string | number | Message;

/**
 * Either a plain English text (not yet in the catalogue) or a message.
 *
 * @example
 * const hint: Text = msg('range.narrow');
 */
export type Text = string | Message;

const MESSAGES = {
  // values and ranges (core/grid.ts)
  'bounds.any': { en: 'within ±1,000,000', ja: '±1,000,000 以内' },
  'bounds.min': { en: '≥ {lo} (at most 1,000,000)', ja: '{lo} 以上(最大 1,000,000)' },
  'bounds.max': { en: '≤ {hi} (at least −1,000,000)', ja: '{hi} 以下(最小 −1,000,000)' },
  'bounds.between': { en: 'from {lo} to {hi}', ja: '{lo} から {hi} まで' },
  'value.notWhole': {
    en: '{p} must be a whole number {range}, got "{v}"',
    ja: '{p} は{range}の整数で指定してください(指定された値: "{v}")',
  },
  'value.outOfRange': { en: '{p} must be {range}, got {v}', ja: '{p} は{range}で指定してください(指定された値: {v})' },
  'value.empty': { en: '{p} is empty', ja: '{p} が空です' },
  'range.emptyHint': {
    en: 'give a number, a range like 0..8 or a list like 1,3,5',
    ja: '数、0..8 のような範囲、または 1,3,5 のようなリストで指定してください',
  },
  'range.notNumber': {
    en: '{p} "{src}": "{part}" is not a whole number or a range',
    ja: '{p} "{src}": "{part}" は整数でも範囲でもありません',
  },
  'range.writeHint': {
    en: 'write a number (3), a range (0..8, -2..2) or a list (1,3,5)',
    ja: '数(3)、範囲(0..8、-2..2)またはリスト(1,3,5)で書いてください',
  },
  'range.pastMax': {
    en: '{p} {part}: must be within ±1,000,000, got {typed}',
    ja: '{p} {part}: ±1,000,000 以内で指定してください(指定された値: {typed})',
  },
  'range.ruleValues': { en: 'rule values are whole numbers from {lo} to {hi}', ja: 'ルールの値は {lo} から {hi} までの整数です' },
  'range.reversed': { en: '{p} "{part}" is an empty range ({lo} > {hi})', ja: '{p} "{part}" は空の範囲です({lo} > {hi})' },
  'range.smallerFirst': { en: 'write the smaller end first: {hi}..{lo}', ja: '小さい方を先に書いてください: {hi}..{lo}' },
  'range.tooMany': { en: '{p} "{part}" has more than 10000 values', ja: '{p} "{part}" は値が 10000 個を超えます' },
  'range.narrow': { en: 'narrow the range', ja: '範囲を狭めてください' },
  'choice.unknown': { en: '{p}: unknown value "{v}"', ja: '{p}: 不明な値 "{v}"' },
  'choice.useOneOf': { en: 'use one of: {list}', ja: '次のいずれかを使ってください: {list}' },
  'choice.useOneOrMore': { en: 'use one or more of: {list}', ja: '次から1つ以上を使ってください: {list}' },
  // parameters (engine/params.ts, engine/request.ts)
  'param.checksOf': { en: '{system} checks', ja: '{system} の判定' },
  'param.problemFor': { en: '{problem} for {what}{suggestion}', ja: '{what}: {problem}{suggestion}' },
  'param.didYouMeanSuffix': { en: ' (did you mean {names}?)', ja: '(もしかして {names}?)' },
  'param.unknown': { en: 'unknown parameter "{k}"', ja: '不明なパラメーター "{k}"' },
  'param.repeats': { en: '"{k}" repeats a parameter already given', ja: '"{k}" はすでに指定したパラメーターの繰り返しです' },
  'param.oneSpelling': {
    en: '{kebab} and {camel} are one parameter; keep one spelling',
    ja: '{kebab} と {camel} は同じパラメーターです。どちらか一方で書いてください',
  },
  'param.missing': { en: 'missing {p}', ja: '{p} がありません' },
  'param.impossible': { en: '{p} {x} is impossible', ja: '{p} {x} はありえない値です' },
  'param.mustBe': { en: '{label} must be {bounds}', ja: '{label}は{bounds}でなければなりません' },
  'param.atLeast': { en: 'at least {min}', ja: '{min} 以上' },
  'param.atMost': { en: 'at most {max}', ja: '{max} 以下' },
  'param.atLeastAndMost': { en: 'at least {min} and at most {max}', ja: '{min} 以上 {max} 以下' },
  'param.notOfSystem': { en: '"{k}" is not a parameter of {system}', ja: '"{k}" は {system} のパラメーターではありません' },
  'param.valueOrList': { en: '"{k}" must be a value or a list of values', ja: '"{k}" は値か値のリストで指定してください' },
  'param.belongsToAnalysis': {
    en: '"{k}" belongs to the analysis, not its params',
    ja: '"{k}" は params ではなく分析そのものに書くキーです',
  },
  'param.moveUp': { en: 'move "{k}:" up beside "system:"', ja: '"{k}:" を "system:" と同じ階層に移してください' },
  // names (core/names.ts)
  'name.didYouMeanKnown': { en: 'did you mean {names}? known: {known}', ja: 'もしかして {names}? 使える名前: {known}' },
  'name.known': { en: 'known: {known}', ja: '使える名前: {known}' },
  'list.or': { en: ' or ', ja: ' または ' },
  // rulesets (engine/request.ts, systems/ruleset-file.ts, systems/*/ruleset.ts)
  'ruleset.notFound': {
    en: '"{name}" is neither a ruleset of {system} nor a .yaml/.json file',
    ja: '"{name}" は {system} のルールセットでも .yaml/.json ファイルでもありません',
  },
  'ruleset.useOneOf': {
    en: 'use one of: {list}, or a ruleset file',
    ja: '次のいずれか、またはルールセットのファイルを指定してください: {list}',
  },
  'ruleset.notYaml': { en: 'ruleset is not valid YAML/JSON: {why}', ja: 'ルールセットが正しい YAML/JSON ではありません: {why}' },
  'ruleset.unknownKey': { en: 'unknown ruleset key "{key}"', ja: '不明なルールセットのキー "{key}"' },
  'ruleset.notWhole': {
    en: '"{key}" must be a whole number {range}, got {v}',
    ja: '"{key}" は{range}の整数で指定してください(指定された値: {v})',
  },
  'ruleset.outOfRange': { en: '"{key}" must be {range}, got {v}', ja: '"{key}" は{range}で指定してください(指定された値: {v})' },
  'ruleset.notBool': { en: '"{key}" must be true or false, got {v}', ja: '"{key}" は true か false で指定してください(指定された値: {v})' },
  'ruleset.notOneOf': {
    en: '"{key}" must be one of {list}, got {v}',
    ja: '"{key}" は {list} のいずれかで指定してください(指定された値: {v})',
  },
  'ruleset.notMap': { en: 'a ruleset file must be a map of keys', ja: 'ルールセットのファイルはキーのマップでなければなりません' },
  'ruleset.startWith': {
    en: 'start with "extends: {preset}" and override keys below it',
    ja: '"extends: {preset}" で始め、その下に変えるキーを書いてください',
  },
  'ruleset.notPreset': { en: '"extends: {name}" is not a preset', ja: '"extends: {name}" はプリセットではありません' },
  'ruleset.minRemaining': {
    en: 'boost.minRemaining ({min}) is below boost.size ({size})',
    ja: 'boost.minRemaining({min})が boost.size({size})より小さくなっています',
  },
  'ruleset.minRemainingHint': {
    en: 'the boost takes boost.size cards, so at least that many must remain',
    ja: 'ブーストは boost.size 枚のカードを使うので、少なくともその枚数が残っていなければなりません',
  },
  'ruleset.maxBelowMin': { en: '{max} is below {min}', ja: '{max} が {min} より小さくなっています' },
  'ruleset.refused': {
    en: 'ruleset key "{key}" is not modelled by {command} {system}: {why}',
    ja: 'ルールセットのキー "{key}" は {command} {system} では扱えません: {why}',
  },
  'ruleset.refusedHint': {
    en: 'leave "{key}" as the preset has it for {command}{elsewhere}',
    ja: '{command} では "{key}" をプリセットの値のままにしてください{elsewhere}',
  },
  'ruleset.refusedElsewhere': { en: ', or use {commands}, which model it', ja: '(または、このキーを扱う {commands} を使ってください)' },
  'ruleset.noEffect': {
    en: '{where}: note: ruleset key "{key}" has no effect on {command} {system}: {why}',
    ja: '{where}: 注意: ルールセットのキー "{key}" は {command} {system} では効果がありません: {why}',
  },
  'ruleset.editedName': { en: '{name} (edited)', ja: '{name} (編集版)' },
  'ruleset.mustBeObject': { en: '"rules" must be a ruleset object', ja: '"rules" はルールセットのオブジェクトでなければなりません' },
  'vary.wrap': { en: '--vary {what}: {error}', ja: '--vary {what}: {error}' },
  'vary.allowedHint': { en: 'narrow the ranges to values the ruleset allows', ja: 'ルールセットが許す値に範囲を狭めてください' },
  'vary.notKey': {
    en: '{where}: "{key}" is not a ruleset key of {system}',
    ja: '{where}: "{key}" は {system} のルールセットのキーではありません',
  },
  'vary.refused': {
    en: '--vary "{key}" is not modelled by {command} {system}: {why}',
    ja: '--vary の "{key}" は {command} {system} では扱えません: {why}',
  },
  'vary.refusedHint': { en: 'leave "{key}" out of --vary for {command}', ja: '{command} では "{key}" を --vary から外してください' },
  'vary.noEffect': {
    en: 'note: --vary "{key}" has no effect on {command} {system}: {why}',
    ja: '注意: --vary の "{key}" は {command} {system} では効果がありません: {why}',
  },
  // systems
  'system.unknown': { en: 'unknown rule system "{id}"', ja: '不明なルールシステム "{id}"' },
  // budgets (engine/budget.ts)
  'budget.cells': {
    en: 'the grid has {cells} cells, over the budget of {max}',
    ja: 'グリッドのセルが {cells} 個あり、上限 {max} を超えています',
  },
  'budget.cellsHint': {
    en: 'narrow the ranges, or raise the budget with --max-cells {n} (or --yes)',
    ja: '範囲を狭めるか、--max-cells {n}(または --yes)で上限を上げてください',
  },
  'budget.trials': {
    en: '{trials} trials × {cells} cell{s} = {total} simulated checks, over the budget of {max}',
    ja: '試行 {trials} 回 × {cells} セル = {total} 回のシミュレーションで、上限 {max} を超えています',
  },
  'budget.trialsHint': {
    en: 'lower --trials, or raise the budget with --max-trials {n} (or --yes)',
    ja: '--trials を減らすか、--max-trials {n}(または --yes)で上限を上げてください',
  },
  'budget.cards': { en: 'the deck has {cards} cards, over the budget of {max}', ja: 'デッキが {cards} 枚あり、上限 {max} を超えています' },
  'budget.cardsHint': {
    en: 'check the counts, or raise the budget with --max-cards {n}',
    ja: '枚数を確かめるか、--max-cards {n} で上限を上げてください',
  },
  'budget.analyses': {
    en: 'the study has {n} analyses, over the budget of {max}',
    ja: 'スタディに分析が {n} 個あり、上限 {max} を超えています',
  },
  'budget.analysesHint': {
    en: 'split it into several studies, or lift the budget with --yes',
    ja: '複数のスタディに分けるか、--yes で上限を外してください',
  },
  'budget.studyCells': {
    en: 'the study has {cells} cells{sofar}, over the budget of {max}',
    ja: 'スタディのセルが{sofar} {cells} 個あり、上限 {max} を超えています',
  },
  'budget.studyCellsHint': {
    en: 'narrow its grids or split it, or raise the budget with --max-cells {n} (or --yes)',
    ja: 'グリッドを狭めるか分けるか、--max-cells {n}(または --yes)で上限を上げてください',
  },
  'budget.studyTrials': {
    en: 'the study simulates {trials} simulated checks{sofar}, over the budget of {max}',
    ja: 'スタディのシミュレーションが{sofar} {trials} 回あり、上限 {max} を超えています',
  },
  'budget.studyTrialsHint': {
    en: 'lower its trials, or raise the budget with --max-trials {n} (or --yes)',
    ja: 'trials を減らすか、--max-trials {n}(または --yes)で上限を上げてください',
  },
  'budget.sofar': { en: ' in its first {n} of {of} analyses', ja: '(全 {of} 個の分析のうち最初の {n} 個で)' },
  'budget.atLeast': { en: 'N (at least {n})', ja: 'N({n} 以上)' },
  'budget.workbench': {
    en: "{error} (the workbench keeps the command line's budget: fewer trials or a smaller grid here, or hantei simulate with --max-trials for a larger run)",
    ja: '{error}(ワークベンチはコマンドラインと同じ上限を使います。ここでは試行回数を減らすかグリッドを小さくするか、大きな実行には hantei simulate と --max-trials を使ってください)',
  },
  // decks (decks/parse-text.ts, decks/load.ts)
  'deck.unknownKey': { en: 'unknown deck key "{k}"', ja: '不明なデッキのキー "{k}"' },
  'count.notWhole': { en: 'must be a whole number ≥ 1, got {v}', ja: 'は1以上の整数でなければなりません(指定された値: {v})' },
  'count.tooLarge': { en: 'must be at most {max}, got {v}', ja: 'は {max} 以下でなければなりません(指定された値: {v})' },
  'count.of': { en: 'count of "{name}" {error}', ja: '"{name}" の枚数{error}' },
  'count.hint': {
    en: 'a count is a whole number from 1 to 20,000,000; remove the line to leave the card out',
    ja: '枚数は1から20,000,000までの整数です。そのカードを入れないなら行を消してください',
  },
  'deck.badLine': { en: 'cannot read "{line}" as a card line of a {format}', ja: '"{line}" を{format}のカードの行として読めません' },
  'deck.textFormat': { en: 'text decklist', ja: 'テキストのデッキリスト' },
  'deck.yamlFormat': { en: 'YAML deck', ja: 'YAML のデッキ' },
  'deck.unresolvedNames': { en: '{n} card name{s} could not be resolved', ja: '{n} 件のカード名を解決できませんでした' },
  'deck.unresolvedHint': {
    en: 'fix the spelling, or import card data that has them (hantei cards import FILE)',
    ja: '綴りを直すか、そのカードを含むカードデータを取り込んでください(hantei cards import FILE)',
  },
  'deck.badLineHint': {
    en: 'write a card line as "4 Card Name" or "4 《稲妻/Lightning Bolt》" (the count a whole number ≥ 1)',
    ja: 'カードの行は "4 Card Name" または "4 《稲妻/Lightning Bolt》" のように書いてください(枚数は1以上の整数)',
  },
  'deck.unknownCards': { en: '{n} unknown card name{s}:\n{list}', ja: '不明なカード名が {n} 件あります:\n{list}' },
  'deck.unknownCard': { en: '  line {line}: "{name}"{sideboard}{suggestion}', ja: '  {line}行目: "{name}"{sideboard}{suggestion}' },
  'deck.sideboard': { en: ' (sideboard)', ja: '(サイドボード)' },
  'deck.didYouMean': { en: ' — did you mean {names}?', ja: ' — もしかして {names}?' },
  'deck.unknownHint': {
    en: 'fix the spelling, give the card inline in a YAML deck (mana_cost, type_line), or point --cards at card data that has it',
    ja: '綴りを直すか、YAML のデッキにカードを直接書くか(mana_cost、type_line)、そのカードを含むカードデータを --cards で指定してください',
  },
  'deck.noCards': { en: 'the deck has no cards in its main deck', ja: 'メインデッキにカードがありません' },
  'deck.noCardsHint': {
    en: 'list cards as "4 Card Name" lines (or a YAML "cards:" list)',
    ja: '"4 Card Name" の形の行(または YAML の "cards:" リスト)でカードを書いてください',
  },
  'deck.criticalMissing': { en: '--critical names "{name}", which is not in the deck', ja: '--critical の "{name}" はデッキにありません' },
  'deck.criticalHint': {
    en: 'name cards of the main deck, separated by commas',
    ja: 'メインデッキのカードをカンマ区切りで指定してください',
  },
  'deck.atLine': { en: 'line {line}: {error}', ja: '{line}行目: {error}' },
  'deck.textEmpty': { en: '"text" is empty: paste a decklist', ja: 'デッキリストが空です: デッキリストを貼り付けてください' },
  'deck.tooManyBytes': {
    en: 'the decklist is {bytes} bytes, over the cap of {max} (a pasted deck is a decklist, not a card database)',
    ja: 'デッキリストが {bytes} バイトあり、上限 {max} を超えています(貼り付けるのはデッキリストで、カードのデータベースではありません)',
  },
  'deck.pastedCap': {
    en: 'this page holds {n} pasted decks already (the cap); reload the page to start again with none',
    ja: 'このページにはすでに上限の {n} 個のデッキを貼り付けています。ページを再読み込みすると最初からやり直せます',
  },
  'deck.notInWorkbench': {
    en: 'no deck "{id}" in the workbench (add it in the decks panel)',
    ja: 'ワークベンチにデッキ "{id}" がありません(デッキの欄で追加してください)',
  },
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
  // how a deck was read (warnings and notes of decks/parse-text.ts, parse-dek.ts, load.ts)
  'deck.sideboardAfterBlank': {
    en: 'read the group after the blank line ({n} card{s}) as the sideboard, as Arena and MTGO export it; the deck has {before} cards (put "Deck" and "Sideboard" headers in the list to say otherwise)',
    ja: '空行の後のグループ({n} 枚)を Arena と MTGO の書き出し方どおりサイドボードとして読みました。デッキは {before} 枚です(違うならリストに "Deck" と "Sideboard" の見出しを入れてください)',
  },
  'deck.lastGroupSideboard': {
    en: 'read the last group after a blank line ({n} cards) as the sideboard, the {before} cards before it as the deck',
    ja: '空行の後の最後のグループ({n} 枚)をサイドボード、その前の {before} 枚をデッキとして読みました',
  },
  'deck.blankLinesGroups': {
    en: 'read blank lines as separating groups of one {total}-card deck, not a sideboard (put "Sideboard" before sideboard cards if {n} of them are one)',
    ja: '空行は {total} 枚の1つのデッキのグループの区切りとして読み、サイドボードとは見なしませんでした({n} 枚がサイドボードなら、その前に "Sideboard" と書いてください)',
  },
  'deck.lastGroupMtgo': {
    en: 'read the last group after a blank line ({n} cards) as the sideboard, as MTGO lists it; the deck has {before} cards (put "Deck" and "Sideboard" headers in the list to say otherwise)',
    ja: '空行の後の最後のグループ({n} 枚)を MTGO の並べ方どおりサイドボードとして読みました。デッキは {before} 枚です(違うならリストに "Deck" と "Sideboard" の見出しを入れてください)',
  },
  'deck.noSideboardBlank': {
    en: 'did not read a blank line as the start of a sideboard: the last group has {n} cards, more than a sideboard\'s 15 (put "Sideboard" before sideboard cards if there are any)',
    ja: '空行をサイドボードの始まりとは読みませんでした。最後のグループは {n} 枚で、サイドボードの 15 枚を超えます(サイドボードがあるなら、その前に "Sideboard" と書いてください)',
  },
  'deck.footerSideboard': {
    en: 'read the {n} card{s} after the last footer label, which carry no label of their own, as the sideboard; the labelled groups make the {labelled}-card deck',
    ja: '最後のフッターの見出しの後にある見出しのない {n} 枚をサイドボードとして読みました。見出しのあるグループが {labelled} 枚のデッキです',
  },
  'deck.sideboardTooBig': {
    en: 'the library has {size} cards and {side} are set aside as sideboard; check where the sideboard starts',
    ja: 'ライブラリーは {size} 枚で、{side} 枚がサイドボードとして除かれています。サイドボードの始まりを確かめてください',
  },
  'deck.commanderInSide': {
    en: "{program} stores a Commander deck's commander in the sideboard: read {names} as the commander, in the library ({main} + {n} = 100 cards)",
    ja: '{program} は統率者デッキの統率者をサイドボードに置きます。{names} を統率者としてライブラリーに入れて読みました({main} + {n} = 100 枚)',
  },
  'deck.xmageCommander': {
    en: "XMage stores a Commander deck's commander on its SB: line: read {names} as the commander, in the library ({main} + {n} = 100 cards)",
    ja: 'XMage は統率者デッキの統率者を SB: の行に置きます。{names} を統率者としてライブラリーに入れて読みました({main} + {n} = 100 枚)',
  },
  'deck.cockatriceBanner': {
    en: 'Cockatrice: the banner card "{name}" is in no zone of this 99-card deck: read it as the commander, in the library',
    ja: 'Cockatrice: バナーのカード "{name}" はこの 99 枚のデッキのどのゾーンにもありません。統率者としてライブラリーに入れて読みました',
  },
  'cli.warning': { en: 'warning', ja: '警告' },
  'cli.note': { en: 'note', ja: '注' },
  'deck.notesHeading': { en: 'notes:', ja: '注:' },
  // merge (cli/merge.ts)
  'merge.cannotRead': { en: 'cannot read the part file: {why}', ja: 'パートファイルを読めません: {why}' },
  'merge.noSuchFile': { en: 'no such file', ja: 'ファイルがありません' },
  'merge.permission': { en: 'permission denied', ja: '権限がありません' },
  'merge.folder': { en: 'it is a folder', ja: 'フォルダーです' },
  'merge.notRegular': { en: 'it is not a regular file', ja: '通常のファイルではありません' },
  'merge.givePartFiles': {
    en: 'give the part files written by --shard runs',
    ja: '--shard の実行が書いたパートファイルを指定してください',
  },
  'merge.tooBig': {
    en: 'the part file is {size} bytes, more than the {max} a part can be',
    ja: 'パートファイルが {size} バイトあり、パートの上限 {max} バイトを超えています',
  },
  'merge.nameParts': { en: 'name the part files to merge', ja: 'マージするパートファイルを指定してください' },
  'merge.givenTwice': { en: 'the part file is given twice', ja: 'パートファイルが2回指定されています' },
  'merge.alsoGivenAs': { en: 'also given as {other}', ja: '{other} としても指定されています' },
  'merge.notJson': { en: 'not valid JSON: {why}', ja: '正しい JSON ではありません: {why}' },
  'merge.digest': {
    en: "digest: the part's content does not match its digest (it was changed after hantei wrote it)",
    ja: 'digest: パートの内容がダイジェストと一致しません(hantei が書いた後に変更されています)',
  },
  'merge.asWritten': { en: 'merge the parts as the --shard runs wrote them', ja: '--shard の実行が書いたままのパートをマージしてください' },
  'merge.version': {
    en: 'version: the part was made by hantei {made}, this is {this}',
    ja: 'version: このパートは hantei {made} で作られました(この hantei は {this} です)',
  },
  'merge.sameVersion': {
    en: 'make and merge every part with the same hantei version',
    ja: 'すべてのパートを同じバージョンの hantei で作り、マージしてください',
  },
  'merge.notAPart': {
    en: 'shard: {index}/{count} is not a part of {count}',
    ja: 'shard: {index}/{count} は {count} 分割のパートではありません',
  },
  'merge.shardMismatch': {
    en: 'shard: {index}/{count} does not match {firstIndex}/{firstCount} of {first}',
    ja: 'shard: {index}/{count} は {first} の {firstIndex}/{firstCount} と合いません',
  },
  'merge.oneRun': { en: 'merge the parts of one run', ja: '1回の実行のパートをマージしてください' },
  'merge.otherCommand': {
    en: 'command: part was made by another command (hantei {command})',
    ja: 'command: このパートは別のコマンドで作られました(hantei {command})',
  },
  'merge.firstRan': { en: 'the first part ran: hantei {command}', ja: '最初のパートの実行: hantei {command}' },
  'merge.inputDiffers': { en: 'inputs: {path} differs from the one of {first}', ja: 'inputs: {path} が {first} のものと異なります' },
  'merge.inputMissing': {
    en: 'inputs: {path} is missing, unlike the one of {first}',
    ja: 'inputs: {path} がありません({first} にはあります)',
  },
  'merge.sameInputs': {
    en: 'every part must run on the same decks, study and rulesets',
    ja: 'すべてのパートは同じデッキ、スタディ、ルールセットで実行されていなければなりません',
  },
  'merge.inputCount': { en: 'inputs: {n} files, {first} has {m}', ja: 'inputs: ファイルが {n} 個ですが、{first} では {m} 個です' },
  'merge.shardTwice': { en: 'shard: {index}/{count} is given twice', ja: 'shard: {index}/{count} が2回指定されています' },
  'merge.alsoIn': { en: 'also in {other}', ja: '{other} にもあります' },
  'merge.missingOne': { en: 'part {list} is missing', ja: 'パート {list} がありません' },
  'merge.missingMany': { en: 'parts {list} are missing', ja: 'パート {list} がありません' },
  'merge.everyPart': { en: 'merge needs every part of the run', ja: 'マージには実行のすべてのパートが必要です' },
  'merge.inputGone': {
    en: 'is missing here (or not a regular file) (inputs of {first})',
    ja: 'ここにありません(または通常のファイルではありません)({first} の入力)',
  },
  'merge.inputChanged': {
    en: 'changed since the parts were made (inputs of {first})',
    ja: 'パートが作られた後に変更されています({first} の入力)',
  },
  'merge.runWhere': {
    en: 'run merge in the folder the parts ran in ({cwd}), with the same inputs',
    ja: 'パートを実行したフォルダー({cwd})で、同じ入力のまま merge を実行してください',
  },
  'merge.notRecorded': {
    en: "inputs: {path}, named by the command, is not among the part's inputs",
    ja: 'inputs: コマンドが指定する {path} がパートの入力にありません',
  },
  'merge.unedited': { en: 'merge the unedited parts of one run', ja: '1回の実行の、編集されていないパートをマージしてください' },
  'merge.refusedCommand': { en: 'command: {why}', ja: 'command(パートのコマンド): {why}' },
  'merge.notShardCommand': {
    en: '{command} is not a command that shards ({list})',
    ja: '{command} は分割実行(--shard)するコマンドではありません({list})',
  },
  'merge.holdsDashDash': { en: 'holds "--"', ja: '"--" を含んでいます' },
  'merge.holdsShort': { en: 'holds the short option {option}', ja: '短いオプション {option} を含んでいます' },
  'merge.holdsRefused': { en: 'holds {option}, which a part may not carry', ja: 'パートに含められない {option} を含んでいます' },
  'merge.partIsData': {
    en: "a part file is data: merge runs only the simulating commands, and its output goes where merge's own --out says",
    ja: 'パートファイルはデータです。merge はシミュレーションのコマンドだけを実行し、出力先は merge 自身の --out で決まります',
  },
  'schema.invalid': { en: 'not a valid {schema} document: {why}', ja: '正しい {schema} 文書ではありません: {why}' },
  'schema.where': { en: 'the schema is schemas/{file} in the hantei package', ja: 'スキーマは hantei パッケージの schemas/{file} です' },
  'lock.cannotTake': { en: 'cannot take the lock {lock}: {why}', ja: 'ロック {lock} を取れません: {why}' },
  'lock.busy': { en: '{who} is writing {target} (lock {lock})', ja: '{who}が {target} を書いています(ロック {lock})' },
  'lock.anotherRun': { en: 'another hantei run', ja: '別の hantei の実行' },
  'lock.process': { en: 'hantei process {pid} (started {started})', ja: 'hantei のプロセス {pid}({started} に開始)' },
  'lock.processOn': {
    en: 'hantei process {pid} on {host} (started {started})',
    ja: '{host} の hantei のプロセス {pid}({started} に開始)',
  },
  'lock.wait': {
    en: 'wait for it to finish; hantei takes the lock over by itself once that process is gone',
    ja: '終わるまでお待ちください。そのプロセスが終われば hantei が自分でロックを引き継ぎます',
  },
  // writing files (io/atomic.ts) and cards
  'io.cannotWrite': { en: 'cannot write {what}: {why}', ja: '{what} を書けません: {why}' },
  'io.output': { en: 'output', ja: '出力' },
  'io.isFolder': { en: 'it is a folder', ja: 'フォルダーです' },
  'io.permission': { en: 'permission denied', ja: '権限がありません' },
  'io.noSpace': { en: 'no space left on the device', ja: 'デバイスの空き容量がありません' },
  'io.quota': { en: 'disk quota exceeded', ja: 'ディスクの割り当てを超えました' },
  'io.noPermissionIn': { en: 'no permission to write in {dir}', ja: '{dir} に書く権限がありません' },
  'io.readOnly': { en: '{dir} is read-only', ja: '{dir} は読み取り専用です' },
  'io.fileNotFolder': { en: '{dir} is a file, not a folder', ja: '{dir} はフォルダーではなくファイルです' },
  'io.kernelFs': { en: '{dir} is a kernel file system', ja: '{dir} はカーネルのファイルシステムです' },
  'io.noLinks': {
    en: 'hantei does not write through links: give the real path',
    ja: 'hantei はリンクを通して書きません。実際のパスを指定してください',
  },
  'io.giveFile': { en: 'give a file path', ja: 'ファイルのパスを指定してください' },
  'io.giveFolder': { en: 'give a folder path', ja: 'フォルダーのパスを指定してください' },
  'io.giveRegular': {
    en: 'give a regular file path, or leave out {option} to write to stdout',
    ja: '通常のファイルのパスを指定するか、{option} を外して標準出力に書いてください',
  },
  'io.optionEmpty': { en: '{option} is empty', ja: '{option} が空です' },
  'io.giveFolderOrOmit': { en: 'give a folder path, or leave out {option}', ja: 'フォルダーのパスを指定するか、{option} を外してください' },
  'io.givePathOrStdout': {
    en: 'give a path, or leave out {option} to write to stdout',
    ja: 'パスを指定するか、{option} を外して標準出力に書いてください',
  },
  'io.optionNames': { en: '{option} names {what}', ja: '{option} が指すのは{what}です' },
  'io.kindFile': { en: 'a file', ja: 'ファイル' },
  'io.kindLink': { en: 'a symbolic link', ja: 'シンボリックリンク' },
  'io.kindDevice': { en: 'a device', ja: 'デバイス' },
  'io.kindPipe': { en: 'a named pipe', ja: '名前付きパイプ' },
  'io.kindSocket': { en: 'a socket', ja: 'ソケット' },
  'io.kindSpecial': { en: 'a special file', ja: '特殊ファイル' },
  'io.chooseWritable': { en: 'choose a path in a folder you can write to', ja: '書き込めるフォルダーのパスを選んでください' },
  'io.folderHolds': {
    en: 'the folder holds {parts}; hantei never deletes or overwrites them',
    ja: 'フォルダーに{parts}があります。hantei はそれらを消すことも上書きすることもありません',
  },
  'io.notOurs': { en: 'files hantei did not write ({names})', ja: 'hantei が書いていないファイル({names})' },
  'io.edited': { en: 'files changed since hantei wrote them ({names})', ja: 'hantei が書いた後に変更されたファイル({names})' },
  'io.folderHoldsHint': {
    en: "choose a new or empty folder, or add --force to replace only hantei's own files there (other files are kept)",
    ja: '新しいか空のフォルダーを選ぶか、--force を付けてそこにある hantei 自身のファイルだけを置き換えてください(ほかのファイルは残ります)',
  },
  'cards.cardError': { en: 'card "{name}": {why}', ja: 'カード "{name}": {why}' },
  'deck.libraryTooSmall': {
    en: 'the library has {n} card{s}; a check reveals 2',
    ja: 'ライブラリーは {n} 枚です。判定では2枚をめくります',
  },
  'deck.addCards': {
    en: 'add cards to the main deck (sideboard cards are not in the library)',
    ja: 'メインデッキにカードを加えてください(サイドボードのカードはライブラリーに入りません)',
  },
  'balance.rulesetsEmpty': { en: '--rulesets is empty', ja: '--rulesets が空です' },
  'balance.rulesetsExample': { en: 'e.g. --rulesets v1,v2', ja: '例: --rulesets v1,v2' },
  'cards.unknown': { en: 'unknown card "{name}"', ja: '不明なカード "{name}"' },
  'cards.didYouMean': { en: 'did you mean {names}?', ja: 'もしかして {names}?' },
  'cards.import': {
    en: 'import card data with "hantei cards import FILE"',
    ja: '"hantei cards import FILE" でカードデータを取り込んでください',
  },
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
  'solve.wholeNumber': {
    en: '--{flag} must be a whole number from {min} to 10000, got "{v}"',
    ja: '--{flag} は {min} から 10000 までの整数で指定してください(指定された値: "{v}")',
  },
  'solve.eg': { en: 'e.g. --{flag} {n}', ja: '例: --{flag} {n}' },
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
  'serve.targets': { en: 'targets must map labels to rates from 0 to 1', ja: '目標はラベルごとに 0 から 1 の成功率で指定してください' },
  'serve.noAcross': { en: '{system} has no parameter to hold a table across', ja: '{system} には表の列にできるパラメーターがありません' },
  // the workbench (serve/)
  'serve.noAnalysis': { en: 'no analysis "{name}" in the study', ja: 'スタディに分析 "{name}" がありません' },
  'serve.paramsObject': { en: '"params" must be an object', ja: '"params" はオブジェクトでなければなりません' },
  // the CLI
  'cli.hint': { en: 'hint', ja: 'ヒント' },
  'cli.seeHelp': { en: 'add --help to the command to see its options', ja: 'コマンドに --help を付けるとオプションの一覧が出ます' },
  'cli.listsOptions': { en: 'hantei {command} --help lists its options', ja: 'hantei {command} --help でオプションの一覧が出ます' },
  'cli.notOptionOf': {
    en: '--{flag} is not an option of {command} {system}: it belongs to {homes}',
    ja: '--{flag} は {command} {system} のオプションではありません({homes} のオプションです)',
  },
  'cli.noSystem': {
    en: '{command} has no {system} (it is for {offered}){elsewhere}',
    ja: '{command} に {system} はありません({offered} 用です){elsewhere}',
  },
  'cli.systemHas': { en: '; {system} has {commands}', ja: '。{system} には {commands} があります' },
  'list.and': { en: ' and ', ja: '、' },
  'list.others': { en: 'others', ja: 'ほか' },
  'cli.nameCommand': { en: 'name a command (hantei --help lists them)', ja: 'コマンドを指定してください(hantei --help で一覧が出ます)' },
  'cli.repeated': { en: '--{k} is given {n} times; give it once', ja: '--{k} が {n} 回指定されています。1回だけ指定してください' },
  'cli.repeatedHint': { en: 'hantei uses one --{k}; remove the others', ja: 'hantei が使う --{k} は1つです。ほかを消してください' },
} as const satisfies Record<string, { en: string; ja: string }>;

/** The id of a catalogue message. */
export type MessageId = keyof typeof MESSAGES;

function say(v: MessageParam | undefined, lang: MessageLang): string {
  return v === undefined ? '' : typeof v === 'object' ? v.text(lang) : String(v);
}

class CatalogueMessage implements Message {
  constructor(
    readonly id: MessageId,
    readonly params: Readonly<Record<string, MessageParam>>,
  ) {}

  text(lang: MessageLang): string {
    // a brace that names no parameter stays as written (hints quote YAML maps)
    return MESSAGES[this.id][lang].replace(/\{(\w+)\}/g, (all, k: string) => (k in this.params ? say(this.params[k], lang) : all));
  }

  // string interpolation of a message (older call sites) gives its English text, never "[object Object]"
  toString(): string {
    return this.text('en');
  }
}

class ListMessage implements Message {
  readonly id = 'list.or';
  constructor(private readonly items: readonly MessageParam[]) {}

  text(lang: MessageLang): string {
    return this.items.map((x) => say(x, lang)).join(MESSAGES['list.or'][lang]);
  }

  toString(): string {
    return this.text('en');
  }
}

class AndMessage implements Message {
  readonly id = 'list.and';
  constructor(private readonly items: readonly MessageParam[]) {}

  text(lang: MessageLang): string {
    const xs = this.items.map((x) => say(x, lang));
    if (xs.length <= 1) return xs.join('');
    // English: "a, b and c"; Japanese: "a、b、c"
    return lang === 'en' ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : xs.join(MESSAGES['list.and'].ja);
  }

  toString(): string {
    return this.text('en');
  }
}

/**
 * Items joined by "and" (`a, b and c`; `a、b、c` in Japanese).
 *
 * @example
 * msg('cli.noSystem', { command: 'opposed', system: 'drawsteel', offered: andList(['2d6', 'mtg']), elsewhere: '' });
 */
export function andList(items: readonly MessageParam[]): Message {
  return new AndMessage(items);
}

// yargs' own messages (it says them in English): the few users meet, in Japanese
const YARGS_JA: ReadonlyArray<[RegExp, string]> = [
  [/^Unknown arguments?: (.*)$/, '不明な引数: $1'],
  [/^Missing required arguments?: (.*)$/, '必須の引数がありません: $1'],
  [/^Not enough non-option arguments: got (\d+), need at least (\d+)$/, '引数が足りません(指定 $1 個、必要 $2 個以上)'],
  [/^Too many non-option arguments: got (\d+), maximum of (\d+)$/, '引数が多すぎます(指定 $1 個、最大 $2 個)'],
  [/^Invalid values?: Argument: ([^,]+), Given: (.*), Choices: (.*)$/, '不正な値: 引数 $1、指定された値 $2、選択肢 $3'],
  [/^name a command \(hantei --help lists them\)$/, MESSAGES['cli.nameCommand'].ja],
];

class YargsMessage implements Message {
  readonly id = 'yargs';
  constructor(private readonly value: string) {}

  text(lang: MessageLang): string {
    if (lang === 'en') return this.value;
    for (const [re, ja] of YARGS_JA) if (re.test(this.value)) return this.value.replace(re, ja);
    return this.value;
  }

  toString(): string {
    return this.value;
  }
}

/**
 * A message of the command-line parser (yargs), in English as it says it, or the catalogue's Japanese for the common ones.
 *
 * @example
 * new HanteiError('usage', yargsMessage('Unknown argument: abilty'));
 */
export function yargsMessage(text: string): Message {
  return new YargsMessage(text);
}

class SameMessage implements Message {
  readonly id = 'verbatim';
  constructor(private readonly value: string) {}

  text(): string {
    return this.value;
  }

  toString(): string {
    return this.value;
  }
}

/**
 * A catalogue message with its parameters.
 *
 * @example
 * throw new HanteiError('range', msg('value.empty', { p: '--ability' }));
 */
export function msg(id: MessageId, params: Readonly<Record<string, MessageParam>> = {}): Message {
  return new CatalogueMessage(id, params);
}

/**
 * Names joined by "or" (`"a" or "b"`; `"a" または "b"` in Japanese), each in quotes.
 *
 * @example
 * msg('param.didYouMeanSuffix', { names: quotedOr(['ability']) });
 */
export function quotedOr(names: readonly string[]): Message {
  return new ListMessage(names.map((n) => `"${n}"`));
}

/**
 * A text no catalogue translates (a parser's or the file system's words), the same in every language.
 *
 * @example
 * msg('ruleset.notYaml', { why: verbatim(parserMessage) });
 */
export function verbatim(text: string): Message {
  return new SameMessage(text);
}

class LabelMessage implements Message {
  readonly id = 'label';
  constructor(private readonly words: Readonly<Record<MessageLang, string>>) {}

  text(lang: MessageLang): string {
    return this.words[lang];
  }

  toString(): string {
    return this.words.en;
  }
}

/**
 * A word given in both languages (a system's parameter label) as a message.
 *
 * @example
 * msg('param.mustBe', { label: labelled(param.label), bounds });
 */
export function labelled(words: Readonly<Record<MessageLang, string>>): Message {
  return new LabelMessage(words);
}

// names a message quoted and joined with "and" ("A" and "B"), as a list said in each language
const QUOTED_AND = /^"[^"]*"(?: and "[^"]*")+$/;

/**
 * The catalogue message among `ids` whose English a text is (its parameters
 * read back from the text), or the text as it is: for words kept in English
 * where they are stored (a deck's `assumptions` and `notes`), said again in
 * another language.
 *
 * @example
 * recognise(deck.assumptions[0], ['deck.sideboardTooBig']).text('ja');
 */
export function recognise(text: string, ids: readonly MessageId[]): Message {
  for (const id of ids) {
    const names: string[] = [];
    const pattern = MESSAGES[id].en
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return part === 's' ? '(s?)' : '(.+?)';
      })
      .join('');
    const m = new RegExp(`^${pattern}$`).exec(text);
    if (!m) continue;
    const params: Record<string, MessageParam> = {};
    names.forEach((n, i) => {
      const v = m[i + 1];
      params[n] = QUOTED_AND.test(v) ? labelled({ en: v, ja: v.split('" and "').join('"、"') }) : v;
    });
    return msg(id, params);
  }
  return verbatim(text);
}

/**
 * A text in a language: a message said in it, a plain string as it is.
 *
 * @example
 * sayIn(e.hintText ?? '', 'ja');
 */
export function sayIn(t: Text, lang: MessageLang): string {
  return typeof t === 'string' ? t : t.text(lang);
}

/**
 * Every message of the catalogue, for the tests that a Japanese output shows none of them in English.
 *
 * @example
 * for (const m of messageWords()) expect(jaText).not.toContain(m.en);
 */
export function messageWords(): ReadonlyArray<{ en: string; ja: string }> {
  return Object.values(MESSAGES);
}

// the language the CLI prints its messages in (set once as it starts; the library and the server say English unless asked)
let processLang: MessageLang = 'en';

/**
 * The language of the messages a process prints itself (warnings and notes on stderr); the CLI sets it from `--lang` or the locale.
 *
 * @example
 * useMessageLang(messageLangOf(argv, process.env));
 */
export function useMessageLang(lang: MessageLang): void {
  processLang = lang;
}

/**
 * The language set by `useMessageLang` (English by default).
 *
 * @example
 * process.stderr.write(`hantei: ${note.text(messageLang())}\n`);
 */
export function messageLang(): MessageLang {
  return processLang;
}

/**
 * The language of messages a user chose: `--lang` on the command line, else
 * the locale (LC_ALL, LC_MESSAGES, LANG: `ja_JP.UTF-8` → Japanese), else English.
 *
 * @example
 * messageLangOf(['exact', '2d6', '--lang', 'ja'], process.env); // 'ja'
 */
export function messageLangOf(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): MessageLang {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = a === '--lang' ? argv[i + 1] : a.startsWith('--lang=') ? a.slice('--lang='.length) : undefined;
    if (v === 'ja' || v === 'en') return v;
  }
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^ja([_.@-]|$)/i.test(locale) ? 'ja' : 'en';
}
