/**
 * The sfc32 step, written once: the one source every copy of the generator is
 * held to. The hot kernels keep the generator's four words in locals and
 * inline this step where they draw (a call per draw costs several times the
 * step itself); `Sfc32` (core/seed.ts) and `RandomBlock` (core/random-block.ts)
 * are copies too. test/core/sfc32-copies.test.ts finds every copy in src/ and
 * bench/ and holds it, line for line, to `sfc32Step` with the copy's own names,
 * and runs this text against an independent reference implementation.
 *
 * Names: `out` the drawn word (signed; `>>> 0` makes it unsigned), `a`, `b`,
 * `c` the mixing words and `d` the counter — PractRand's a, b, c, counter.
 */
export const SFC32_STEP = [
  '$out = ((($a + $b) | 0) + $d) | 0;',
  '$d = ($d + 1) | 0;',
  '$a = $b ^ ($b >>> 9);',
  '$b = ($c + ($c << 3)) | 0;',
  '$c = ($c << 21) | ($c >>> 11);',
  '$c = ($c + $out) | 0;',
] as const;

/** The names one copy gives the step's words. */
export interface Sfc32Names {
  out: string;
  a: string;
  b: string;
  c: string;
  d: string;
}

/**
 * The step's lines with a copy's names.
 *
 * @example
 * sfc32Step({ out: 'r', a: 'a', b: 'b', c: 's', d: 'd' })[4]; // 's = (s << 21) | (s >>> 11);'
 */
export function sfc32Step(names: Sfc32Names): string[] {
  return SFC32_STEP.map((line) => line.replace(/\$(out|a|b|c|d)\b/g, (_, k: keyof Sfc32Names) => names[k]));
}
