/*
 * The catalogue's words for `hantei init` (English and Japanese): its messages and the comments of the starter study it writes.
 */

export const INIT = {
  'init.head': { en: 'A starter study for {system}. Run it with:', ja: '{system} のスタディのひな形です。次のコマンドで実行します:' },
  'init.edit': {
    en: 'Edit the analyses and the goals below; paths are relative to this file.',
    ja: '下の分析と目標を書き換えてください。パスはこのファイルからの相対パスです。',
  },
  'init.name': { en: 'the report goes to reports/out/{name}/', ja: 'レポートは reports/out/{name}/ に書かれます' },
  'init.title': { en: 'My {system} study', ja: '{system} のスタディ' },
  'init.ruleset': {
    en: 'a preset (hantei rulesets {system}) or a ruleset file',
    ja: 'プリセット(hantei rulesets {system})かルールセットのファイル',
  },
  'init.method': { en: 'exact odds; simulate for Monte Carlo', ja: '厳密な確率。モンテカルロ法なら simulate' },
  'init.params': {
    en: "the command's options without the dashes; a range (0..8) or a list makes a grid",
    ja: 'コマンドのオプション(ダッシュなし)。範囲(0..8)やリストでグリッドになります',
  },
  'init.expect': {
    en: 'Goals: report --check judges each one, hantei solve --vary KEY=RANGE finds ruleset values that meet them.',
    ja: '目標: report --check が1つずつ判定し、hantei solve --vary KEY=RANGE が満たすルールセットの値を探します。',
  },
  'init.mtg.mean': {
    en: 'on-colour checks at difficulty 4 succeed about 55% of the time (± 10 points)',
    ja: '難易度4で自分の色の判定は約55%成功する(± 10ポイント)',
  },
  'init.mtg.order': {
    en: 'on-colour checks are easier than allied ones, and allied easier than enemy ones',
    ja: '自分の色の判定は友好色より易しく、友好色は敵対色より易しい',
  },
  'init.falling': {
    en: 'a higher difficulty is never easier (gap 0 allows a tie)',
    ja: '難易度が高いほうが易しくなることはない(gap 0 は同じ値を許す)',
  },
  'init.dice.target': {
    en: 'judgement value 2 against difficulty 8 succeeds about 40% of the time (± 10 points)',
    ja: '能力値2で難易度8の判定は約40%成功する(± 10ポイント)',
  },
  'init.dice.order': {
    en: 'each harder difficulty succeeds less often, for every value of the first parameter',
    ja: '難しい難易度ほど成功率が低い(最初のパラメーターの値ごとに)',
  },
  'init.dice.bounds': {
    en: 'the middle difficulty stays playable for everyone: its mean success in bounds',
    ja: '中くらいの難易度は誰にでも挑める: 成功率の平均が範囲内',
  },
  'init.wrote': { en: 'wrote {file}; next: {command}', ja: '{file} を書きました。次は: {command}' },
  'init.exists': {
    en: '{file} already exists; init never overwrites a file',
    ja: '{file} はすでにあります。init はファイルを上書きしません',
  },
  'init.existsHint': {
    en: 'name a new file, e.g. hantei init my-other-study.yaml',
    ja: '新しいファイル名を指定してください。例: hantei init my-other-study.yaml',
  },
  'init.cannotWrite': { en: 'cannot write {file}: {why}', ja: '{file} を書けません: {why}' },
  'init.yaml': { en: '{file} is not a .yaml file; a study is YAML', ja: '{file} は .yaml ファイルではありません。スタディは YAML です' },
  'init.yamlHint': { en: 'e.g. hantei init my-study.yaml', ja: '例: hantei init my-study.yaml' },
  'init.noDecks': { en: '--deck: {system} has no decks', ja: '--deck: {system} にはデッキがありません' },
  'init.noDecksHint': { en: 'decks belong to --system mtg', ja: 'デッキは --system mtg で使います' },
} as const satisfies Record<string, { en: string; ja: string }>;
