import type { CompiledLibrary } from './compile.js';

/*
 * A library by card kind: the tables every trial loop of mtg's stateful
 * scenarios (opposed-kernel.ts, turn-*.ts) reads instead of physical cards.
 * Copies of a card are interchangeable, so the library is a permutation of
 * kind indices and every number a check needs comes from tables of a few
 * dozen kinds, which stay in the cache however large the library is.
 */

/** 2^-32: a word times U32 is a uniform number in [0, 1). */
export const U32 = 2.3283064365386963e-10;

/**
 * One library by card kind, for the check types a scenario uses. Packing as
 * kernel.ts's: (number << 4) | (multicolour 4) | (critical 2) | (colourless 1).
 */
export interface KindTables {
  /** Cards in the library. */
  size: number;
  /** Kinds: maximal runs of slots that agree on every number the rules give them. */
  kinds: number;
  /** Slot → kind, in slot order: the library a kernel call starts from (copied, then permuted in place). */
  slotKind: Int32Array;
  /** Per kind, the slot after its run: kind k holds slots [kindEnd[k − 1], kindEnd[k]). */
  kindEnd: Int32Array;
  /** Per kind, as card 1 (target): its revealed value as the number; its critical and colourless bits. */
  asFirst: Int32Array;
  /** Per check type × kind (index type · kinds + kind), as card 2: revealed value + first modifier option. */
  asSecond: Int32Array;
  /** Per check type × kind: where a multicolour card's achievements (value + modifier) start in `options`, and how many. */
  optStart: Int32Array;
  optCount: Int32Array;
  options: Int32Array;
}

/** The per-slot numbers of a library for one check type (CompiledLibrary's, or TurnCompiled's per type). */
interface TypeSlots {
  modStart: Int32Array;
  modCount: Int32Array;
  mods: Int32Array;
}

/**
 * Group a library's slots into kinds (a run of slots agreeing on value,
 * colourless, critical and, for each check type, the modifier options) and
 * pack each kind's numbers. One pass over the library; done once per
 * compiled scenario.
 */
export function kindTables(
  size: number,
  value: Int32Array,
  colourless: Uint8Array,
  critical: Uint8Array,
  types: readonly TypeSlots[],
): KindTables {
  const slotKind = new Int32Array(size);
  const firstSlot: number[] = [];
  for (let i = 0; i < size; i++) {
    let same = i > 0 && value[i] === value[i - 1] && colourless[i] === colourless[i - 1] && critical[i] === critical[i - 1];
    for (const t of types) same = same && t.modStart[i] === t.modStart[i - 1] && t.modCount[i] === t.modCount[i - 1];
    if (!same) firstSlot.push(i);
    slotKind[i] = firstSlot.length - 1;
  }
  const kinds = firstSlot.length;
  const asFirst = new Int32Array(kinds);
  const asSecond = new Int32Array(types.length * kinds);
  const optStart = new Int32Array(types.length * kinds);
  const optCount = new Int32Array(types.length * kinds);
  const options: number[] = [];
  for (let k = 0; k < kinds; k++) {
    const i = firstSlot[k];
    asFirst[k] = (value[i] << 4) | (critical[i] << 1) | colourless[i];
    types.forEach((t, ti) => {
      const count = t.modCount[i];
      const at = ti * kinds + k;
      asSecond[at] = ((value[i] + t.mods[t.modStart[i]]) << 4) | (count > 1 ? 4 : 0) | (critical[i] << 1) | colourless[i];
      optStart[at] = options.length;
      optCount[at] = count;
      for (let o = 0; o < count; o++) options.push(value[i] + t.mods[t.modStart[i] + o]);
    });
  }
  const kindEnd = Int32Array.from(firstSlot.slice(1).concat(size));
  return { size, kinds, slotKind, kindEnd, asFirst, asSecond, optStart, optCount, options: Int32Array.from(options) };
}

/** A compiled library's kind tables, for its one check type. */
export function libraryKinds(lib: CompiledLibrary): KindTables {
  return kindTables(lib.size, lib.value, lib.colourless, lib.critical, [lib]);
}
