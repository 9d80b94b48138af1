/*
 * The catalogue's words for the rule files' dice idioms (group rolls, percentile bonus and penalty dice)
 * and for why a notation or an expression does not read, in English and Japanese.
 */

export const RULE_IDIOMS = {
  'rule.why.dropCount': {
    en: 'drop needs a number of dice (write keep: kh or kl)',
    ja: 'ドロップにはダイスの個数を数で書いてください(残すダイスを "kh" か "kl" で書けます)',
  },
  'rule.why.notModifier': { en: '"{ch}" is no dice modifier here', ja: '"{ch}" はここではダイスの修飾子として読めません' },
  'rule.why.termMissing': { en: 'a term is missing', ja: '項が抜けています' },
  'rule.why.noFace': { en: 'a die needs at least one face', ja: 'ダイスには 1 つ以上の面が必要です' },
  'rule.why.onePool': { en: 'one pool of dice here', ja: 'ここに書けるのはダイスプール 1 つです' },
  'rule.why.unexpected': { en: 'unexpected "{t}"', ja: '"{t}" はここには書けません' },
  'rule.why.expected': { en: 'expected "{t}"', ja: '"{t}" が必要です' },
  'rule.why.end': { en: 'unexpected end', ja: '式が途中で終わっています' },
  'rule.why.groupKeep': {
    en: 'a group {…} takes one of its dice: kh1 (the highest) or kl1 (the lowest), or none (their sum)',
    ja: 'グループ {…} は kh1(最も高いダイス)か kl1(最も低いダイス)で 1 つを取るか、何も付けずに合計します',
  },
  'rule.why.groupAlone': {
    en: 'a group {…} is the roll’s only dice (numbers may be added)',
    ja: 'グループ {…} はロールの唯一のダイスとして書いてください(数は足せます)',
  },
  'rule.why.groupItem': {
    en: 'each part of a group {…} is one pool of dice, like d8! or 2d6',
    ja: 'グループ {…} の各要素は d8! や 2d6 のようなダイスプール 1 つです',
  },
  'rule.takeTwice': {
    en: '"take" is "{take}" but the dice notation "{text}" takes "{group}"',
    ja: '"take" は "{take}" ですが、ダイス表記 "{text}" は "{group}" を取ります',
  },
  'rule.takeTwiceHint': {
    en: 'state it once: drop "take", or the group’s kh1/kl1',
    ja: 'どちらか一方だけを書いてください: "take" を消すか、グループの kh1/kl1 を消します',
  },
  'rule.percentileOnly': {
    en: '"{path}": bonus and penalty dice are tens dice of a percentile die, and this pool’s die is not d%',
    ja: '"{path}": ボーナス・ダイスとペナルティー・ダイスはパーセンタイル・ダイス(d%)の十の位のダイスです。このプールのダイスは d% ではありません',
  },
  'rule.percentileOnlyHint': {
    en: 'write the pool as d% (faces: 100), e.g. dice: {notation: d%, bonus: bonus, penalty: penalty}',
    ja: 'プールを d% にしてください(例: "dice: {notation: d%, bonus: bonus, penalty: penalty}")',
  },
  'rule.percentileTooMany': {
    en: '{n} bonus or penalty dice at once: at most {max} (each is a tens die beside the one rolled)',
    ja: 'ボーナス・ダイスかペナルティー・ダイスが {n} 個あります。一度に使えるのは {max} 個までです(どれも十の位のダイスです)',
  },
} as const;
