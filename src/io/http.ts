import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { HanteiError } from '../core/errors.js';
import { type Message, type MessageParam, msg, verbatim } from '../core/messages.js';
import { readBody, sizeWords } from './read.js';

/*
 * Reading from the web: fetch through the proxy the environment names
 * (undici's ProxyAgent; Node 20's own fetch ignores HTTPS_PROXY), failures
 * blamed on what failed (the proxy, or the host), bodies read within a cap
 * (io/read.ts readBody), downloads streamed to a file with a cap on their
 * decoded size: fetch unpacks a `Content-Encoding: gzip` answer, so its
 * Content-Length is the compressed size and says nothing of the bytes that
 * arrive.
 */

/** What this module reads of a response: Node's fetch and undici's both give it. */
export interface FetchResponse {
  ok: boolean;
  status: number;
  statusText: string;
  url: string;
  headers: { get(name: string): string | null };
  body: AsyncIterable<Uint8Array> | null;
}
type Fetch = (url: string, init?: { signal?: AbortSignal; headers?: Record<string, string> }) => Promise<FetchResponse>;

/** A fetch and the proxy it uses for a URL. */
export interface HttpClient {
  fetch: Fetch;
  /** The proxy a URL goes through (its variable and URL without credentials), if any. */
  proxyOf(url: string): { variable: string; shown: string } | undefined;
}

const env = (k: string): { variable: string; value: string } | undefined => {
  for (const v of [k, k.toLowerCase()]) if (process.env[v]) return { variable: v, value: process.env[v]! };
  return undefined;
};

/** NO_PROXY: `*`, or hosts and domain suffixes (`.example.com`, `example.com`), with optional ports. */
function bypassed(url: URL): boolean {
  const list = (env('NO_PROXY')?.value ?? '').split(/[\s,]+/).filter(Boolean);
  return list.some((entry) => {
    if (entry === '*') return true;
    const [host, port] = entry.replace(/^\*?\./, '.').split(':');
    if (port && port !== (url.port || (url.protocol === 'https:' ? '443' : '80'))) return false;
    return host.startsWith('.') ? url.hostname.endsWith(host) || url.hostname === host.slice(1) : url.hostname === host;
  });
}

/** A proxy variable's URL, checked: a value that is not an http(s) URL is refused naming the variable, never used or ignored. */
function proxyUrl(p: { variable: string; value: string }): URL {
  let u: URL | undefined;
  try {
    u = new URL(p.value);
  } catch {
    u = undefined;
  }
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || !u.hostname) {
    throw new HanteiError('range', msg('net.badProxy', { variable: p.variable, value: verbatim(JSON.stringify(p.value)) }), {
      hint: msg('net.badProxyHint', { variable: p.variable }),
    });
  }
  return u;
}

/**
 * fetch through HTTPS_PROXY (https URLs) or HTTP_PROXY (http URLs) when set,
 * NO_PROXY respected; a malformed proxy variable is an error before anything
 * is asked.
 */
