/*
 * Decks held by the workbench for its pages: each page's pasted decks in a
 * session of its own (capped, least recently seen released first), deck ids
 * made from letters and digits only, and the summary every page lists.
 */

import { basename } from 'node:path';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import type { Deck } from '../api/index.js';
import { type DeckSummary, inspectDeck, parseDecklist } from '../api/decks.js';
import { deckSystem } from '../systems/deck-systems.js';
import { type UnknownSaid, unknownSaid } from './card-data-state.js';
import { BadRequest, fieldsOf } from './fields.js';

/** Caps on what a page may hold (docs/security.md, "The workbench server"): pasted decks per page, their size, pages remembered, jobs running. */
export const LIMITS = { pastedDecks: 16, deckBytes: 64 * 1024, sessions: 8, runningJobs: 4 } as const;

/** A page's own pasted decks: released when the page is one of the least recently seen beyond LIMITS.sessions. */
export interface PageSession {
  decks: Map<string, Deck>;
  text: Map<string, string>;
  /** Deck id → the file this server wrote it to (relative to the study folder). */
  files: Map<string, string>;
}

/** The pages' sessions, least recently seen first. */
export class PageSessions {
  private readonly sessions = new Map<string, PageSession>();

  /** A page's session (created on first use; the least recently seen beyond the cap is released with its decks). */
  get(id: string): PageSession {
    let s = this.sessions.get(id);
    if (s) this.sessions.delete(id);
    else s = { decks: new Map(), text: new Map(), files: new Map() };
    this.sessions.set(id, s);
    for (const old of this.sessions.keys()) {
      if (this.sessions.size <= LIMITS.sessions) break;
      this.sessions.delete(old);
    }
    return s;
  }
}

/** Each deck's summary, made once: the state route lists every deck the page holds. */
const summaries = new WeakMap<Deck, DeckSummary>();
export function summaryOf(deck: Deck): DeckSummary {
  let s = summaries.get(deck);
  // as deck inspect reads it: the first deck system's default (mtg v2)
  if (!s) summaries.set(deck, (s = inspectDeck(deck)));
  return s;
}

const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** A deck id: letters, digits, '-' and '_' only (no dots, slashes or NUL), never a device name. */
export function deckSlug(name: string): string {
  const s =
    name
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'pasted';
  return RESERVED.test(s) ? `deck-${s}` : s;
}

/** What a pasted deck is checked against: the study's deck ids (a page's own are in its session). */
export interface PasteContext {
  studyDecks: ReadonlyMap<string, Deck>;
  page: PageSession;
}

/** A pasted or dropped decklist: resolved against the card data, kept for this page's analyses. */
export function pasteDeck(
  { studyDecks, page }: PasteContext,
  body: unknown,
  lang: 'en' | 'ja',
): { deck: DeckSummary; text?: string; unknown?: UnknownSaid } {
  const req = fieldsOf(body, { 'name?': 'string', text: 'string', 'cards?': 'list' }, 'decks');
  if (req.text.trim() === '') throw new BadRequest(msg('deck.textEmpty'));
  const bytes = Buffer.byteLength(req.text, 'utf8');
  if (bytes > LIMITS.deckBytes) throw new BadRequest(msg('deck.tooManyBytes', { bytes, max: LIMITS.deckBytes }));
  // card data the player gave for unknown names (deck-fix form): the deck becomes a YAML deck carrying it
  // through the deck system's contract (the first, which reads pasted decks): no given cards where it takes none
  const support = deckSystem().decks.givenCards;
  const given = support ? support.check(req.cards) : [];
  if ('error' in given) throw new BadRequest(given.error);
  const rawName = req.name?.trim() || 'pasted';
  // a display name only: never a path
  const name =
    basename(rawName.replace(/\\/g, '/'))
      .replace(/[^\w.\- ]+/g, '_')
      .slice(0, 80) || 'pasted';
  let deck: Deck;
  let text = req.text;
  try {
    if (support && given.length > 0) text = support.write(req.text, name, given);
    deck = parseDecklist(text, name, { unknown: 'collect' });
  } catch (e) {
    if (e instanceof HanteiError)
      throw new BadRequest(e.place.line ? msg('deck.atLine', { line: e.place.line, error: e.text ?? e.message }) : (e.text ?? e.message));
    throw e;
  }
  // the id is made here, from letters and digits only: it names a deck, never a file
  const stem = deckSlug(deck.id);
  const taken = (x: string) => studyDecks.has(x) || page.decks.has(x);
  let id = stem;
  for (let n = 2; taken(id); n++) id = `${stem}-${n}`;
  deck = { ...deck, id, file: name };
  const summary = summaryOf(deck);
  // a deck with unknown library names is shown but not added: its odds would silently leave cards out (sideboard names never count)
  const unknown = unknownSaid(summary, lang);
  if (!unknown) {
    if (page.decks.size >= LIMITS.pastedDecks) throw new BadRequest(msg('deck.pastedCap', { n: LIMITS.pastedDecks }));
    page.decks.set(id, deck);
    page.text.set(id, text);
  }
  return { deck: summary, ...(text !== req.text ? { text } : {}), ...(unknown ? { unknown } : {}) };
}
