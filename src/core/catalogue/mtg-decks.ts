/*
 * The catalogue's MTG section: what MTG's deck readers and card data say when
 * a deck file or card data cannot be read (systems/mtg/decks/*), in English
 * and Japanese. Colour and mana words belong here, not in the generic areas.
 */

export const MTG_DECKS = {
  // XML decks (parse-dek.ts): {format} is the program's format name (MTGO .dek …)
  'mtgDeck.xml.hintMtgo': {
    en: 'export the deck again from MTGO, or save it as a text decklist',
    ja: 'MTGO からデッキをもう一度書き出すか、テキストのデッキリストとして保存してください',
  },
  'mtgDeck.xml.hintCockatrice': {
    en: 'save the deck again from Cockatrice, or export it as a text decklist',
    ja: 'Cockatrice でデッキをもう一度保存するか、テキストのデッキリストとして書き出してください',
  },
  'mtgDeck.xml.hintOctgn': {
    en: 'save the deck again from OCTGN, or export it as a text decklist',
    ja: 'OCTGN でデッキをもう一度保存するか、テキストのデッキリストとして書き出してください',
  },
  'mtgDeck.xml.count': { en: '{format}: {what} of "{name}" {error}', ja: '{format}: "{name}" の {what} {error}' },
  'mtgDeck.xml.noCardsName': { en: '{format}: a <Cards> element has no Name', ja: '{format}: <Cards> 要素に Name 属性がありません' },
  'mtgDeck.xml.noCards': { en: '{format}: the file lists no <Cards>', ja: '{format}: ファイルに <Cards> 要素がひとつもありません' },
  'mtgDeck.xml.noCardName': { en: '{format}: a <card> element has no name', ja: '{format}: <card> 要素に name 属性がありません' },
  'mtgDeck.xml.noZone': {
    en: '{format}: no card in a "main" or "side" zone',
    ja: '{format}: "main" と "side" のゾーンにカードがありません',
  },
  'mtgDeck.xml.noSection': {
    en: '{format}: no card in a "Main", "Sideboard" or "Command Zone" section',
    ja: '{format}: "Main"、"Sideboard"、"Command Zone" のセクションにカードがありません',
  },
  'mtgDeck.xml.notFormat': { en: 'not a valid {format} file: {why}', ja: '正しい {format} のファイルではありません: {why}' },
  'mtgDeck.xml.notXml': { en: 'not valid XML: {why}', ja: '正しい XML ではありません: {why}' },
  'mtgDeck.xml.hintAny': {
    en: 'give a text decklist, or an MTGO .dek, Cockatrice .cod or OCTGN .o8d file',
    ja: 'テキストのデッキリスト、または MTGO の .dek、Cockatrice の .cod、OCTGN の .o8d のファイルを指定してください',
  },
  'mtgDeck.xml.unknown': {
    en: 'an XML file of no deck format hantei reads (tried MTGO .dek, Cockatrice .cod, OCTGN .o8d)',
    ja: 'hantei が読めるデッキ形式の XML ファイルではありません(MTGO の .dek、Cockatrice の .cod、OCTGN の .o8d として試しました)',
  },
  'mtgDeck.xml.exportText': {
    en: 'export the deck as a text decklist ("4 Card Name" lines)',
    ja: 'デッキをテキストのデッキリスト("4 Card Name" の行)として書き出してください',
  },

  // YAML decks (parse-yaml.ts)
  'mtgDeck.yaml.quoteHint': {
    en: 'a card name with a comma or colon must be quoted in flow style, e.g. { count: 1, name: "Emrakul, the Aeons Torn" }',
    ja: 'カンマやコロンを含むカード名は、"{ count: 1, name: \'Emrakul, the Aeons Torn\' }" のように引用符で囲んでください',
  },
  'mtgDeck.yaml.notMap': {
    en: 'a YAML deck must be a map with a "cards:" list',
    ja: 'YAML のデッキは "cards:" のリストを持つマップでなければなりません',
  },
  'mtgDeck.yaml.startWith': {
    en: 'start with "name: My Deck" and "cards:" followed by "- { count: 4, name: Forest }" lines',
    ja: '"name: My Deck" と "cards:" で始め、その下に "- { count: 4, name: Forest }" の行を書いてください',
  },
  'mtgDeck.yaml.noCards': { en: 'the deck has no "cards:" list', ja: 'デッキに "cards:" のリストがありません' },
  'mtgDeck.yaml.addCards': {
    en: 'add "cards:" with one "- { count: N, name: ... }" line per card',
    ja: '"cards:" を加え、カード1種類ごとに "- { count: N, name: ... }" の行を書いてください',
  },
  'mtgDeck.yaml.notList': { en: '"{key}:" must be a list', ja: '"{key}:" はリストでなければなりません' },
  'mtgDeck.yaml.writeList': { en: 'write "{key}:" then lines starting with "- "', ja: '"{key}:" の下に "- " で始まる行を書いてください' },
  'mtgDeck.yaml.entryNotMap': {
    en: 'a {key} entry must be a map like { count: 4, name: Forest }',
    ja: '{key} の項目は "{ count: 4, name: Forest }" のようなマップでなければなりません',
  },
  'mtgDeck.yaml.unknownField': { en: 'unknown field "{k}"', ja: '不明なフィールド "{k}"' },
  'mtgDeck.yaml.noName': { en: 'card entry has no name', ja: 'カードの項目に name がありません' },
  'mtgDeck.yaml.addName': { en: 'add name: "Card Name"', ja: 'name: "Card Name" を加えてください' },
  'mtgDeck.yaml.criticalBool': { en: 'critical must be true or false', ja: '"critical" は true か false で指定してください' },

  // card data (load.ts, import.ts)
  'mtgDeck.data.notJson': { en: 'card data is not valid JSON: {why}', ja: 'カードデータが正しい JSON ではありません: {why}' },
  'mtgDeck.data.giveJson': {
    en: 'give a JSON array of cards (Scryfall field names) or an index written by "hantei cards import"',
    ja: 'カードの JSON 配列(Scryfall のフィールド名)か、"hantei cards import" が書いたインデックスを指定してください',
  },
  'mtgDeck.data.notArray': { en: 'card data must be a JSON array of cards', ja: 'カードデータはカードの JSON 配列でなければなりません' },
  'mtgDeck.data.importFirst': {
    en: 'a Scryfall bulk file must be imported first: hantei cards import FILE',
    ja: 'Scryfall の一括データは先に取り込んでください: hantei cards import FILE',
  },
  'mtgDeck.data.bundled': {
    en: 'cannot read the bundled card data: {why}',
    ja: '同梱のカードデータを読めません: {why}',
  },
  'mtgDeck.data.reinstall': {
    en: 'reinstall hantei, or import card data with "hantei cards update"',
    ja: 'hantei を入れ直すか、"hantei cards update" でカードデータを取り込んでください',
  },
  'mtgDeck.data.cannotRead': { en: 'cannot read card data: {why}', ja: 'カードデータを読めません: {why}' },
  'mtgDeck.data.notCardData': {
    en: 'not a card data file: expected a Scryfall bulk JSON array or MTGJSON JSON',
    ja: 'カードデータのファイルではありません: Scryfall の一括データの JSON 配列か MTGJSON の JSON が必要です',
  },
  'mtgDeck.data.download': {
    en: "download oracle_cards, default_cards or all_cards from Scryfall's bulk data, or AtomicCards.json / AllPrintings.json from MTGJSON",
    ja: 'Scryfall の一括データから oracle_cards、default_cards、all_cards のどれかを、または MTGJSON から AtomicCards.json か AllPrintings.json をダウンロードしてください',
  },
  'mtgDeck.data.noCardsScryfall': { en: 'no cards found in the Scryfall data', ja: 'Scryfall のデータにカードが見つかりません' },
  'mtgDeck.data.noCardsMtgjson': {
    en: 'no cards found in the MTGJSON "data" object',
    ja: 'MTGJSON の "data" オブジェクトにカードが見つかりません',
  },
  'mtgDeck.data.cannotWrite': { en: 'cannot write the card index: {why}', ja: 'カードのインデックスを書き込めません: {why}' },

  // deck loading (load.ts)
  'mtgDeck.tooManyCards': {
    en: 'the deck has {n} cards, more than the {max} hantei can build a library of',
    ja: 'デッキが {n} 枚あり、hantei がライブラリーを作れる上限 {max} 枚を超えています',
  },
  'mtgDeck.checkCounts': { en: 'check the counts', ja: '枚数を確かめてください' },
  'mtgDeck.badCard': { en: 'card "{name}": {error}', ja: 'カード "{name}": {error}' },
  // hantei cards info (cli/cards.ts): where the card data comes from
  'cardsInfo.bundledSnapshot': {
    en: 'bundled card data: {cards} cards ({japanese} with official Japanese names), {size} compressed, built {built}',
    ja: '同梱のカードデータ: {cards} 枚(公式の日本語名つき {japanese} 枚)、圧縮して {size}、{built} に作成',
  },
  'cardsInfo.bundledSample': {
    en: 'bundled card data: {cards} cards ({japanese} with Japanese names), the hand-checked sample for the bundled decks',
    ja: '同梱のカードデータ: {cards} 枚(日本語名つき {japanese} 枚)、同梱のデッキのために手で確かめたサンプル',
  },
  'cardsInfo.cardsFrom': { en: '  {cards} cards from {data}', ja: '  {data} から {cards} 枚' },
  'cardsInfo.dataOf': { en: ', data of {date}', ja: '、{date} のデータ' },
  'cardsInfo.version': { en: ' (version {version})', ja: '(バージョン {version})' },
  'cardsInfo.lacks': { en: 'lacks: {what}', ja: '欠けているもの: {what}' },
  'cardsInfo.imported': {
    en: 'imported card data (wins over the bundled data for the same card): {index}',
    ja: '取り込んだカードデータ(同じカードでは同梱のデータより優先): {index}',
  },
  'cardsInfo.importedFrom': {
    en: '  {cards} cards ({japanese} with Japanese names) from {source}, imported {date}{verified}',
    ja: '  {source} から {cards} 枚(日本語名つき {japanese} 枚)、{date} に取り込み{verified}',
  },
  'cardsInfo.verified': { en: ', SHA-256 verified', ja: '、SHA-256 で検証済み' },
  'cardsInfo.noImported': {
    en: 'imported card data: none ({index} does not exist): run hantei cards update (about 20 MB) for every card',
    ja: '取り込んだカードデータ: なし({index} がありません)。すべてのカードを使うには hantei cards update を実行してください(約 20 MB)',
  },
  'cardsInfo.update': {
    en: 'update: hantei cards update (MTGJSON AtomicCards), hantei cards update --scryfall, or hantei cards update --from FILE|URL',
    ja: '更新: hantei cards update(MTGJSON の AtomicCards)、hantei cards update --scryfall、または hantei cards update --from FILE|URL',
  },
  // a card's own data that cannot be a card (card-data.ts, mana-cost.ts, given-cards.ts)
  'mtgCard.manaCost': { en: 'mana_cost "{cost}": {error}', ja: 'マナ・コスト mana_cost "{cost}": {error}' },
  'mtgCard.unexpected': { en: 'unexpected "{text}"', ja: '"{text}" は読めません' },
  'mtgCard.unknownSymbol': { en: 'unknown mana symbol {{sym}}', ja: '不明なマナ・シンボル {{sym}}' },
  'mtgCard.manaValue': {
    en: 'mana_value must be a number ≥ 0, got {v}',
    ja: 'mana_value は0以上の数値で指定してください(指定された値: {v})',
  },
  'mtgCard.costTooHigh': {
    en: 'mana_cost "{cost}" gives a mana value that must be at most 1,000,000, got {v}',
    ja: 'mana_cost "{cost}" のマナ総量は 1,000,000 以下でなければなりません(この値: {v})',
  },
  'mtgCard.valueTooHigh': {
    en: 'mana_value must be at most 1,000,000, got {v}',
    ja: 'mana_value は 1,000,000 以下でなければなりません(指定された値: {v})',
  },
  'mtgCard.colorsList': { en: 'colors must be a list like [G, W]', ja: '"colors" は [G, W] のようなリストでなければなりません' },
  'mtgCard.colorsOne': { en: 'colors: "{c}" is not one of W U B R G', ja: '色 "colors" の "{c}" は W U B R G のどれでもありません' },
  'given.list': {
    en: 'cards must be a list of at most 200 {name, mana_value, colors}',
    ja: 'カードは "{name, mana_value, colors}" の200件以下のリストでなければなりません',
  },
  'given.each': {
    en: 'each card must be {name, mana_value, colors}',
    ja: 'カードはそれぞれ "{name, mana_value, colors}" でなければなりません',
  },
  'given.name': { en: 'a card needs a name (at most 200 characters)', ja: 'カードには名前(200文字以内)が必要です' },
  'given.manaValue': {
    en: 'mana value of "{name}" must be a number from 0 to 1000 (halves allowed)',
    ja: '"{name}" のマナ総量は0から1000までの数値で指定してください(0.5 刻みも可)',
  },
  'given.colours': {
    en: 'colours of "{name}" must be a list of W, U, B, R, G',
    ja: '"{name}" の色は W、U、B、R、G のリストでなければなりません',
  },
  'given.typeLine': {
    en: 'type line of "{name}" must be text (at most 200 characters)',
    ja: '"{name}" のタイプ行は文字列(200文字以内)でなければなりません',
  },
  'cardsInfo.sampleLacks': {
    en: 'every card outside the bundled decks: run "hantei cards update" (or "hantei cards import FILE") for complete card data',
    ja: '同梱デッキ以外のすべてのカード。全カードのデータには "hantei cards update"(または "hantei cards import FILE")を実行してください',
  },
  'cardsImport.merged': {
    en: 'merged into {out} (it held {before} cards; now {cards})',
    ja: '{out} に追加しました({before} 枚 → {cards} 枚)',
  },
  'cardsImport.replaced': {
    en: 'replaced {out} ({cards} cards; --merge adds to it instead)',
    ja: '{out} を置き換えました({cards} 枚。追加するには --merge)',
  },
  'cardsImport.done': {
    en: 'imported {read} {format} entries: {how}, {japanese} with Japanese names',
    ja: '{format} の {read} 件を読み込みました: {how}。日本語名のあるカード {japanese} 枚',
  },
  'cardsShow.jaFaces': { en: '  faces in Japanese: {faces}', ja: '  各面の日本語名: {faces}' },
  'cardsShow.type': { en: '  type: {type}', ja: '  タイプ: {type}' },
  'cardsShow.manaValue': { en: '  mana value: {mv}', ja: '  マナ総量: {mv}' },
  'cardsShow.manaValueInCheck': { en: '{given} ({inCheck} in a check)', ja: '{given}(判定では {inCheck})' },
  'cardsShow.colours': { en: '  colours: {list}', ja: '  色: {list}' },
  'cardsShow.colourless': { en: 'colourless', ja: '無色' },
  'cardsShow.landTypes': { en: '  basic land types: {types}', ja: '  基本土地タイプ: {types}' },
  'cardsShow.derived': {
    en: '  note: colours read from the mana cost (the bundled data has no colour indicator or devoid for this card; hantei cards update gives full data)',
    ja: '  注: 色はマナ・コストから読みました(同梱データにはこのカードの色の指標や欠色がありません。完全なデータは hantei cards update で)',
  },
} as const;
