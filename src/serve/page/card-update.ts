/*
 * The card-data panel's update: a button that runs `hantei cards update` on
 * the server (POST /api/cards/update, token-checked), a progress bar from
 * its polled status, a cancel button, the failure in plain words with the
 * offline way (`hantei cards update --from FILE`), and, once done, the
 * pasted deck added again so that it resolves without being pasted again.
 */

import type { CardUpdateStatus } from '../cards-route.js';
import type { CardDataState } from '../protocol.js';
import { api } from './api.js';
import { type Lang, type Word, word } from './i18n.js';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Array<Node | string>) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/** The update controls; `done` gets the card data now in use. */
export function cardUpdateBox(lang: Lang, done: (cd: CardDataState | undefined) => void): HTMLElement {
  const t = (w: Word) => word(w, lang);
  const start = el('button', { type: 'button', id: 'card-update' }, t('cardsGet'), ' ', el('code', { lang: 'en' }, 'hantei cards update'));
  const cancel = el('button', { type: 'button', id: 'card-update-cancel', hidden: '' }, t('cardsCancel'));
  const bar = el('progress', { id: 'card-update-progress', hidden: '' });
  const status = el('p', { id: 'card-update-status', 'aria-live': 'polite' });
  const offline = el(
    'p',
    { class: 'note', id: 'card-update-offline' },
    t('cardsOffline'),
    ' ',
    el('code', { lang: 'en' }, 'hantei cards update --from FILE'),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (s: CardUpdateStatus) => {
    const running = s.state === 'running';
    start.disabled = running;
    cancel.hidden = !running;
    bar.hidden = !running;
    if (running) {
      if (s.phase === 'import') {
        bar.removeAttribute('value');
        status.textContent = `${t('cardsImporting')}: ${(s.read ?? 0).toLocaleString('en')}`;
      } else {
        if (s.total) ((bar.max = s.total), (bar.value = s.received ?? 0));
        else bar.removeAttribute('value');
        status.textContent = `${t('cardsDownloading')}: ${mb(s.received ?? 0)}${s.total ? ` / ${mb(s.total)}` : ''}`;
      }
    } else if (s.state === 'failed') status.textContent = `${s.error ?? ''}${s.hint ? ` — ${s.hint}` : ''}`;
    else if (s.state === 'cancelled') status.textContent = t('cardsCancelled');
    else if (s.state === 'done') status.textContent = t('cardsDone');
    status.className = s.state === 'failed' ? 'error' : '';
    status.dataset.state = s.state;
  };
  const poll = async () => {
    const s = await api<CardUpdateStatus>('GET', '/api/cards/update');
    show(s);
    if (s.state === 'running') timer = setTimeout(() => void poll(), 400);
    else if (s.state === 'done') done(s.cardData);
  };
  start.addEventListener('click', async () => {
    clearTimeout(timer);
    show(await api<CardUpdateStatus>('POST', '/api/cards/update', {}));
    timer = setTimeout(() => void poll(), 200);
  });
  cancel.addEventListener('click', async () => {
    await api<CardUpdateStatus>('POST', '/api/cards/update/cancel', {});
  });
  return el('div', { class: 'card-update' }, el('div', { class: 'row' }, start, cancel), bar, status, offline);
}
