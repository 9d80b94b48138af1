/*
 * The --help texts of every command and option (yargs shows them; cli/ says them in the process's language).
 * `{x}` marks a placeholder.
 */

export const HELP = {
  'help.tune.targets': {
    en: 'labelled target success rates: easy=0.8,normal=0.5,hard=0.2',
    ja: '名前つきの目標成功率: easy=0.8,normal=0.5,hard=0.2',
  },
  'help.tune.json': { en: 'also write the table as JSON to this file', ja: '表を JSON でこのファイルにも書き出します' },
  'help.tune.pick': {
    en: 'with --across: the success over the values that is held to the target: mean (default), worst (lowest) or median',
    ja: '--across と併用: 値ごとの成功率のどれを目標に合わせるか。mean(平均、既定)、worst(最低)、median(中央値)',
  },
  'help.tune.tolerance': {
    en: 'with --across: flag a pick that misses its target by more than this rate (default 0.1)',
    ja: '--across と併用: 目標からこの率より大きく外れる選択に印を付けます(既定 0.1)',
  },
  'help.tune.format': {
    en: 'output format (markdown and html: the --across table for a scenario book)',
    ja: '出力形式(markdown と html: シナリオブック用の --across の表)',
  },
  'help.compare.top': { en: 'rows shown in the table (largest differences first)', ja: '表に示す行数(差の大きい順)' },
  'help.compare.report': {
    en: 'also write an HTML report with difference heatmaps to this folder',
    ja: '差のヒートマップつきの HTML レポートをこのフォルダにも書き出します',
  },
  'help.cards': {
    en: 'card data: import Scryfall or MTGJSON bulk data, look a card up',
    ja: 'カードデータ: Scryfall や MTGJSON の一括データの取り込み、カードの検索',
  },
  'help.cards.importIndex': {
    en: 'write the index here instead (then pass it to decks with --cards FILE)',
    ja: 'インデックスを代わりにここへ書き出します(デッキには --cards FILE で渡します)',
  },
  'help.cards.merge': {
    en: 'add to the cards the index holds (cards of the same name are replaced) instead of replacing the index',
    ja: 'インデックスを置き換えず、今あるカードに追加します(同名のカードは置き換え)',
  },
  'help.cards.show': {
    en: 'look a card up as decks resolve it (bundled data, then --cards or the imported index)',
    ja: 'デッキが解決するとおりにカードを検索します(同梱データ、次に --cards か取り込んだインデックス)',
  },
  'help.cards.updateIndex': { en: 'write the index here instead', ja: 'インデックスを代わりにここへ書き出します' },
  'help.cards.progress': {
    en: 'draw the progress bar even when stderr is not a terminal (default: only on a terminal)',
    ja: '標準エラー出力が端末でなくても進捗バーを表示します(既定: 端末のときだけ)',
  },
  'help.cards.info': {
    en: 'which card data decks use: the bundled snapshot (its source, date, what it lacks) and the imported index',
    ja: 'デッキが使うカードデータ: 同梱のスナップショット(出典、日付、欠けているもの)と取り込んだインデックス',
  },
  'help.check.cards': { en: 'extra card data (JSON) to resolve names against', ja: 'カード名の解決に使う追加のカードデータ(JSON)' },
  'help.check.critical': {
    en: 'names of critical cards, comma-separated ("Name,Name")',
    ja: 'クリティカルのカード名(カンマ区切り、"Name,Name")',
  },
  'help.format': { en: 'output format', ja: '出力形式' },
  'help.out': { en: 'write to this file instead of stdout', ja: '標準出力の代わりにこのファイルへ書き出します' },
  'help.lang': { en: 'language of labels', ja: '表示の言語' },
  'help.quiet': { en: 'no progress on stderr', ja: '標準エラー出力に進捗を出しません' },
  'help.yes': {
    en: 'lift the work budget (the run may take very long)',
    ja: '作業量の上限を外します(実行にとても長くかかることがあります)',
  },
  'help.trials': { en: 'simulated checks per cell (1e6, 5000000 …)', ja: 'セルごとのシミュレーションの判定回数(1e6、5000000 など)' },
  'help.seed': {
    en: 'master seed: same seed, same numbers, at any thread count',
    ja: 'マスターシード: 同じシードならスレッド数によらず同じ数値になります',
  },
  'help.threads': { en: 'worker threads (0 = run in the main thread)', ja: 'ワーカースレッド数(0 ならメインスレッドで実行)' },
  'help.shard': {
    en: 'run part I of N of the seed plan (I/N) and write a part file for hantei merge',
    ja: 'シード計画の N 分割のうち I 番目(I/N)を実行し、hantei merge 用のパートファイルを書き出します',
  },
  'help.deck': { en: 'inspect decks', ja: 'デッキを調べます' },
  'help.deck.inspect': {
    en: 'the resolved library: counts by mana value and check colour, colourless cards (the boost)',
    ja: '解決したライブラリー: マナ総量別・判定の色別の枚数、無色のカード(行動判定ブースト用)',
  },
  'help.merge': {
    en: 'combine the part files of a sharded run (--shard I/N) into the one-machine result',
    ja: '分割実行(--shard I/N)のパートファイルを1台で実行したときの結果にまとめます',
  },
  'help.merge.parts': { en: 'part files written by --shard runs', ja: '--shard の実行が書き出したパートファイル' },
  'help.merge.out': {
    en: 'where the merged output goes (a file, or the report folder for report)',
    ja: 'まとめた出力の書き出し先(ファイル、report ならレポートのフォルダ)',
  },
  'help.merge.force': {
    en: "report: replace only hantei's files there; keep the rest",
    ja: 'report: そこにある hantei のファイルだけを置き換え、ほかは残します',
  },
  'help.report': {
    en: 'run a study file and write an HTML report with charts, JSON and CSV',
    ja: 'スタディのファイルを実行し、グラフつきの HTML レポートと JSON・CSV を書き出します',
  },
  'help.report.study': { en: 'study file (YAML)', ja: 'スタディのファイル(YAML)' },
  'help.report.from': {
    en: 'rebuild the report from a saved results.json, without simulating',
    ja: '保存した results.json からシミュレーションなしでレポートを作り直します',
  },
  'help.report.out': {
    en: 'output folder (default reports/out/<study name>/, or the folder of --from)',
    ja: '出力フォルダ(既定は reports/out/<スタディ名>/、または --from のフォルダ)',
  },
  'help.report.force': {
    en: "replace only hantei's files there; keep the rest",
    ja: 'そこにある hantei のファイルだけを置き換え、ほかは残します',
  },
  'help.report.lang': { en: "language of the report (default: the study's)", ja: 'レポートの言語(既定: スタディの言語)' },
  'help.report.threads': { en: 'worker threads for simulations', ja: 'シミュレーションのワーカースレッド数' },
  'help.report.check': {
    en: "judge the study's expect: entries; exit 1 if any fails",
    ja: 'スタディの expect: の各項目を判定し、1つでも満たさなければ終了コード 1 で終わります',
  },
  'help.report.junit': {
    en: 'write the expectations as JUnit XML to this file',
    ja: '期待条件の結果を JUnit XML でこのファイルに書き出します',
  },
  'help.report.shard': {
    en: "run part I of N of the study's simulations (I/N) and write a part file (to --out, a file) for hantei merge",
    ja: 'スタディのシミュレーションの N 分割のうち I 番目(I/N)を実行し、hantei merge 用のパートファイルを(--out のファイルへ)書き出します',
  },
  'help.rulesets': {
    en: 'list ruleset presets, or print one as a YAML file to edit',
    ja: 'ルールセットのプリセットを一覧するか、1つを編集用の YAML ファイルとして出力します',
  },
  'help.rulesets.show': { en: 'print this preset as YAML', ja: 'このプリセットを YAML で出力します' },
  'help.rulesets.keys': { en: 'which ruleset keys each command uses', ja: '各コマンドが使うルールセットのキー' },
  'help.scenario.vary': {
    en: 'ruleset keys as axes: KEY=RANGE,… (one simulation per combination)',
    ja: '軸にするルールセットのキー: KEY=RANGE,…(組み合わせごとに1回シミュレーション)',
  },
  'help.serve': {
    en: 'the balance workbench: edit a ruleset in the browser and see every chart change',
    ja: 'バランス調整ワークベンチ: ブラウザでルールセットを編集し、すべてのグラフの変化を見ます',
  },
  'help.serve.study': {
    en: 'study file (default: the bundled reports/balance.yaml)',
    ja: 'スタディのファイル(既定: 同梱の reports/balance.yaml)',
  },
  'help.serve.port': { en: 'port (0 picks a free one)', ja: 'ポート番号(0 なら空いているポート)' },
  'help.serve.host': { en: 'address to bind (only this machine by default)', ja: '待ち受けるアドレス(既定ではこのマシンからだけ)' },
  'help.serve.open': { en: 'open the page in a browser', ja: 'ページをブラウザで開きます' },
  'help.serve.write': {
    en: "let the page save the ruleset and study into the study's folder",
    ja: 'ページがルールセットとスタディをスタディのフォルダに保存できるようにします',
  },
  'help.serve.threads': {
    en: 'worker threads for simulations (default: the number of cores)',
    ja: 'シミュレーションのワーカースレッド数(既定: コア数)',
  },
  'help.init.file': { en: 'the study file to write', ja: '書き出すスタディのファイル' },
  'help.init.system': { en: 'the rule system the study analyses', ja: 'スタディが分析するルールシステム' },
  'help.init.deck': { en: 'mtg: deck files (default: the bundled decks)', ja: 'mtg: デッキのファイル(既定: 同梱のデッキ)' },
  'help.init.lang': { en: 'language of the comments and the report', ja: 'コメントとレポートの言語' },
  'help.serve.cardsFrom': {
    en: 'where the page\'s "get every card" button updates card data from: a URL or a downloaded file (default: MTGJSON\'s AtomicCards, as hantei cards update)',
    ja: 'ページの「全カードを取得」ボタンがカードデータを更新する元: URL かダウンロード済みのファイル(既定: hantei cards update と同じ MTGJSON の AtomicCards)',
  },
  'help.deck.partial': {
    en: 'show the statistics of the known cards when some names are unknown (the command still exits 1)',
    ja: '不明なカード名があっても、分かっているカードの統計を表示します(終了コードは 1 のまま)',
  },
  'help.solve': {
    en: "the ruleset values that make a study's expectations hold: ranked candidates on exact odds",
    ja: 'スタディの期待条件を満たすルールセットの値: 厳密な確率で順位をつけた候補',
  },
  'help.solve.study': { en: 'study file (YAML) with expect: entries', ja: 'expect: の項目があるスタディのファイル(YAML)' },
  'help.solve.vary': {
    en: 'ruleset keys and the values to try: KEY=RANGE,… e.g. modifiers.same=3..6,modifiers.allied=1..4',
    ja: '試すルールセットのキーと値: KEY=RANGE,… 例 modifiers.same=3..6,modifiers.allied=1..4',
  },
  'help.solve.analysis': {
    en: 'the analyses to solve, comma-separated (default: every check analysis whose system has the keys)',
    ja: '解く分析(カンマ区切り、既定: そのキーを持つシステムの判定の分析すべて)',
  },
  'help.solve.top': { en: 'candidates shown and written, best first', ja: '表示し書き出す候補の数(良い順)' },
  'help.solve.restarts': {
    en: 'starts of the coordinate descent used above the budget (the first is the current ruleset)',
    ja: '上限を超えたときに使う座標降下法の開始点の数(最初は今のルールセット)',
  },
  'help.solve.json': {
    en: 'also write the candidates as hantei.solve/1 JSON to this file',
    ja: '候補を hantei.solve/1 形式の JSON でこのファイルにも書き出します',
  },
  'help.solve.writeRuleset': {
    en: "write the best candidate as a ruleset file (extends the study's, only the changed keys)",
    ja: '最良の候補をルールセットのファイルとして書き出します(スタディのルールセットを extends し、変えたキーだけ)',
  },
  'help.tuneSystem': { en: '{system}: tune --{flag}', ja: '{system}: tune で --{flag} を調整' },
  'help.tune.acrossDecks': {
    en: 'one pick for every value of this parameter: decks (the whole table of players)',
    ja: 'このパラメーターの値ごとに1つを選びます: デッキ(卓のプレイヤー全員)',
  },
  'help.tune.acrossParam': {
    en: 'one pick for every value of this parameter: e.g. {flag}',
    ja: 'このパラメーターの値ごとに1つを選びます: 例 {flag}',
  },
  'help.compareSystem': { en: '{system}: compare --rulesets A,B (or decks)', ja: '{system}: compare --rulesets A,B(またはデッキ)' },
  'help.compare.rulesets': {
    en: 'rulesets to compare, comma-separated: presets ({presets}) or files',
    ja: '比べるルールセット(カンマ区切り): プリセット({presets})またはファイル',
  },
  'help.cards.import': {
    en: 'stream Scryfall bulk data (oracle_cards, default_cards, all_cards, an API list) or MTGJSON (AtomicCards, AllPrintings, a set file), plain, .gz or .xz, into the local index ({path}); it replaces the index unless --merge',
    ja: 'Scryfall の一括データ(oracle_cards、default_cards、all_cards、API のリスト)か MTGJSON(AtomicCards、AllPrintings、セットのファイル)を、無圧縮・.gz・.xz のまま読みながらローカルのインデックス({path})に取り込みます。--merge がなければインデックスを置き換えます',
  },
  'help.cards.update': {
    en: "download current card data and swap it in as the imported index ({path}): MTGJSON AtomicCards.json.xz, checked against its published SHA-256 (or --scryfall: Scryfall's default_cards); HTTPS_PROXY / HTTP_PROXY are used when set (NO_PROXY respected); Ctrl-C or a failed download leaves the previous index",
    ja: '最新のカードデータをダウンロードし、取り込んだインデックス({path})と入れ替えます: MTGJSON の AtomicCards.json.xz を公開された SHA-256 で確かめます(--scryfall なら Scryfall の default_cards)。HTTPS_PROXY / HTTP_PROXY が設定されていれば使います(NO_PROXY も守ります)。Ctrl-C やダウンロードの失敗では前のインデックスが残ります',
  },
  'help.cards.from': {
    en: 'a URL or a downloaded file instead of {url} (a FILE.sha256 next to it is checked)',
    ja: '{url} の代わりに使う URL かダウンロード済みのファイル(隣の FILE.sha256 で確かめます)',
  },
  'help.cards.scryfall': {
    en: "Scryfall's default_cards ({url}) instead of MTGJSON",
    ja: 'MTGJSON の代わりに Scryfall の default_cards({url})',
  },
  'help.check.ruleset': {
    en: 'ruleset: {presets} | FILE.yaml (default {preset})',
    ja: 'ルールセット: {presets} | FILE.yaml(既定 {preset})',
  },
  'help.check.vary': {
    en: 'ruleset keys as grid axes: KEY=RANGE,… e.g. {example} (the keys: "hantei rulesets {system} --keys")',
    ja: 'グリッドの軸にするルールセットのキー: KEY=RANGE,… 例 {example}(キーの一覧: "hantei rulesets {system} --keys")',
  },
  'help.maxCells': { en: 'refuse grids of more cells than this (default {n})', ja: 'セル数がこれを超えるグリッドを断ります(既定 {n})' },
  'help.maxTrials': {
    en: 'refuse runs of more simulated checks in all than this (default {n})',
    ja: 'シミュレーションの判定回数の合計がこれを超える実行を断ります(既定 {n})',
  },
  'help.maxCards': { en: 'refuse decks of more cards than this (default {n})', ja: '枚数がこれを超えるデッキを断ります(既定 {n})' },
  'help.paramDefault': { en: '{describe} (default {value})', ja: '{describe}(既定 {value})' },
  'help.init': {
    en: 'write a commented starter study for a system (or with --rule a starter rule file), never over an existing file',
    ja: 'システムのコメントつきスタディのひな形(--rule ならルールファイルのひな形)を書き出します。既存のファイルは上書きしません',
  },
  'help.init.rule': {
    en: 'write a commented starter rule file (kind: hantei.rule/1) to FILE',
    ja: 'コメントつきのルールファイルのひな形(kind: hantei.rule/1)を FILE に書き出します',
  },
  'help.hantei': {
    en: 'How tabletop-RPG check rules really behave: exact odds, Monte Carlo, reports.',
    ja: 'TRPG の判定ルールが実際にどう働くか: 厳密な確率、モンテカルロ、レポート。',
  },
  'help.exact': { en: 'exact odds of single checks over a grid of parameters', ja: 'パラメーターのグリッド上の1回の判定の厳密な確率' },
  'help.simulate': { en: 'Monte Carlo of single checks on the worker pool', ja: 'ワーカープールでの1回の判定のモンテカルロ' },
  'help.tune': {
    en: 'the difficulty whose success rate is closest to each target rate, as a difficulty table',
    ja: '成功率が各目標成功率に最も近い難易度(難易度表)',
  },
  'help.compare': {
    en: 'rulesets (or decks) side by side on one grid: differences, largest first',
    ja: '1つのグリッドでルールセット(またはデッキ)を並べて比べます: 差の大きい順',
  },
} as const satisfies Record<string, { en: string; ja: string }>;
