/*
 * Where things sit in a study file: the YAML parser (loaded with the first
 * study, not with the library), its node guards, and the line and column of a
 * node or of a key inside a map, for errors that name their place.
 */

import type * as Yaml from 'yaml';
import type { LineCounter } from 'yaml';
import { lazy } from '../core/lazy.js';

/** The YAML module, loaded on first use. */
export const yaml = lazy<typeof Yaml>('yaml');
export const isMap = (n: unknown): n is Yaml.YAMLMap => yaml().isMap(n);
export const isSeq = (n: unknown): n is Yaml.YAMLSeq => yaml().isSeq(n);
export const isScalar = (n: unknown): n is Yaml.Scalar => yaml().isScalar(n);

/** Positions in the study file: of a node, and of a key inside a map node. */
export class Places {
  constructor(private readonly lc: LineCounter) {}
  of(node: unknown): { line?: number; column?: number } {
    const range = (node as { range?: number[] } | undefined)?.range;
    if (!range) return {};
    const p = this.lc.linePos(range[0]);
    return { line: p.line, column: p.col };
  }
  key(map: unknown, key: string): { line?: number; column?: number } {
    if (!isMap(map)) return this.of(map);
    const pair = map.items.find((it) => isScalar(it.key) && String(it.key.value) === key);
    return this.of(pair?.key ?? map);
  }
}
