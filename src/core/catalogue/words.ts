/*
 * Words the report, the terminal and the workbench page share (one term for one concept). core/messages.ts joins every area into the one catalogue.
 */

export const WORDS = {
  'word.exact': { en: 'exact', ja: '厳密値' },
  'word.deck': { en: 'deck', ja: 'デッキ' },
  'word.colours': { en: 'colours', ja: '色' },
  'word.onColour': { en: 'on-colour', ja: '自色' },
  'word.offColour': { en: 'off-colour', ja: '他色' },
  'word.colourless': { en: 'colourless', ja: '無色' },
  'word.spread': { en: 'on − off', ja: '自色 − 他色' },
  'word.manaValue': { en: 'mana value', ja: 'マナ総量' },
  'word.checkColour': { en: 'check colour', ja: '判定の色' },
  'word.line': { en: 'line {n}', ja: '{n}行目' },
} as const satisfies Record<string, { en: string; ja: string }>;
