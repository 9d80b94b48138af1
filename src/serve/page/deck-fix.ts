import { recognise } from '../../core/messages.js';
import { areaWords } from '../../core/catalogue/area.js';
import { PAGE } from '../../core/catalogue/page.js';
import type { UnresolvedCard } from '../../systems/types.js';
import type { CardDataState } from '../protocol.js';
import { cardUpdateBox } from './card-update.js';
import type { Lang } from './i18n.js';

/*
 * Unknown card names, fixable where they appear: each unresolved line lists
 * its closest names as one-click replacements, and a small form gives the
 * card's mana value and colours (the server writes them into the deck as a
 * YAML card entry). Also: which card data is in use, and how to update it.
 */

const WORDS = areaWords(PAGE, 'deckFix.');
type W = keyof typeof WORDS;

/** A card's data as the player gives it: its name, then the card data's fields (mtg: `mana_value`, `colors`, `type_line`). */
export type GivenCard = { name: string } & Record<string, unknown>;

/** The card data's keys the form fills (the JSON the server reads, systems/mtg/decks/given-cards.ts): a number, the boxes ticked. */
const GIVEN_KEYS = { value: 'mana_value', choices: 'colors' } as const;

export interface FixHandlers {
  /** Replace `from` by `to` on line `line` of the deck text, and add the deck again. */
  replace(line: number, from: string, to: string): void;
  /** Add the deck again with this card's data given, in the card data's own keys (the server checks them: serve/fields.ts). */
  give(card: GivenCard): void;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

/** `稲妻 (Lightning Bolt)` → what to write in the list: the name as suggested, in the input's language. */
const nameOf = (suggestion: string) => suggestion.replace(/\s*\([^()]*\)$/, '');

/** The `ul.unresolved` list (its `li` text as before: `line N: count name — did you mean …?`), with the fixes after it. */
export function unresolvedList(
  unresolved: readonly UnresolvedCard[],
  lang: Lang,
  didYouMean: string,
  fix: FixHandlers | undefined,
): HTMLUListElement {
  const t = (w: W) => WORDS[w][lang];
  return el(
    'ul',
    { class: 'unresolved' },
    ...unresolved.map((u) => {
      const li = el(
        'li',
        {},
        `line ${u.line}: ${u.count} ${u.name}${u.suggestions.length ? ` — ${didYouMean} ${u.suggestions.join(' / ')}?` : ''}`,
      );
      if (!fix) return li;
      const fixes = el('span', { class: 'fixes' });
      for (const s of u.suggestions) {
        const b = el(
          'button',
          { type: 'button', class: 'fix-suggestion', 'data-line': String(u.line), 'data-name': nameOf(s) },
          `${t('use')} ${nameOf(s)}`,
        );
        b.addEventListener('click', () => fix.replace(u.line, u.name, nameOf(s)));
        fixes.append(' ', b);
      }
      const mv = el('input', { type: 'number', min: '0', step: '0.5', value: '0', class: 'fix-mana-value', 'aria-label': t('manaValue') });
      const boxes = (['W', 'U', 'B', 'R', 'G'] as const).map((c) =>
        el('input', { type: 'checkbox', value: c, class: 'fix-colour', 'aria-label': c }),
      );
      const type = el('input', { type: 'text', class: 'fix-type-line', placeholder: t('typeLine') });
      const apply = el('button', { type: 'button', class: 'fix-apply' }, t('apply'));
      apply.addEventListener('click', () => {
        const value = Number(mv.value);
        fix.give({
          name: u.name,
          [GIVEN_KEYS.value]: Number.isFinite(value) && value >= 0 ? value : 0,
          [GIVEN_KEYS.choices]: boxes.filter((b) => b.checked).map((b) => b.value),
          ...(type.value.trim() ? { type_line: type.value.trim() } : {}),
        });
      });
      const form = el(
        'details',
        { class: 'fix-form' },
        el('summary', {}, t('give')),
        el('label', {}, `${t('manaValue')} `, mv),
        el('span', { class: 'fix-colours' }, `${t('colours')} `, ...boxes.flatMap((b) => [el('label', {}, b, b.value)])),
        type,
        apply,
      );
      li.append(fixes, form);
      return li;
    }),
  );
}

/** Which card data resolves names: the bundled data (its sources and dates), the imported index, and the update (card-update.ts). */
export function cardDataNote(cd: CardDataState | undefined, lang: Lang, updated?: (cd: CardDataState | undefined) => void): HTMLElement {
  const box = el('details', { id: 'card-data', class: 'card-data' });
  // made once: its status stays while the lines above it show the data now in use
  const update = updated
    ? cardUpdateBox(lang, (now) => {
        fillCardData(box, now, lang, update);
        box.setAttribute('open', '');
        updated(now);
      })
    : undefined;
  fillCardData(box, cd, lang, update);
  return box;
}

function fillCardData(box: HTMLElement, cd: CardDataState | undefined, lang: Lang, update: HTMLElement | undefined): void {
  const t = (w: W) => WORDS[w][lang];
  box.replaceChildren();
  if (!cd) return;
  const b = cd.bundled;
  box.append(
    el(
      'summary',
      {},
      `${t('cardData')}: ${t('bundled')} ${b.cards.toLocaleString('en')} ${t('cards')}${
        b.sources.some((s) => s.date)
          ? ` (${b.sources
              .map((s) => s.date)
              .filter(Boolean)
              .join(', ')})`
          : ''
      }${cd.imported ? ` + ${t('imported')}` : ''}`,
    ),
  );
  const list = el('ul');
  // the sources' own descriptions are data (in English, as the index records them): marked so, not translated;
  // hantei's own description of its bundled sample is a catalogue entry, said in the page's language
  for (const s of b.sources) {
    const own = recognise(s.data, ['cards.sampleSource']);
    list.append(
      el(
        'li',
        {},
        `${s.cards.toLocaleString('en')} ${t('cards')}: `,
        own.id === 'verbatim' ? el('span', { lang: 'en' }, `${s.data}${s.date ? ` (${s.date})` : ''}`) : own.text(lang),
        ...(s.lacks ? [` — ${t('lacks')}: `, el('span', { lang: 'en' }, s.lacks)] : []),
      ),
    );
  }
  if (cd.imported)
    list.append(
      el(
        'li',
        {},
        `${t('imported')}: ${cd.imported.file}${cd.imported.source ? ` ← ${cd.imported.source}` : ''}${cd.imported.importedAt ? ` (${cd.imported.importedAt.slice(0, 10)})` : ''}`,
      ),
    );
  list.append(el('li', {}, `${t('update')}: `, ...cd.update.flatMap((c, i) => [i ? ' / ' : '', el('code', { lang: 'en' }, c)])));
  box.append(list);
  if (update) box.append(update);
}

/** The link from a deck's unknown names to the card-data panel: opens it and brings it into view. */
export function cardDataLink(text: string): HTMLAnchorElement {
  const a = el('a', { href: '#card-data', class: 'card-data-link' }, text);
  a.addEventListener('click', (e) => {
    e.preventDefault();
    const box = document.getElementById('card-data');
    if (!box) return;
    box.setAttribute('open', '');
    box.scrollIntoView({ block: 'nearest' });
    document.getElementById('card-update')?.focus();
  });
  return a;
}
