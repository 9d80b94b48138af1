import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A dependency loaded on its first use, synchronously: a command pays start-up
 * time only for what it runs (`exact 2d6` needs no YAML parser, seed
 * derivation or progress bar). For packages that ship CommonJS.
 */
export function lazy<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
