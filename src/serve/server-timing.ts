/**
 * Phases of one request, for the `Server-Timing` header (the browser shows
 * them in DevTools; the latency bench reads them): each `mark` closes the
 * phase that ran since the previous one.
 */
export class ServerTiming {
  private readonly phases: Array<[string, number]> = [];
  private last = performance.now();
  private readonly start = this.last;

  /** End the phase that ran since the previous mark (or since this object was made). */
  mark(name: string): void {
    const now = performance.now();
    this.phases.push([name, now - this.last]);
    this.last = now;
  }

  /** Milliseconds since this object was made. */
  total(): number {
    return performance.now() - this.start;
  }

  /** The header's value: `exact;dur=4.1, charts;dur=6.0, …, total;dur=…` (names are tokens, never user text). */
  header(): string {
    return [...this.phases, ['total', this.total()] as [string, number]].map(([n, ms]) => `${n};dur=${ms.toFixed(1)}`).join(', ');
  }
}
