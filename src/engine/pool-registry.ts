/*
 * Who closes the worker pool at the end of a command: pool.ts registers its
 * closer when it starts a pool, so the CLI can close it without loading the
 * pool (and piscina) for commands that never simulate.
 */

let closer: (() => Promise<void>) | undefined;

export function registerPoolCloser(close: () => Promise<void>): void {
  closer = close;
}

/** Close the pool if one was started; a no-op otherwise. */
export async function closeOpenPool(): Promise<void> {
  await closer?.();
}
