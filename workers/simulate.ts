import { type ChunkTask, runChunks } from '../src/engine/run-chunk.js';

/**
 * The piscina worker: a run of chunks in, their summed accumulator back. The
 * accumulator is a few hundred numbers at most, so it is copied rather than
 * moved: the entry then needs nothing of piscina and bundles into one file
 * (scripts/bundle-cli.mjs) that a fresh worker loads at once.
 */
export default function simulateChunks(task: ChunkTask): Float64Array {
  return runChunks(task);
}
