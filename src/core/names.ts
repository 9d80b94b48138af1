/*
 * One vocabulary for parameter names: the CLI writes kebab-case (`courage-die`),
 * JSON params camelCase (`courageDie`); studies accept both. Unknown names get
 * the closest known ones as a hint.
 */
import { type Message, msg, quotedOr } from './messages.js';

export const camelCase = (s: string): string => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const kebabCase = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Levenshtein distance, for "did you mean". */
export function editDistance(a: string, b: string): number {
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/** Known names closest to `name` (spelling-insensitive to case and dashes), best first. */
export function closestNames(name: string, known: readonly string[], max = 3): string[] {
  const fold = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const target = fold(name);
  const limit = Math.max(2, Math.ceil(target.length / 2));
  return [...new Set(known)]
    .map((k) => [editDistance(target, fold(k)), k] as const)
    .filter(([d]) => d <= limit)
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
    .slice(0, max)
    .map(([, k]) => k);
}

/** "did you mean …?" or the full list when nothing is close (a message: said in the user's language). */
export function unknownNameHint(name: string, known: readonly string[]): Message {
  const near = closestNames(name, known);
  return near.length > 0
    ? msg('name.didYouMeanKnown', { names: quotedOr(near), known: known.join(', ') })
    : msg('name.known', { known: known.join(', ') });
}

// how messages name a parameter: the library by its camelCase name, the CLI by its flag (set once by the CLI)
let flagSpelling = false;

/** Messages name parameters as the command line spells them (`--courage-die`); the CLI calls this once as it starts. */
export function useFlagSpelling(on = true): void {
  flagSpelling = on;
}

/** A parameter as messages name it: `courageDie` from the library, `--courage-die` from the CLI. */
export function paramLabel(flag: string): string {
  return flagSpelling ? `--${kebabCase(flag)}` : camelCase(flag);
}
