/*
 * The catalogue's words for rule files (kind: hantei.rule/1, systems/rule/), in English and Japanese;
 * core/messages.ts joins every area into the one catalogue.
 */

export const RULE = {
  'rule.notRule': {
    en: 'not a rule file: "kind" must be hantei.rule/1',
    ja: 'ルールファイルではありません: "kind" は hantei.rule/1 にしてください',
  },
  'rule.notRuleHint': {
    en: 'start the file with "kind: hantei.rule/1" (hantei init --rule FILE writes a starter)',
    ja: 'ファイルの先頭に "kind: hantei.rule/1" と書いてください(hantei init --rule FILE でひな形を書き出せます)',
  },
  'rule.notMap': { en: '"{path}" must be a map of keys', ja: '"{path}" はキーのマップで書いてください' },
  'rule.unknownKey': { en: 'unknown key "{path}"', ja: '不明なキー "{path}"' },
  'rule.missing': { en: '"{path}" is missing', ja: '"{path}" がありません' },
  'rule.missingHint': { en: 'e.g. {example}', ja: '例: {example}' },
  'rule.notWhole': { en: '"{path}" must be a whole number, got {got}', ja: '"{path}" は整数で指定してください(指定された値: {got})' },
  'rule.notWholeList': {
    en: '"{path}" must be a list of whole numbers, got {got}',
    ja: '"{path}" は整数のリストで指定してください(指定された値: {got})',
  },
  'rule.notOneOf': {
    en: '"{path}" must be one of {list}, got {got}',
    ja: '"{path}" は {list} のいずれかにしてください(指定された値: {got})',
  },
  'rule.notBool': {
    en: '"{path}" must be true or false, got {got}',
    ja: '"{path}" は true か false で指定してください(指定された値: {got})',
  },
  'rule.notLabel': {
    en: '"{path}" must give the words in English and Japanese: {en: …, ja: …}',
    ja: '"{path}" は英語と日本語の両方で書いてください: {en: …, ja: …}',
  },
  'rule.badNotation': {
    en: '"{path}": the dice notation "{text}" does not read at "{rest}": {why}',
    ja: '"{path}": ダイス表記 "{text}" が "{rest}" の箇所で読めません: {why}',
  },
  'rule.notationHint': {
    en: 'dice are written like 2d6+ability, 4d6kh3, 2d20kl1, 5d10>=8, d6!, d20ro1, 4dF, d%, d{0,0,1,1,1,2}, (dice)d6',
    ja: 'ダイスは 2d6+ability、4d6kh3、2d20kl1、5d10>=8、d6!、d20ro1、4dF、d%、d{0,0,1,1,1,2}、(dice)d6 のように書きます',
  },
  'rule.badExpr': {
    en: '"{path}": the expression "{text}" does not read at "{rest}": {why}',
    ja: '"{path}": 式 "{text}" が "{rest}" の箇所で読めません: {why}',
  },
  'rule.exprHint': {
    en: 'write whole numbers and parameters with + - * / ( ), comparisons, a ? b : c, min(), max(); parameters: {params}',
    ja: '整数とパラメーターを + - * / ( )、比較、a ? b : c、min()、max() でつないでください。パラメーター: {params}',
  },
  'rule.unknownParam': { en: '"{path}" names an unknown parameter "{name}"', ja: '"{path}" に不明なパラメーター "{name}" があります' },
  'rule.unknownName': { en: '"{path}" names no {what} "{name}"', ja: '"{path}" の "{name}" という{what}はありません' },
  'rule.what.pool': { en: 'pool', ja: 'ダイスプール' },
  'rule.what.tier': { en: 'tier', ja: '段階' },
  'rule.explodeDepth': {
    en: '"{path}" explodes with no depth limit',
    ja: '"{path}" の振り足しに回数の上限がありません',
  },
  'rule.explodeDepthHint': {
    en: 'state one, e.g. explode: {on: [{face}], depth: 10} (after notation: dice: {notation: "d6!", explode: {depth: 10}}): each die rolls again at most that many times, and the odds cut off are reported',
    ja: '上限を書いてください(例: explode: {on: [{face}], depth: 10}、表記なら dice: {notation: "d6!", explode: {depth: 10}})。各ダイスはその回数まで振り足し、打ち切った確率は報告されます',
  },
  'rule.faceOutside': {
    en: '"{path}" names {value}, which the die never shows (its faces: {faces})',
    ja: '"{path}" の {value} はダイスに出ない目です(ダイスの目: {faces})',
  },
  'rule.outsideDice': {
    en: '"{path}" = {value} lies outside what the dice can show ({min}..{max}), so it never decides anything',
    ja: '"{path}" = {value} はダイスの出る範囲({min}..{max})の外にあり、結果を左右しません',
  },
  'rule.outsideDiceHint': { en: 'pick a value in {min}..{max}', ja: '{min}..{max} の値にしてください' },
  'rule.tierGap': {
    en: 'tiers "{a}" and "{b}" leave {from}..{to} without a tier',
    ja: '段階 "{a}" と "{b}" の間の {from}..{to} がどの段階にも入りません',
  },
  'rule.tierOverlap': {
    en: 'tiers "{a}" and "{b}" both hold {from}..{to}',
    ja: '段階 "{a}" と "{b}" の両方に {from}..{to} が入っています',
  },
  'rule.tierHint': {
    en: 'list the tiers lowest first, each starting one above the last: "{b}" min {next}',
    ja: '段階を低い順に、前の段階の次の値から始めてください: "{b}" の min を {next} に',
  },
  'rule.tierEnds': {
    en: 'the lowest tier "{a}" must have no min and the highest "{b}" no max, so every result has a tier',
    ja: 'すべての結果がどれかの段階に入るよう、最も低い段階 "{a}" には min を、最も高い段階 "{b}" には max を書かないでください',
  },
  'rule.tooLarge': {
    en: 'the dice have too many outcomes for exact odds: about {size} states, over the limit of {max}',
    ja: 'ダイスの結果の数が多すぎて厳密な確率を求められません: 約 {size} 通りで、上限 {max} を超えています',
  },
  'rule.tooLargeAt': {
    en: '"{path}": the dice have too many outcomes for exact odds: about {size} states, over the limit of {max}',
    ja: '"{path}": ダイスの結果の数が多すぎて厳密な確率を求められません: 約 {size} 通りで、上限 {max} を超えています',
  },
  'rule.tooLargeHint': {
    en: 'simulate it instead (hantei simulate {file} …, Monte Carlo), or use fewer dice or a smaller explosion depth',
    ja: '代わりにシミュレーションしてください(hantei simulate {file} …、モンテカルロ法)。またはダイスや振り足しの上限を減らしてください',
  },
  'rule.tooWide': {
    en: 'the results span {lo}..{hi}, wider than hantei counts (±{max})',
    ja: '結果の範囲 {lo}..{hi} が hantei の数えられる幅(±{max})を超えています',
  },
  'rule.tooWideHint': {
    en: 'use fewer dice, smaller faces or a smaller explosion depth',
    ja: 'ダイスの数や面、振り足しの上限を減らしてください',
  },
  'rule.tooManyCategories': {
    en: 'the rule has {n} tiers and naturals, more than {max}',
    ja: 'ルールの段階とナチュラルが {n} 個あり、上限 {max} を超えています',
  },
  'rule.duplicateName': {
    en: '"{name}" names both a tier and a natural',
    ja: '"{name}" が段階とナチュラルの両方の名前になっています',
  },
  'rule.duplicateNameHint': { en: 'give each its own name', ja: 'それぞれ別の名前にしてください' },
  'rule.noDice': { en: '"{path}" rolls no dice', ja: '"{path}" にダイスがありません' },
  'rule.paramRange': {
    en: '"{path}" must have min ≤ default ≤ max, got {min}..{max} with default {default}',
    ja: '"{path}" は min ≤ default ≤ max にしてください(指定: {min}..{max}、既定値 {default})',
  },
  'rule.paramReserved': {
    en: '"{path}": {name} is an option every check command has',
    ja: '"{path}": {name} はすべての判定コマンドにあるオプションです',
  },
  'rule.paramReservedHint': { en: 'name the parameter otherwise', ja: 'パラメーターに別の名前を付けてください' },
  'rule.keepTooMany': {
    en: '"{path}" keeps {keep} of {count} dice',
    ja: '"{path}" は {count} 個のダイスから {keep} 個を残そうとしています',
  },
  'rule.keepHint': { en: 'keep at most the dice rolled', ja: '残す数は振るダイスの数以下にしてください' },
  'rule.rerollAll': {
    en: '"{path}" rerolls every face, so the die never settles',
    ja: '"{path}" はすべての目を振り直すため、ダイスが決まりません',
  },
  'rule.rerollAllHint': { en: 'leave at least one face that stands', ja: '振り直さない目を少なくとも一つ残してください' },
  'rule.opposedTie': {
    en: 'every roll of the opposed check is a tie, and ties roll again',
    ja: '対決判定のすべての結果が引き分けで、引き分けは振り直しになっています',
  },
  'rule.truncated': {
    en: 'explosions stop at depth {depth}: {mass} of the odds lies beyond and is counted at the cut-off',
    ja: '振り足しは {depth} 回で打ち切られます: 確率 {mass} 分がその先にあり、打ち切った値で数えています',
  },
  'rule.initWhat': { en: 'say what to write', ja: '書き出すものを指定してください' },
  'rule.initWhatHint': { en: 'e.g. hantei init --rule my-rule.yaml', ja: '例: hantei init --rule my-rule.yaml' },
  'rule.initExists': { en: '{file} already exists', ja: '{file} はすでにあります' },
  'rule.initExistsHint': {
    en: 'name a new file (init never overwrites one)',
    ja: '新しいファイル名を指定してください(init は上書きしません)',
  },
  'rule.initWrote': {
    en: 'wrote {file}: try hantei exact {file} --difficulty 5..12',
    ja: '{file} を書き出しました: hantei exact {file} --difficulty 5..12 で試せます',
  },
  'rule.label': { en: 'rule file {file}', ja: 'ルールファイル {file}' },
  'rule.tie': { en: 'tie', ja: '引き分け' },
} as const satisfies Record<string, { en: string; ja: string }>;
