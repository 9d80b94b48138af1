/**
 * The one request helper of the page: JSON in and out, the server's error
 * message on failure, and a count of requests in flight (the "updating"
 * state, and what the latency bench waits for).
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly exists?: string[],
  ) {
    super(message);
  }
}

// the server answers only requests carrying the token it put in this page; the session holds this page's pasted decks
const token = document.querySelector<HTMLMetaElement>('meta[name="hantei-token"]')?.content ?? '';
// getRandomValues, not randomUUID: a page served with --host on a LAN address is not a secure context
export const session = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

let pageLang: () => 'en' | 'ja' = () => 'en';

/** Where the page's language is read from (main.ts, which switches it). */
export function langFrom(f: () => 'en' | 'ja'): void {
  pageLang = f;
}

let inFlight = 0;
const listeners = new Set<(busy: number) => void>();

/** Called with the number of requests in flight whenever it changes. */
export function onBusy(f: (busy: number) => void): void {
  listeners.add(f);
}

export const busy = (): number => inFlight;

/** When one answer's parts came (performance.now() times), its size, and the server's own phases (its Server-Timing header, ms). */
export interface CallTiming {
  sent: number;
  headers: number;
  body: number;
  parsed: number;
  bytes: number;
  server: Record<string, number>;
}

/** `Server-Timing: exact;dur=4.1, charts;dur=6` → { exact: 4.1, charts: 6 }. */
export function serverTiming(header: string | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of (header ?? '').split(',')) {
    const m = /^\s*([\w-]+)\s*;.*\bdur=([\d.]+)/.exec(part);
    if (m) out[m[1]] = Number(m[2]);
  }
  return out;
}

export async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return (await apiTimed<T>(method, path, body, signal)).data;
}

/** `api`, with when each part of the answer came (the latency bench's phases). */
export async function apiTimed<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<{ data: T; timing: CallTiming }> {
  inFlight++;
  listeners.forEach((f) => f(inFlight));
  try {
    // the server says its errors in the page's language
    const headers: Record<string, string> = { 'x-hantei-token': token, 'x-hantei-session': session, 'x-hantei-lang': pageLang() };
    if (method === 'POST') headers['content-type'] = 'application/json';
    const sent = performance.now();
    const res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const got = performance.now();
    const text = await res.text();
    const read = performance.now();
    const data = JSON.parse(text) as T & { error?: string; exists?: string[] };
    const timing: CallTiming = {
      sent,
      headers: got,
      body: read,
      parsed: performance.now(),
      bytes: text.length,
      server: serverTiming(res.headers.get('server-timing')),
    };
    if (!res.ok) throw new ApiError(data.error ?? `${res.status}`, res.status, data.exists);
    return { data, timing };
  } finally {
    inFlight--;
    listeners.forEach((f) => f(inFlight));
  }
}

/**
 * Latest wins: at most one call of `run` in flight; an edit made meanwhile
 * waits for it, and of several such edits only the last is sent. So typing
 * never queues a request per key stroke, and no answer is drawn over a newer one.
 */
export function latest<A>(run: (arg: A) => Promise<void>): (arg: A) => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: { arg: A } | null = null;
  const go = async (arg: A): Promise<void> => {
    running = run(arg).catch(() => undefined);
    await running;
    running = null;
    if (queued) {
      const next = queued;
      queued = null;
      await go(next.arg);
    }
  };
  return async (arg: A) => {
    if (running) {
      queued = { arg };
      return;
    }
    await go(arg);
  };
}
