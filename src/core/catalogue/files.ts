/*
 * The catalogue's words for merge, writing files and card data (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const FILES = {
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
} as const satisfies Record<string, { en: string; ja: string }>;
