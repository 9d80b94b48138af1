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
} as const satisfies Record<string, { en: string; ja: string }>;
