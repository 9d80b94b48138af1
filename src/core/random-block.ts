import { warmState } from './seed.js';

export const BLOCK = 4096;

/**
 * sfc32 output in blocks: the generator runs in a tight loop with its state in
 * locals and fills a reused buffer that the dice kernels read. One generator
 * loop serves every dice kernel, and nothing is allocated per trial.
 */
export class RandomBlock {
  readonly buf = new Uint32Array(BLOCK);
  private readonly st: Int32Array;

  constructor(seed: Uint32Array) {
    this.st = warmState(seed);
  }

  /** Refill the buffer; the caller resets its read position to 0. */
  refill(): void {
    const st = this.st;
    const buf = this.buf;
    let a = st[0],
      b = st[1],
      c = st[2],
      d = st[3];
    for (let i = 0; i < BLOCK; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      buf[i] = t;
    }
    st[0] = a;
    st[1] = b;
    st[2] = c;
    st[3] = d;
  }
}

/** A die of `faces` from a uniform 32-bit word: 1..faces. */
export function die(word: number, faces: number): number {
  return ((word * faces * 2.3283064365386963e-10) | 0) + 1;
}
