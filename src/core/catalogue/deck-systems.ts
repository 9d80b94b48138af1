/*
 * The catalogue's words for choosing among deck systems (`deck inspect --system`); core/messages.ts joins every area into the one catalogue.
 */

export const DECK_SYSTEMS = {
  'help.deck.system': {
    en: 'the rule system whose decks these are, which reads and counts them (default: {first})',
    ja: 'デッキを読んで数えるルールシステム(既定: {first})',
  },
} as const;
