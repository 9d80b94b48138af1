/*
 * Why a ruleset key cannot matter to a command (`rulesets --keys`' notes, the
 * note or refusal when a ruleset file or --vary changes such a key): each
 * system's reasons, in English and Japanese.
 */
export const KEY_USE = {
  'use.mtg.singleReturns': {
    en: 'a single check ends before the boost cards come back from the bottom or exile',
    ja: '1回の判定は、ブーストしたカードがライブラリーの下や追放から戻る前に終わります',
  },
  'use.mtg.contestReturns': {
    en: 'a contest ends before its library reaches the cards put back',
    ja: '対決判定は、ライブラリーが戻したカードに届く前に終わります',
  },
  'use.rangeGiven': {
    en: 'the difficulty range is the default grid of single checks; {how}',
    ja: '難易度の範囲は単独の判定の既定のグリッドです。{how}',
  },
  'use.mtg.opposedDifficulty': { en: 'opposed takes --difficulty (0 by default)', ja: 'opposed は --difficulty を使います(既定 0)' },
  'use.mtg.turnDifficulty': { en: 'each check of --checks names its difficulty', ja: '--checks の各判定が自分の難易度を書きます' },
  'use.noReaction': {
    en: 'a single check has no reaction side (the key is for opposed)',
    ja: '1回の判定には受動側がありません(このキーは opposed 用です)',
  },
  'use.sessionNoReaction': {
    en: 'a session has no reaction side (the key is for opposed)',
    ja: 'セッションには受動側がありません(このキーは opposed 用です)',
  },
  'use.guideLabels': {
    en: 'the guide only labels difficulties in tables of single checks; {where}',
    ja: '目安は単独の判定の表で難易度に名前を付けるだけです。{where}',
  },
  'use.noDifficulty': { en: 'a contest has no difficulty', ja: '対決判定には難易度がありません' },
  'use.sessionDifficulty': {
    en: "session tables show each check's own difficulty",
    ja: 'セッションの表はそれぞれの判定の難易度を示します',
  },
  'use.compareByNumber': {
    en: "compare lines rulesets up by difficulty number, without the guide's words",
    ja: 'compare はルールセットを難易度の数値で並べ、目安の名前は使いません',
  },
  'use.fumbleFails': {
    en: 'a fumble fails whatever its achievement, and {what}',
    ja: 'ファンブルは達成値にかかわらず失敗です。そして{what}',
  },
  'use.tuneRates': { en: 'tune reads success rates only', ja: 'tune は成功率だけを読みます' },
  'use.compareRates': { en: 'compare ranks differences in success rates', ja: 'compare は成功率の差で順位を付けます' },
  'use.fumbleLoses': { en: 'a fumbling side loses the contest outright', ja: 'ファンブルした側は対決判定にそのまま負けます' },
  'use.sessionCounts': { en: 'a session counts successes and courage', ja: 'セッションは成功と勇気を数えます' },
  'use.gradesShown': {
    en: '{what}; grades are shown by exact, simulate and report',
    ja: '{what}。グレードは exact、simulate、report が示します',
  },
  'use.tuneReads': { en: 'tune reads success rates', ja: 'tune は成功率を読みます' },
  'use.combatCounts': { en: 'combat counts successful steps', ja: 'combat は成功したステップを数えます' },
} as const;
