/*
 * The catalogue's words for card data: `hantei cards update/import/info`, the network it reads from, unknown card
 * names and what fixes them (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const CARDS = {
  // the network (io/http.ts)
  'net.badProxy': { en: '{variable} is not a proxy URL: {value}', ja: '{variable} がプロキシの URL ではありません: {value}' },
  'net.badProxyHint': {
    en: 'write it as http://HOST:PORT (or unset {variable} to connect directly)',
    ja: 'http://HOST:PORT の形で書いてください(直接つなぐなら {variable} を消してください)',
  },
  'net.proxyUnreachable': {
    en: 'cannot reach {host} through the proxy {proxy} ({variable}): {why}',
    ja: 'プロキシ {proxy}({variable})を通して {host} に接続できません: {why}',
  },
  'net.proxyHint': {
    en: 'check the proxy in {variable} (or unset it to connect directly); offline: download the file elsewhere and run hantei cards update --from FILE',
    ja: '{variable} のプロキシを確かめてください(直接つなぐなら消してください)。オフラインなら別の場所でファイルをダウンロードして hantei cards update --from FILE を実行してください',
  },
  'net.unreachable': { en: 'cannot reach {host} ({why})', ja: '{host} に接続できません({why})' },
  'net.unreachableHint': {
    en: 'check the network (HTTPS_PROXY is used when set), or {then}',
    ja: 'ネットワークを確かめてください(HTTPS_PROXY があれば使います)。または{then}',
  },
  'net.why.noHost': { en: 'no such host, or this machine is offline', ja: 'そのホストがないか、この機械がオフラインです' },
  'net.why.refused': { en: 'connection refused', ja: '接続を拒否されました' },
  'net.why.reset': { en: 'the connection was closed', ja: '接続が切れました' },
  'net.why.timeout': { en: 'timed out', ja: 'タイムアウトしました' },
  'net.download': { en: 'a download', ja: 'ダウンロード' },
  'net.interrupted': {
    en: 'the download of {url} was interrupted: {n} of {total} bytes',
    ja: '{url} のダウンロードが途中で切れました: {total} バイト中 {n} バイト',
  },
  'net.interruptedAfter': {
    en: 'the download of {url} was interrupted after {n} bytes: {why}',
    ja: '{url} のダウンロードが {n} バイトで切れました: {why}',
  },
  // cards update (decks/update.ts)
  'update.offline': {
    en: 'download the file elsewhere and run: hantei cards update --from FILE',
    ja: '別の場所でファイルをダウンロードして実行してください: hantei cards update --from FILE',
  },
  'update.retry': {
    en: 'the previous card index is unchanged; run the update again',
    ja: '以前のカードの索引はそのままです。もう一度更新してください',
  },
  'update.cannotSave': {
    en: 'cannot save the download in the temporary folder: {why}',
    ja: 'ダウンロードを一時フォルダーに保存できません: {why}',
  },
  'update.cannotSaveHint': {
    en: 'free some space (or set TMPDIR to a folder with room); the previous card index is unchanged',
    ja: '空き容量を作ってください(または空きのあるフォルダーを TMPDIR に指定してください)。以前のカードの索引はそのままです',
  },
  'update.httpError': { en: 'cannot download {url}: HTTP {status}', ja: '{url} をダウンロードできません: HTTP {status}' },
  'update.httpErrorHint': {
    en: 'check the URL, or download the file elsewhere and run: hantei cards update --from FILE',
    ja: 'URL を確かめるか、別の場所でファイルをダウンロードして実行してください: hantei cards update --from FILE',
  },
  'update.bulkObject': { en: 'a Scryfall bulk-data object', ja: 'Scryfall の bulk-data オブジェクト' },
  'update.checksumFile': { en: 'the checksum file', ja: 'チェックサムのファイル' },
  'update.bulkNotJson': {
    en: '{url} did not answer with a bulk-data JSON object (it answered {start})',
    ja: '{url} の応答が bulk-data の JSON オブジェクトではありません(応答: {start})',
  },
  'update.bulkNoUri': { en: '{url} names no download_uri', ja: '{url} に download_uri がありません' },
  'update.bulkHint': {
    en: 'try again later, or use MTGJSON: hantei cards update',
    ja: '後でもう一度試すか、MTGJSON を使ってください: hantei cards update',
  },
  'update.noChecksum': {
    en: 'cannot download the checksum {url}: HTTP {status}',
    ja: 'チェックサム {url} をダウンロードできません: HTTP {status}',
  },
  'update.tryLater': { en: 'try again later', ja: '後でもう一度試してください' },
  'update.noDigest': {
    en: '{url} holds no SHA-256 digest',
    ja: '{url} に SHA-256 のダイジェストがありません',
  },
  'update.notVerifiedUrl': {
    en: 'no checksum is published next to {url} ({sha}): the file is read as it is, not verified',
    ja: '{url} の隣にチェックサムが公開されていません({sha})。ファイルは検証せずにそのまま読みます',
  },
  'update.notVerifiedSide': {
    en: '{side} holds no SHA-256 digest: the file is read as it is, not verified',
    ja: '{side} に SHA-256 のダイジェストがありません。ファイルは検証せずにそのまま読みます',
  },
  'update.mismatchUrl': {
    en: 'checksum mismatch for {url}: published {published}, downloaded file {got}',
    ja: '{url} のチェックサムが一致しません: 公開値 {published}、ダウンロードしたファイル {got}',
  },
  'update.mismatchUrlHint': {
    en: 'the file is damaged or was changed; the previous card index is unchanged; run the update again later',
    ja: 'ファイルが壊れているか変更されています。以前のカードの索引はそのままです。後でもう一度更新してください',
  },
  'update.mismatchFile': {
    en: 'checksum mismatch: {side} says {published}, the file is {got}',
    ja: 'チェックサムが一致しません: {side} の値は {published}、ファイルは {got} です',
  },
  'update.mismatchFileHint': {
    en: 'download the file again; the previous card index is unchanged',
    ja: 'ファイルをもう一度ダウンロードしてください。以前のカードの索引はそのままです',
  },
  'update.fromFileHint': {
    en: 'give a downloaded AtomicCards.json(.xz) or Scryfall bulk file, or a URL',
    ja: 'ダウンロードした AtomicCards.json(.xz) か Scryfall の一括データのファイル、または URL を指定してください',
  },
  'update.damaged': {
    en: 'the card data from {source} is damaged: {why}',
    ja: '{source} のカードデータが壊れています: {why}',
  },
  'import.xzDamaged': {
    en: 'the .xz data is damaged or cut short',
    ja: '.xz のデータが壊れているか、途中で切れています',
  },
  'import.gzipDamaged': {
    en: 'the .gz data is damaged or cut short',
    ja: '.gz のデータが壊れているか、途中で切れています',
  },
  'import.unsafeKey': {
    en: 'entry {n} of the card data ("{name}") holds the key "{key}", which card data never has',
    ja: 'カードデータの {n} 番目の項目("{name}")にキー "{key}" があります。カードデータにこのキーはありません',
  },
  'import.unsafeKeyHint': {
    en: 'download the card data again from Scryfall or MTGJSON; the previous card index is unchanged',
    ja: 'Scryfall か MTGJSON からカードデータをもう一度ダウンロードしてください。以前のカードの索引はそのままです',
  },
  // unknown names: one statement everywhere (decks/unknown-said.ts)
  'cards.dataSample': {
    en: 'the installed card data is the {n}-card sample bundled with hantei',
    ja: 'インストールされているカードデータは hantei 付属の {n} 枚のサンプルです',
  },
  'cards.dataImported': {
    en: 'the installed card data is {source} of {date} ({n} cards)',
    ja: 'インストールされているカードデータは {date} の {source} です({n} 枚)',
  },
  'cards.dataImportedUnknown': {
    en: 'the installed card data is the index {file} (its source is not recorded)',
    ja: 'インストールされているカードデータは索引 {file} です(出所の記録はありません)',
  },
  'cards.dataSnapshot': {
    en: 'the installed card data is the bundled snapshot of {date} ({n} cards)',
    ja: 'インストールされているカードデータは {date} の同梱スナップショットです({n} 枚)',
  },
  'cards.dataFiles': { en: 'the card data is {files} (--cards)', ja: 'カードデータは {files} です(--cards)' },
  'cards.unknownDeck': {
    en: '{n} unknown card name{s}: {known} of {total} cards known; {data}\n{list}',
    ja: '不明なカード名が {n} 件あります: {total} 枚中 {known} 枚が既知。{data}\n{list}',
  },
  'cards.unknownHintSample': {
    en: 'get every card once: hantei cards update (about 20 MB download); offline: hantei cards update --from FILE (MTGJSON AtomicCards or a Scryfall bulk file); or fix the spelling where a name has a suggestion',
    ja: '一度だけ全カードを取得してください: hantei cards update(約 20 MB のダウンロード)。オフラインなら hantei cards update --from FILE(MTGJSON の AtomicCards か Scryfall の一括データ)。候補のある名前は綴りを直してください',
  },
  'cards.unknownHintFull': {
    en: 'fix the spelling where a name has a suggestion; a card newer than the data: hantei cards update, or give the card in a YAML deck (mana_value, colors)',
    ja: '候補のある名前は綴りを直してください。データより新しいカードなら hantei cards update を実行するか、YAML のデッキにカードを直接書いてください(mana_value、colors)',
  },
  'cards.sideboardUnknown': {
    en: '{n} sideboard name{s} not in the card data ({names}): the sideboard never enters the library, so the odds do not change',
    ja: 'サイドボードの {n} 件の名前がカードデータにありません({names})。サイドボードはライブラリーに入らないので確率は変わりません',
  },
  'cards.partialDeck': {
    en: '{name}: {known} of {total} cards known ({n} name{s} unknown); statistics of the known part only with --partial',
    ja: '{name}: {total} 枚中 {known} 枚が既知です(不明な名前 {n} 件)。既知の部分だけの統計は --partial で表示します',
  },
  'cards.unknownIn': { en: 'unknown card "{name}" ({data})', ja: '不明なカード "{name}"({data})' },
  'given.unknownField': {
    en: 'card "{name}": unknown field "{field}" ({hint})',
    ja: 'カード "{name}": 不明な項目 "{field}"({hint})',
  },
  'card.colorsSpelling': {
    en: 'unknown field "{field}": did you mean "colors"? (card data spells it as Scryfall does)',
    ja: '不明な項目 "{field}": もしかして "colors"?(カードデータは Scryfall の綴りを使います)',
  },
  'serve.cardSource': {
    en: 'source must be "mtgjson" or "scryfall", got {got}',
    ja: 'source は "mtgjson" か "scryfall" でなければなりません(指定された値: {got})',
  },
  // card index files (decks/update.ts, decks/import.ts)
  'index.sourceNote': { en: 'the card index source note', ja: 'カードの索引の出所の記録' },
  'index.sourceBad': {
    en: 'the card index source note is not what hantei writes ({why}): the source is shown as unknown',
    ja: 'カードの索引の出所の記録が hantei の書く形ではありません({why})。出所は不明として表示します',
  },
  'index.file': { en: 'the card index', ja: 'カードの索引' },
  'index.cannotMerge': { en: 'cannot merge into the card index: {why}', ja: 'カードの索引に追加できません: {why}' },
  'index.cannotMergeHint': { en: 'import without --merge to replace it', ja: '--merge なしで取り込むと置き換えます' },
} as const satisfies Record<string, { en: string; ja: string }>;
