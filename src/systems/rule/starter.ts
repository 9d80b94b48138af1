/**
 * The commented starter rule `hantei init --rule FILE` writes: a 2d6 check
 * with a parameter, naturals and tiers, each part explained (English, then
 * Japanese), ready to run as `hantei exact FILE --difficulty 5..12`.
 */
export function starterRule(): string {
  return `kind: hantei.rule/1
# A check rule. Run it: hantei exact THIS-FILE --difficulty 5..12
# 判定のルールです。実行: hantei exact このファイル --difficulty 5..12
name: my-rule
label: { en: My 2d6 check, ja: 自分の 2D6 判定 }

# Parameters a check asks for: each becomes an option (--ability 0..4) and a grid axis.
# 判定のパラメーター。それぞれオプション(--ability 0..4)とグリッドの軸になります。
params:
  ability: { min: 0, max: 6, default: 2, label: { en: Ability, ja: 能力値 } }
  difficulty: { min: 2, max: 16, default: 9, label: { en: Difficulty, ja: 難易度 } }

# The dice, in the notation players know: 2d6, 4d6kh3, 2d20kl1, 5d10>=8, d6!, d20ro1, 4dF, d%, d{0,0,1,1,1,2}.
# For what notation cannot say, write a pool: { count: ability, faces: 10, successes: { atLeast: 8 }, explode: { on: [10], depth: 5 } }.
# ダイスはおなじみの表記で書きます。表記で書けないことはプールとして書きます(上の例)。
dice: 2d6 + ability

# Success: the total against the target (>=, > roll over; <=, < roll under). The degree reported: margin, total, or { steps: 5 }.
# 成功: 達成値と目標値の比較(>=、> は上方、<=、< は下方判定)。成功度: margin(差)、total(達成値)、{ steps: 5 }(5 ごとの段階)。
check: { compare: '>=', target: difficulty, degree: margin }

# Natural results on the dice as rolled: each that holds is counted; the first with an effect applies it.
# 出目そのものによる結果: 当てはまるものはすべて数え、効果のある最初のものを適用します。
naturals:
  critical: { label: { en: critical, ja: クリティカル }, when: { faces: [6], all: true }, success: true }
  fumble: { label: { en: fumble, ja: ファンブル }, when: { faces: [1], all: true }, success: false }

# Outcome tiers by the margin, lowest first, each starting one above the last.
# 差による結果の段階。低い順に、前の段階の次の値から始めます。
tiers:
  on: margin
  bands:
    failure: { max: -1, label: { en: failure, ja: 失敗 } }
    success: { min: 0, max: 3, label: { en: success, ja: 成功 } }
    great: { min: 4, label: { en: great success, ja: 大成功 } }
`;
}
