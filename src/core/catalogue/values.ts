/*
 * The catalogue's words for values, ranges, parameters and their names (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const VALUES = {
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
} as const satisfies Record<string, { en: string; ja: string }>;
