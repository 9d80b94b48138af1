// The registered systems that play with decks (a `decks` section, deck-types.ts): which one reads a deck, and how messages name them.
import { HanteiError } from '../core/errors.js';
import { msg, verbatim } from '../core/messages.js';
import { SYSTEMS } from './index.js';
import type { CardDataSection } from './deck-types.js';
import type { DeckSupport, RuleSystem } from './types.js';

/** A registered system that plays with decks: its `decks` section is there. */
export type DeckSystem = RuleSystem & { decks: DeckSupport<unknown> };

const hasDecks = (s: RuleSystem): s is DeckSystem => s.decks !== undefined;

/** The registered systems with a deck section (the built-in ones, then any registered at run time). */
export function deckSystems(): DeckSystem[] {
  return SYSTEMS.filter(hasDecks);
}

/** Their ids, as messages name them: "mtg", "mtg or cardflip" (`joiner` between them). */
export function deckSystemNames(joiner = ' or '): string {
  return deckSystems()
    .map((s) => s.id)
    .join(joiner);
}

/** A deck system by id, or (none named) the first registered: what `deck inspect` reads decks with. */
export function deckSystem(id?: string): DeckSystem {
  const systems = deckSystems();
  const s = id === undefined ? systems[0] : systems.find((x) => x.id === id);
  if (!s)
    throw new HanteiError('range', id === undefined ? msg('deckSystem.none') : msg('deckSystem.notOne', { id: verbatim(id) }), {
      hint: systems.length ? msg('deckSystem.useOne', { names: deckSystemNames(', ') }) : msg('deckSystem.noneHint'),
    });
  return s;
}

/** The card data of the first deck system that keeps card data of its own (`decks.cardData`; mtg's), or undefined when none does. */
export function cardDataSection(): CardDataSection | undefined {
  return deckSystems().find((s) => s.decks.cardData)?.decks.cardData;
}

/** The same, refused when no registered system keeps card data (`hantei cards`, the workbench's update). */
export function needCardData(): CardDataSection {
  const section = cardDataSection();
  if (!section) throw new HanteiError('range', msg('cardData.none'), { hint: msg('cardData.noneHint') });
  return section;
}