export async function httpClient(): Promise<HttpClient> {
  const https = env('HTTPS_PROXY');
  const http = env('HTTP_PROXY');
  const urls = new Map<string, URL>();
  for (const p of [https, http]) if (p) urls.set(p.variable, proxyUrl(p));
  const pick = (url: string) => {
    const u = new URL(url);
    const p = bypassed(u) ? undefined : u.protocol === 'https:' ? https : http;
    return p ? { ...p, url: urls.get(p.variable)! } : undefined;
  };
  const proxyOf = (url: string) => {
    const p = pick(url);
    return p ? { variable: p.variable, shown: `${p.url.protocol}//${p.url.host}` } : undefined;
  };
  if (!https && !http) return { fetch: (url, init) => fetch(url, init) as Promise<FetchResponse>, proxyOf };
  const undici = await import('undici');
  const agents = new Map<string, InstanceType<typeof undici.ProxyAgent>>();
  return {
    proxyOf,
    fetch: (url, init) => {
      const p = pick(url);
      if (!p) return fetch(url, init) as Promise<FetchResponse>;
      let agent = agents.get(p.value);
      if (!agent) agents.set(p.value, (agent = new undici.ProxyAgent(p.value)));
      return undici.fetch(url, { ...init, dispatcher: agent }) as unknown as Promise<FetchResponse>;
    },
  };
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Why a request failed, in words (offline, refused, no such host), from the error or its cause chain. */
function whyUnreachable(e: unknown): Message {
  let code: string | undefined;
  let text = (e as Error).message;
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    code ??= (c as NodeJS.ErrnoException).code;
    if ((c as Error).message) text = (c as Error).message;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return msg('net.why.noHost');
  if (code === 'ECONNREFUSED') return msg('net.why.refused');
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return msg('net.why.reset');
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return msg('net.why.timeout');
  return verbatim(text);
}

/** One line that says what could not be reached and why: the proxy when one was in the way, else the host. */
export function unreachable(client: HttpClient, url: string, e: unknown, hint: MessageParam): HanteiError {
  const proxy = client.proxyOf(url);
  const why = whyUnreachable(e);
  if (proxy) {
    return new HanteiError('file', msg('net.proxyUnreachable', { host: hostOf(url), proxy: proxy.shown, variable: proxy.variable, why }), {
      hint: msg('net.proxyHint', { variable: proxy.variable }),
    });
  }
  return new HanteiError('file', msg('net.unreachable', { host: hostOf(url), why }), { hint: msg('net.unreachableHint', { then: hint }) });
}

/** GET a URL (redirects followed); a network failure is one plain error (`unreachable`), an abort stays an abort. */
export async function get(client: HttpClient, url: string, signal: AbortSignal | undefined, hint: MessageParam): Promise<FetchResponse> {
  try {
    return await client.fetch(url, { signal, headers: { 'user-agent': 'hantei (card data update)', accept: '*/*' } });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw unreachable(client, url, e, hint);
  }
}

/** A small answer (a checksum, a bulk-data object) read whole within `cap` bytes, as text. */
export async function getText(r: FetchResponse, cap: number, what: MessageParam): Promise<string> {
  return (await readBody(r.body, cap, r.url, what)).toString('utf8');
}

/** The most a download may unpack to per byte sent compressed: JSON gzips about 10:1, a bomb 1,000:1. */
export const MAX_RATIO = 32;
/** What a compressed download may always unpack to, whatever its ratio. */
export const MIN_DECODED_CAP = 16 * 1024 * 1024;
/** The largest download: Scryfall's all_cards is over 2 GB. */
export const MAX_DOWNLOAD = 6 * 1024 ** 3;

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Bytes received so far (decoded), and the total when it is known. */
  onProgress?: (received: number, total: number | undefined) => void;
  /** Said when the download fails part-way (the hint of "interrupted"). */
  retry: Message;
  /** Said when the file cannot be written (no space …). */
  cannotWrite: (why: string) => HanteiError;
}

/**
 * Stream an answer to `file`, calling `onChunk` with each decoded chunk (a
 * hash). A plain answer must bring the bytes its Content-Length announced; a
 * compressed one (`Content-Encoding`) is held to MAX_RATIO times its
 * compressed length (MIN_DECODED_CAP at least), so a decompression bomb
 * stops early, and every download to MAX_DOWNLOAD.
 */
export async function download(
  r: FetchResponse,
  file: string,
  onChunk: (chunk: Uint8Array) => void,
  opts: DownloadOptions,
): Promise<{ bytes: number }> {
  const encoding = (r.headers.get('content-encoding') ?? '').trim().toLowerCase();
  const encoded = encoding !== '' && encoding !== 'identity';
  const length = Number(r.headers.get('content-length')) || undefined;
  const total = encoded ? undefined : length;
  const cap = encoded && length ? Math.min(MAX_DOWNLOAD, Math.max(MIN_DECODED_CAP, length * MAX_RATIO)) : MAX_DOWNLOAD;
  const out = createWriteStream(file);
  // a write still pending when the stream is destroyed (a stop) reports on 'error': kept, never an unhandled event
  let writeError: Error | undefined;
  out.on('error', (e) => (writeError ??= e));
  let received = 0;
  try {
    for await (const chunk of r.body ?? []) {
      received += chunk.length;
      if (received > cap) {
        throw encoded
          ? new HanteiError('file', msg('read.decodedTooLarge', { url: verbatim(r.url), cap: sizeWords(cap), sent: length ?? '?' }), {
              hint: msg('read.decodedTooLargeHint'),
            })
          : new HanteiError('file', msg('read.answerTooLarge', { url: verbatim(r.url), cap: sizeWords(cap), what: msg('net.download') }), {
              hint: msg('read.decodedTooLargeHint'),
            });
      }
      onChunk(chunk);
      opts.onProgress?.(received, total);
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } catch (e) {
    out.destroy();
    if (opts.signal?.aborted || e instanceof HanteiError) throw e;
    if (writeError) throw opts.cannotWrite(writeError.message);
    throw new HanteiError(
      'file',
      msg('net.interruptedAfter', { url: verbatim(r.url), n: received.toLocaleString('en'), why: whyUnreachable(e) }),
      {
        hint: opts.retry,
      },
    );
  }
  out.end();
  try {
    await once(out, 'finish');
  } catch (e) {
    throw opts.cannotWrite((e as Error).message);
  }
  if (total !== undefined && received !== total) {
    throw new HanteiError(
      'file',
      msg('net.interrupted', { url: verbatim(r.url), n: received.toLocaleString('en'), total: total.toLocaleString('en') }),
      { hint: opts.retry },
    );
  }
  return { bytes: received };
}
