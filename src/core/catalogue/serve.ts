/*
 * The catalogue's words for the workbench server's refusals (English and Japanese): what the page shows where the
 * engine's own message had English only. Parameters are named by the caller ({known}: the parameter as the reader
 * names it — a flag on the command line, its label on the page).
 */

export const SERVE = {
  'serve.knownWholeLibrary': {
    en: '{known} {n} is the whole library ({size} cards of {deck}): the player knows the order of every card',
    ja: '{known} {n} はライブラリー全体です({deck} の {size} 枚): プレイヤーがすべてのカードの順番を知っています',
  },
  'serve.knownWholeLibraryHint': {
    en: "v1's rule for a fully known library: give {gmExile} N, the number of cards the GM exiles; or a smaller {known}",
    ja: 'v1 の全カード既知の規則を使うには {gmExile} に GM が追放する枚数を指定してください。または {known} を小さくしてください',
  },
} as const satisfies Record<string, { en: string; ja: string }>;
