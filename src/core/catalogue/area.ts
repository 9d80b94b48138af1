/*
 * An area's words under the short names its module uses: the catalogue keys
 * every entry by a unique id (`report.success`), a module looks its own up
 * without the prefix (`WORDS.success`). The words stay where they are; this
 * only names them.
 */

/** The entries of `T` whose ids start with `P`, named without it. */
export type Unprefixed<T, P extends string> = { [K in keyof T as K extends `${P}${infer W}` ? W : never]: T[K] };

/**
 * An area's entries whose ids start with `prefix`, named without it.
 *
 * @example
 * const WORDS = areaWords(PAGE, 'page.'); // WORDS.title.ja
 */
export function areaWords<T extends Record<string, { en: string; ja: string }>, P extends string>(area: T, prefix: P): Unprefixed<T, P> {
  return Object.fromEntries(
    Object.entries(area)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  ) as Unprefixed<T, P>;
}
