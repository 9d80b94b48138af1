/*
 * The catalogue's words for decks and how a deck was read (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const DECKS = {
  // decks (decks/parse-text.ts, decks/load.ts)
  'deck.unknownKey': { en: 'unknown deck key "{k}"', ja: '不明なデッキのキー "{k}"' },
  'count.notWhole': { en: 'must be a whole number ≥ 1, got {v}', ja: 'は1以上の整数でなければなりません(指定された値: {v})' },
  'count.tooLarge': { en: 'must be at most {max}, got {v}', ja: 'は {max} 以下でなければなりません(指定された値: {v})' },
  'count.of': { en: 'count of "{name}" {error}', ja: '"{name}" の枚数{error}' },
  'count.hint': {
    en: 'a count is a whole number from 1 to 20,000,000; remove the line to leave the card out',
    ja: '枚数は1から20,000,000までの整数です。そのカードを入れないなら行を消してください',
  },
  'deck.badLine': { en: 'cannot read "{line}" as a card line of a {format}', ja: '"{line}" を{format}のカードの行として読めません' },
  'deck.textFormat': { en: 'text decklist', ja: 'テキストのデッキリスト' },
  'deck.yamlFormat': { en: 'YAML deck', ja: 'YAML のデッキ' },
  'deck.unresolvedNames': { en: '{n} card name{s} could not be resolved', ja: '{n} 件のカード名を解決できませんでした' },
  'deck.unresolvedHint': {
    en: 'fix the spelling, or import card data that has them (hantei cards import FILE)',
    ja: '綴りを直すか、そのカードを含むカードデータを取り込んでください(hantei cards import FILE)',
  },
  'deck.badLineHint': {
    en: 'write a card line as "4 Card Name" or "4 《稲妻/Lightning Bolt》" (the count a whole number ≥ 1)',
    ja: 'カードの行は "4 Card Name" または "4 《稲妻/Lightning Bolt》" のように書いてください(枚数は1以上の整数)',
  },
  'deck.unknownCards': { en: '{n} unknown card name{s}:\n{list}', ja: '不明なカード名が {n} 件あります:\n{list}' },
  'deck.unknownCard': { en: '  line {line}: "{name}"{sideboard}{suggestion}', ja: '  {line}行目: "{name}"{sideboard}{suggestion}' },
  'deck.sideboard': { en: ' (sideboard)', ja: '(サイドボード)' },
  'deck.didYouMean': { en: ' — did you mean {names}?', ja: ' — もしかして {names}?' },
  'deck.unknownHint': {
    en: 'fix the spelling, give the card inline in a YAML deck (mana_cost, type_line), or point --cards at card data that has it',
    ja: '綴りを直すか、YAML のデッキにカードを直接書くか(mana_cost、type_line)、そのカードを含むカードデータを --cards で指定してください',
  },
  'deck.noCards': { en: 'the deck has no cards in its main deck', ja: 'メインデッキにカードがありません' },
  'deck.noCardsHint': {
    en: 'list cards as "4 Card Name" lines (or a YAML "cards:" list)',
    ja: '"4 Card Name" の形の行(または YAML の "cards:" リスト)でカードを書いてください',
  },
  'deck.criticalMissing': { en: '--critical names "{name}", which is not in the deck', ja: '--critical の "{name}" はデッキにありません' },
  'deck.criticalHint': {
    en: 'name cards of the main deck, separated by commas',
    ja: 'メインデッキのカードをカンマ区切りで指定してください',
  },
  'deck.atLine': { en: 'line {line}: {error}', ja: '{line}行目: {error}' },
  'deck.textEmpty': { en: '"text" is empty: paste a decklist', ja: 'デッキリストが空です: デッキリストを貼り付けてください' },
  'deck.tooManyBytes': {
    en: 'the decklist is {bytes} bytes, over the cap of {max} (a pasted deck is a decklist, not a card database)',
    ja: 'デッキリストが {bytes} バイトあり、上限 {max} を超えています(貼り付けるのはデッキリストで、カードのデータベースではありません)',
  },
  'deck.pastedCap': {
    en: 'this page holds {n} pasted decks already (the cap); reload the page to start again with none',
    ja: 'このページにはすでに上限の {n} 個のデッキを貼り付けています。ページを再読み込みすると最初からやり直せます',
  },
  'deck.notInWorkbench': {
    en: 'no deck "{id}" in the workbench (add it in the decks panel)',
    ja: 'ワークベンチにデッキ "{id}" がありません(デッキの欄で追加してください)',
  },
  // how a deck was read (warnings and notes of decks/parse-text.ts, parse-dek.ts, load.ts)
  'deck.sideboardAfterBlank': {
    en: 'read the group after the blank line ({n} card{s}) as the sideboard, as Arena and MTGO export it; the deck has {before} cards (put "Deck" and "Sideboard" headers in the list to say otherwise)',
    ja: '空行の後のグループ({n} 枚)を Arena と MTGO の書き出し方どおりサイドボードとして読みました。デッキは {before} 枚です(違うならリストに "Deck" と "Sideboard" の見出しを入れてください)',
  },
  'deck.lastGroupSideboard': {
    en: 'read the last group after a blank line ({n} cards) as the sideboard, the {before} cards before it as the deck',
    ja: '空行の後の最後のグループ({n} 枚)をサイドボード、その前の {before} 枚をデッキとして読みました',
  },
  'deck.blankLinesGroups': {
    en: 'read blank lines as separating groups of one {total}-card deck, not a sideboard (put "Sideboard" before sideboard cards if {n} of them are one)',
    ja: '空行は {total} 枚の1つのデッキのグループの区切りとして読み、サイドボードとは見なしませんでした({n} 枚がサイドボードなら、その前に "Sideboard" と書いてください)',
  },
  'deck.lastGroupMtgo': {
    en: 'read the last group after a blank line ({n} cards) as the sideboard, as MTGO lists it; the deck has {before} cards (put "Deck" and "Sideboard" headers in the list to say otherwise)',
    ja: '空行の後の最後のグループ({n} 枚)を MTGO の並べ方どおりサイドボードとして読みました。デッキは {before} 枚です(違うならリストに "Deck" と "Sideboard" の見出しを入れてください)',
  },
  'deck.noSideboardBlank': {
    en: 'did not read a blank line as the start of a sideboard: the last group has {n} cards, more than a sideboard\'s 15 (put "Sideboard" before sideboard cards if there are any)',
    ja: '空行をサイドボードの始まりとは読みませんでした。最後のグループは {n} 枚で、サイドボードの 15 枚を超えます(サイドボードがあるなら、その前に "Sideboard" と書いてください)',
  },
  'deck.footerSideboard': {
    en: 'read the {n} card{s} after the last footer label, which carry no label of their own, as the sideboard; the labelled groups make the {labelled}-card deck',
    ja: '最後のフッターの見出しの後にある見出しのない {n} 枚をサイドボードとして読みました。見出しのあるグループが {labelled} 枚のデッキです',
  },
  'deck.sideboardTooBig': {
    en: 'the library has {size} cards and {side} are set aside as sideboard; check where the sideboard starts',
    ja: 'ライブラリーは {size} 枚で、{side} 枚がサイドボードとして除かれています。サイドボードの始まりを確かめてください',
  },
  'deck.commanderInSide': {
    en: "{program} stores a Commander deck's commander in the sideboard: read {names} as the commander, in the library ({main} + {n} = 100 cards)",
    ja: '{program} は統率者デッキの統率者をサイドボードに置きます。{names} を統率者としてライブラリーに入れて読みました({main} + {n} = 100 枚)',
  },
  'deck.xmageCommander': {
    en: "XMage stores a Commander deck's commander on its SB: line: read {names} as the commander, in the library ({main} + {n} = 100 cards)",
    ja: 'XMage は統率者デッキの統率者を SB: の行に置きます。{names} を統率者としてライブラリーに入れて読みました({main} + {n} = 100 枚)',
  },
  'deck.cockatriceBanner': {
    en: 'Cockatrice: the banner card "{name}" is in no zone of this 99-card deck: read it as the commander, in the library',
    ja: 'Cockatrice: バナーのカード "{name}" はこの 99 枚のデッキのどのゾーンにもありません。統率者としてライブラリーに入れて読みました',
  },
  'cli.warning': { en: 'warning', ja: '警告' },
  'cli.note': { en: 'note', ja: '注' },
  'deck.notesHeading': { en: 'notes:', ja: '注:' },
  // the bundled hand-checked sample's own description (decks/load.ts; said again on the page by recognise)
  'cards.sampleSource': { en: "hand-checked sample (the bundled decks' cards)", ja: '手で確かめたサンプル(同梱デッキのカード)' },
} as const satisfies Record<string, { en: string; ja: string }>;
