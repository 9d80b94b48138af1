import { move } from 'piscina';
import { type ChunkTask, runChunk } from '../src/engine/run-chunk.js';

/** The piscina worker: one chunk in, its accumulator moved (not copied) back. */
export default function simulateChunk(task: ChunkTask): Float64Array {
  return move(runChunk(task)) as unknown as Float64Array;
}
