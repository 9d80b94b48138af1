/*
 * The workbench's "get every card" button: `hantei cards update` run by the
 * server (POST /api/cards/update, token-checked by guard.ts like every /api/
 * route), one at a time, its progress polled (GET), cancellable (POST
 * …/cancel). The source is the server's to choose (one the deck system's
 * card data names, or what `hantei serve` was started with), never the
 * page's: a page names no URL.
 */

import { HanteiError } from '../core/errors.js';
import { type MessageLang, msg } from '../core/messages.js';
import { needCardData } from '../systems/deck-systems.js';
import { cardDataState } from './card-data-state.js';
import { BadRequest, fieldsOf } from './fields.js';
import type { CardDataState } from './protocol.js';

/** What the page polls. */
export interface CardUpdateStatus {
  state: 'idle' | 'running' | 'done' | 'failed' | 'cancelled';
  phase?: 'download' | 'import';
  /** Bytes received, and the total when the server said it. */
  received?: number;
  total?: number;
  /** Card entries read by the import. */
  read?: number;
  /** The failure in the page's language, and its hint (an offline machine: `hantei cards update --from FILE`). */
  error?: string;
  hint?: string;
  /** The card data in use once done. */
  cardData?: CardDataState;
}

export class CardUpdater {
  private status: Omit<CardUpdateStatus, 'error' | 'hint'> = { state: 'idle' };
  private failure?: HanteiError | Error;
  private stop?: AbortController;

  /** `from`: the URL or file `hantei serve` updates from (default: the card data's first source, MTGJSON's AtomicCards). */
  constructor(
    private readonly studyDir: string,
    private readonly from?: string,
  ) {}

  start(body: unknown): CardUpdateStatus {
    const req = fieldsOf(body, { 'source?': 'string' }, 'cards/update');
    const data = needCardData();
    // a source the card data names (mtg: mtgjson, scryfall), never a URL
    if (req.source !== undefined && !Object.hasOwn(data.sources, req.source))
      throw new BadRequest(msg('serve.cardSource', { got: JSON.stringify(req.source).slice(0, 40) }));
    if (this.status.state === 'running') return this.view('en');
    const stop = (this.stop = new AbortController());
    this.failure = undefined;
    this.status = { state: 'running', phase: 'download', received: 0 };
    void data
      .update({
        from: this.from,
        source: req.source,
        out: data.indexPath(),
        signal: stop.signal,
        onProgress: (received, total) => {
          if (!stop.signal.aborted) this.status = { state: 'running', phase: 'download', received, ...(total ? { total } : {}) };
        },
        onCard: (read) => {
          if (!stop.signal.aborted) this.status = { ...this.status, phase: 'import', read };
        },
      })
      .then(
        () => {
          this.status = stop.signal.aborted ? { state: 'cancelled' } : { state: 'done', cardData: cardDataState(this.studyDir) };
        },
        (e: unknown) => {
          if (stop.signal.aborted) this.status = { state: 'cancelled' };
          else {
            this.failure = e as Error;
            this.status = { state: 'failed' };
          }
        },
      );
    return this.view('en');
  }

  view(lang: MessageLang): CardUpdateStatus {
    const e = this.failure;
    if (!e) return { ...this.status };
    const said = e instanceof HanteiError ? { error: e.localized(lang), hint: e.localizedHint(lang) } : { error: e.message };
    return { ...this.status, ...said, ...(said.hint === undefined ? { hint: msg('update.offline').text(lang) } : {}) };
  }

  cancel(): CardUpdateStatus {
    if (this.status.state === 'running') this.stop?.abort();
    return this.view('en');
  }
}
