/*
 * The catalogue's words for the engine, io, core and CLI layers' own errors
 * (merging shard parts, reading user data, finding a cell, writing outputs),
 * in English and Japanese.
 */

export const ENGINE_IO = {
  // a shard part that does not fit the command merging it (engine/shard.ts)
  'shard.refuse': { en: '{field}: {why}', ja: '{field}: {why}' },
  'shard.hint.unedited': {
    en: 'merge the unedited parts of one run (made by the same hantei, command and inputs)',
    ja: '1回の実行で作った、編集していないパートをマージしてください(同じ hantei、コマンド、入力で作ったもの)',
  },
  'shard.hint.changed': {
    en: 'the inputs (decks, study, rulesets) changed since the parts were made',
    ja: 'パートを作った後に入力(デッキ、スタディ、ルールセット)が変わっています',
  },
  'shard.hint.changedOrCut': {
    en: 'the inputs (decks, study, rulesets) changed since the parts were made, or the part was cut short',
    ja: 'パートを作った後に入力(デッキ、スタディ、ルールセット)が変わったか、パートが途中で切れています',
  },
  'shard.hint.changedOrEdited': {
    en: 'the inputs (decks, study, rulesets) changed since the parts were made, or the part was edited',
    ja: 'パートを作った後に入力(デッキ、スタディ、ルールセット)が変わったか、パートが編集されています',
  },
  'shard.why.missingRun': {
    en: 'missing: the command simulates more than the part holds',
    ja: 'ありません: コマンドはパートにあるより多くのシミュレーションをします',
  },
  'shard.why.seed': { en: "{got} is not the command's seed {seed}", ja: '{got} はコマンドのシード {seed} ではありません' },
  'shard.why.plan': {
    en: 'the part was made from another plan (other jobs, grid or trials)',
    ja: 'パートは別の計画(別のジョブ、グリッド、試行回数)から作られています',
  },
  'shard.why.jobs': {
    en: 'holds {n} job{s}; shard {index}/{count} of this plan has {expected}',
    ja: 'ジョブが {n} 個あります。この計画のシャード {index}/{count} のジョブは {expected} 個です',
  },
  'shard.why.notJob': { en: 'is not job {i} ({key}) of the plan', ja: '計画のジョブ {i}({key})ではありません' },
  'shard.why.chunks': {
    en: "[{chunks}] is not shard {index}/{count}'s share [{start}, {end}]",
    ja: '[{chunks}] はシャード {index}/{count} の受け持ち [{start}, {end}] ではありません',
  },
  'shard.why.counts': { en: 'has {n} counts; the job has {length}', ja: '数が {n} 個あります。ジョブの数は {length} 個です' },
  'shard.why.trials': {
    en: 'says {n} trials; chunks {start}..{last} run {trials}',
    ja: '試行 {n} 回とありますが、チャンク {start}..{last} の試行は {trials} 回です',
  },
  'shard.why.count': {
    en: '{c} is not a count of {trials} trials (a whole number from 0 to {trials})',
    ja: '{c} は試行 {trials} 回の数ではありません(0 から {trials} までの整数)',
  },
  'shard.why.notAsked': {
    en: 'was not asked for by the command (it simulates {n} time{s})',
    ja: 'コマンドが求めていません(シミュレーションは {n} 回です)',
  },
  'shard.merged': { en: 'merged {n} of {trials} trials of {key}', ja: '{key} の試行 {trials} 回のうち {n} 回をマージしました' },

  // user data: YAML/JSON a user gives (core/user-data.ts)
  'data.unsafeKey': { en: 'the key "{key}"{at} is not allowed', ja: 'キー "{key}"{at} は使えません' },
  'data.unsafeKeyAt': { en: ' (at {path})', ja: '({path})' },
  'data.unsafeKeyHint': {
    en: "{keys} are never keys of hantei's files; rename or remove it",
    ja: '{keys} は hantei のファイルのキーには使えません。名前を変えるか消してください',
  },
  'data.aliasBomb': {
    en: 'YAML aliases expand past the limit of {max} (an alias bomb?)',
    ja: 'YAML のエイリアスを展開すると上限 {max} を超えます(エイリアス爆弾かもしれません)',
  },
  'data.aliasHint': {
    en: 'write the values out, or use fewer aliases (*name)',
    ja: '値をそのまま書くか、エイリアス(*name)を減らしてください',
  },

  // finding a cell of results (core/query.ts)
  'query.oneValue': {
    en: 'at() takes one value per parameter; {k} has a list',
    ja: '"at()" はパラメーターごとに値を1つ取ります。{k} はリストになっています',
  },
  'query.useWhere': { en: 'use where() for several cells', ja: '複数のセルには "where()" を使ってください' },
  'query.nothing': { en: 'nothing', ja: 'なし' },
  'query.noCell': { en: 'no cell has {shown}', ja: '{shown} のセルはありません' },
  'query.cellsHave': { en: 'the cells have {values}', ja: 'セルにある値: {values}' },
  'query.valuesOf': { en: '{k}: {values}', ja: '{k}: {values}' },
  'query.notParam': { en: '(not a parameter of these cells)', ja: '(これらのセルのパラメーターではありません)' },
  'query.noCombination': { en: 'no cell has that combination', ja: 'その組み合わせのセルはありません' },
  'query.many': { en: '{n} cells match {shown}: give {keys}', ja: '{shown} に当てはまるセルが {n} 個あります: {keys} を指定してください' },

  // writing a folder of outputs (io/atomic.ts)
  'io.inTheWay': {
    en: 'cannot write {rel} in {target}: {kind} is in the way',
    ja: '{target} に {rel} を書き込めません: {kind}がじゃまをしています',
  },
  'io.kindFolderWord': { en: 'folder', ja: 'フォルダー' },
  // lock and leftover notes (io/lock.ts), printed after "hantei: note:"
  'lock.removedUnreadable': {
    en: 'removed the unreadable lock {lock} (a minute old)',
    ja: '読めないロック {lock} を消しました(1分前のもの)',
  },
  'lock.tookOver': {
    en: 'took over the lock {lock}: process {pid} (started {started}) is gone',
    ja: 'ロック {lock} を引き継ぎました: プロセス {pid}({started} に開始)はもうありません',
  },
  'lock.restored': {
    en: 'restored {target} from {name}: a run stopped in the middle of replacing it',
    ja: '{name} から {target} を元に戻しました: 置き換えの途中で止まった実行がありました',
  },
  'lock.removedLeftover': {
    en: 'removed {name}, left by a stopped run (process {pid})',
    ja: '止まった実行(プロセス {pid})が残した {name} を消しました',
  },

  // the CLI's own lines (cli/main.ts, cli/interrupt.ts, progress on a terminal)
  'cli.internalError': { en: 'internal error: {why}', ja: '内部エラー: {why}' },
  'cli.internalErrorHint': {
    en: 'this is a bug; please report it with the command you ran (HANTEI_DEBUG=1 shows the stack)',
    ja: 'これは不具合です。実行したコマンドを添えて報告してください(HANTEI_DEBUG=1 でスタックトレースを表示します)',
  },
  'cli.stdoutFailed': { en: 'cannot write to stdout: {why}', ja: '標準出力に書き込めません: {why}' },
  'cli.noSpace': { en: 'no space left on the device', ja: 'デバイスに空きがありません' },
  'cli.stdoutClosed': { en: 'stdout is closed', ja: '標準出力が閉じています' },
  'cli.stdoutHint': {
    en: 'redirect the output somewhere with room, or write it to a file with --out FILE',
    ja: '出力を空きのある場所へリダイレクトするか、--out FILE でファイルに書いてください',
  },
  'progress.entriesRead': { en: '{n} entries read', ja: '{n} 件を読みました' },
  'progress.rulesetsJudged': { en: '{n} rulesets judged', ja: '{n} 個のルールセットを評価しました' },
  // a document that does not fit its schema (engine/results-schema.ts): the validator's own words stay as they are
  'schema.theDocument': { en: '(the document)', ja: '(文書全体)' },
  'schema.isInvalid': { en: 'is invalid', ja: '正しくありません' },
  'schema.invalid.word': { en: 'invalid', ja: '正しくありません' },
  'schema.at': { en: '{path}: {why}', ja: '{path}: {why}' },
  'schema.atValue': { en: '{path}: {why} {value}', ja: '{path}: {why} {value}' },
  // hantei serve's own lines on stderr (cli/serve.ts)
  'serve.listening': {
    en: 'workbench on {url} (study {study}); Ctrl-C stops it',
    ja: 'ワークベンチを {url} で開いています(スタディ {study})。Ctrl-C で止まります',
  },
  'serve.openHost': {
    en: 'warning: --host {host} lets anyone who can reach this address open the workbench and run simulations{write}',
    ja: '警告: --host {host} では、このアドレスに届く誰もがワークベンチを開いてシミュレーションを実行できます{write}',
  },
  'serve.openHostWrite': {
    en: ', and save files into the study folder (--write)',
    ja: '。さらにスタディのフォルダーにファイルを保存できます(--write)',
  },
  // a --shard run's closing line (cli/parts.ts)
  'shard.wrote': {
    en: 'wrote part {index}/{count} ({n} simulated job{s}){to}',
    ja: 'パート {index}/{count} を書きました(シミュレーションしたジョブ {n} 個){to}',
  },
  'shard.wroteTo': { en: ' to {out}', ja: '。書き込み先: {out}' },
} as const;
