/*
 * The catalogue's words for reading files and answers (io/read.ts): what a path is when it is not a regular file,
 * size caps, digests; core/messages.ts joins every area into the one catalogue.
 */

export const READING = {
  'read.kind.folder': { en: 'a folder', ja: 'フォルダー' },
  'read.kind.fifo': { en: 'a pipe (FIFO)', ja: 'パイプ(FIFO)' },
  'read.kind.charDevice': { en: 'a character device', ja: 'キャラクターデバイス' },
  'read.kind.blockDevice': { en: 'a block device', ja: 'ブロックデバイス' },
  'read.kind.socket': { en: 'a socket', ja: 'ソケット' },
  'read.kind.other': { en: 'not a regular file', ja: '通常のファイルではないもの' },
  'read.notRegular': {
    en: 'cannot read {what}: is {kind}, not a regular file',
    ja: '{what}を読めません: 通常のファイルではなく{kind}です',
  },
  'read.notRegularHint': {
    en: 'give a regular file (save the data to a file first)',
    ja: '通常のファイルを指定してください(データを一度ファイルに保存してください)',
  },
  'read.tooLarge': {
    en: 'cannot read {what}: it is larger than the {cap} such a file can be',
    ja: '{what}を読めません: このファイルの上限 {cap} を超えています',
  },
  'read.tooLargeHint': { en: 'check that the path names the right file', ja: 'パスが正しいファイルを指しているか確かめてください' },
  'read.failed': { en: 'cannot read {what}: {why}', ja: '{what}を読めません: {why}' },
  'read.noSuchFile': { en: 'no such file', ja: 'ファイルがありません' },
  'read.permission': { en: 'permission denied', ja: '権限がありません' },
  'read.noSuchFileHint': {
    en: 'check the path (it is relative to the current folder)',
    ja: 'パスを確かめてください(現在のフォルダーからの相対パスです)',
  },
  'read.answerTooLarge': {
    en: 'the answer of {url} is larger than the {cap} {what} can be',
    ja: '{url} の応答が、{what}の上限 {cap} を超えています',
  },
  'read.answerTooLargeHint': {
    en: 'check the URL (it should name {what}); or download the file elsewhere and run: hantei cards update --from FILE',
    ja: 'URL を確かめてください({what}を指すはずです)。または別の場所でファイルをダウンロードして実行してください: hantei cards update --from FILE',
  },
  'read.decodedTooLarge': {
    en: 'the download of {url} unpacks to more than {cap} (it was sent compressed, {sent} bytes so far): refused as a decompression bomb',
    ja: '{url} のダウンロードは展開すると {cap} を超えます(圧縮して送られ、ここまで {sent} バイト): 圧縮爆弾として拒否しました',
  },
  'read.decodedTooLargeHint': {
    en: 'the previous card index is unchanged; check the URL, or download the file elsewhere and run: hantei cards update --from FILE',
    ja: '以前のカードの索引はそのままです。URL を確かめるか、別の場所でファイルをダウンロードして実行してください: hantei cards update --from FILE',
  },
  'lock.notALock': { en: '{lock} is not a lock hantei wrote: {why}', ja: '{lock} は hantei が書いたロックではありません: {why}' },
  'lock.notALockHint': {
    en: 'remove {lock} if no hantei run is writing there, then run again',
    ja: 'そこに書いている hantei の実行がなければ {lock} を消してから、もう一度実行してください',
  },
  // what is read and why it cannot be (the user-file reader's own words)
  'read.what.deck': { en: 'deck', ja: 'デッキ' },
  'read.what.ruleset': { en: 'ruleset', ja: 'ルールセット' },
  'read.what.study': { en: 'study', ja: 'スタディ' },
  'read.what.results': { en: 'results', ja: '結果ファイル' },
  'read.what.card data': { en: 'card data', ja: 'カードデータ' },
  'read.cannot': { en: 'cannot read {what}: {why}', ja: '{what}を読めません: {why}' },
  'read.isFolder': { en: 'is a folder, not a file', ja: 'ファイルではなくフォルダです' },
  'read.notDir': { en: 'a part of the path is a file, not a folder', ja: 'パスの途中がフォルダではなくファイルです' },
  'read.loop': { en: 'too many symbolic links', ja: 'シンボリックリンクが多すぎます' },
  'read.nxio': {
    en: 'is a socket or a device with nothing behind it, not a file',
    ja: 'ファイルではなく、ソケットか相手のいないデバイスです',
  },
  'read.checkPath': {
    en: 'check the path (it is relative to the current folder)',
    ja: 'パスを確かめてください(今いるフォルダからの相対パスです)',
  },
  'read.kind.char': { en: 'a character device', ja: 'キャラクターデバイス' },
  'read.kind.block': { en: 'a block device', ja: 'ブロックデバイス' },
  'read.regularOnly': {
    en: 'hantei reads decks, studies, rulesets and parts only from regular files; save the data to a file first',
    ja: 'hantei はデッキ・スタディ・ルールセット・パートファイルを通常のファイルからだけ読みます。先にデータをファイルに保存してください',
  },
  'read.tooLargeCap': {
    en: 'cannot read {what}: larger than the {size} cap on input files',
    ja: '{what}を読めません: 入力ファイルの上限 {size} を超えています',
  },
  'read.tooLargeMax': {
    en: 'give a smaller file (500M is the largest cap)',
    ja: 'もっと小さなファイルを指定してください(上限は最大 500M です)',
  },
  'read.tooLargeRaise': {
    en: 'give a smaller file, or raise the cap, e.g. {setting}',
    ja: 'もっと小さなファイルを指定するか、上限を上げてください(例 {setting})',
  },
  'read.binary': {
    en: '{file} is not {kind} (binary data at byte {at})',
    ja: '{file} は{kind}ではありません({at} バイト目にバイナリデータがあります)',
  },
  'read.text.deck': { en: 'a text decklist', ja: 'テキストのデッキリスト' },
  'read.text.ruleset': { en: 'a ruleset file', ja: 'ルールセットのファイル' },
  'read.text.other': { en: 'a text {what} file', ja: 'テキストの{what}ファイル' },
  'read.saveUtf8': { en: 'save it as UTF-8 text', ja: 'UTF-8 のテキストとして保存してください' },
  'read.giveText': {
    en: 'give a text file (UTF-8, or UTF-16/UTF-32 with a byte-order mark)',
    ja: 'テキストファイルを指定してください(UTF-8、または BOM つきの UTF-16/UTF-32)',
  },
  'read.standardInput': { en: 'standard input', ja: '標準入力' },
  'read.capSetting': {
    en: '{env} must be a size from 1 byte to 500M, got {got}',
    ja: '{env} は 1 バイトから 500M までのサイズでなければなりません(指定された値: {got})',
  },
  'read.capHint': { en: 'e.g. {env}=200M (bytes, or K/M/G)', ja: '例 {env}=200M(バイト数、または K/M/G)' },
} as const satisfies Record<string, { en: string; ja: string }>;
