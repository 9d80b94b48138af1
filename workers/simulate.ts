import { move } from 'piscina';
import { type ChunkTask, runChunks } from '../src/engine/run-chunk.js';

/** The piscina worker: a run of chunks in, their summed accumulator moved (not copied) back. */
export default function simulateChunks(task: ChunkTask): Float64Array {
  return move(runChunks(task)) as unknown as Float64Array;
}
