import { type MessageId, type MessageLang, recognise } from '../../../core/messages.js';

/*
 * A deck keeps how it was read (its `assumptions` and `notes`) in English, as
 * its JSON always said it; printed (CLI, workbench) they are said again in the
 * user's language from the catalogue. Pure: the workbench page uses it too.
 */

/** How decks are read, as the catalogue says it: a deck keeps these words in English (its `assumptions` and `notes`). */
export const DECK_NOTES: readonly MessageId[] = [
  'deck.sideboardAfterBlank',
  'deck.lastGroupSideboard',
  'deck.blankLinesGroups',
  'deck.lastGroupMtgo',
  'deck.noSideboardBlank',
  'deck.footerSideboard',
  'deck.sideboardTooBig',
  'deck.commanderInSide',
  'deck.xmageCommander',
  'deck.cockatriceBanner',
];

/**
 * A deck's warning or note (an entry of its `assumptions` or `notes`, kept in English) in a language.
 *
 * @example
 * for (const a of deck.assumptions ?? []) console.log(deckNoteIn(a, 'ja'));
 */
export function deckNoteIn(text: string, lang: MessageLang): string {
  return lang === 'en' ? text : recognise(text, DECK_NOTES).text(lang);
}
