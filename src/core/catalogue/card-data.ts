/*
 * The catalogue's words for reaching card data through the deck contract (a deck system's `cardData`
 * section: `hantei cards`, the workbench's update); core/messages.ts joins every area into the one catalogue.
 */

export const CARD_DATA = {
  'cardData.none': {
    en: 'no registered rule system keeps card data of its own',
    ja: '独自のカードデータを持つルールシステムが登録されていません',
  },
  'cardData.noneHint': {
    en: 'card data belongs to a deck system with a card-data section (mtg has one); register one (registerSystem)',
    ja: 'カードデータはカードデータの節を持つデッキのルールシステム(mtg など)のものです。そのようなシステムを登録してください(registerSystem)',
  },
} as const;
