/*
 * The catalogue's words for choosing among deck systems (`deck inspect --system`); core/messages.ts joins every area into the one catalogue.
 */

export const DECK_SYSTEMS = {
  'help.deck.system': {
    en: 'the rule system whose decks these are, which reads and counts them (default: {first})',
    ja: 'デッキを読んで数えるルールシステム(既定: {first})',
  },
  'deckSystem.none': { en: 'no registered rule system plays with decks', ja: 'デッキを使うルールシステムが登録されていません' },
  'deckSystem.noneHint': {
    en: 'register one (registerSystem) whose system has a decks section',
    ja: 'デッキの節を持つルールシステムを登録してください(registerSystem)',
  },
  'deckSystem.notOne': { en: '"{id}" is no rule system that plays with decks', ja: '"{id}" はデッキを使うルールシステムではありません' },
  'deckSystem.useOne': { en: 'use one of: {names}', ja: '次のいずれかを指定してください: {names}' },
} as const;
