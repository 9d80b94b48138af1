/*
 * What `hantei cards show` prints of a card, as plain facts (the command
 * writes the words): its type line, the mana value the data gives and the
 * one a check uses, its colours and basic land types as letters.
 */
import { type CardData, cardFromData } from './card-data.js';
import { maskToColours } from './card.js';
import type { Message } from '../../../core/messages.js';

/** A card's facts for `cards show`, or why its data makes no card. */
export type CardFacts =
  | { name: string; typeLine: string; given?: number; inCheck: number; own: string; landTypes: string; derived: boolean }
  | { error: Message };

export function cardFacts(data: CardData): CardFacts {
  const card = cardFromData(data);
  if ('error' in card) return card;
  return {
    name: card.name,
    typeLine: card.typeLine,
    ...(data.mana_value !== undefined ? { given: data.mana_value } : {}),
    inCheck: card.manaValue,
    own: maskToColours(card.colours).join(''),
    landTypes: maskToColours(card.landTypes).join(''),
    derived: (data as { derived?: boolean }).derived === true,
  };
}
