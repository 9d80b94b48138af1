import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { once } from 'node:events';
import { HanteiError } from '../core/errors.js';
import { writeFileAtomic } from '../io/atomic.js';
import { type ImportSummary, importCardData } from './import.js';

/*
 * `hantei cards update`: fetch current card data (MTGJSON AtomicCards.json.xz
 * with its published SHA-256, or Scryfall's default_cards bulk file), check
 * it, build the index and swap it in. The download goes to a private
 * temporary folder; the index is written by importCardData through
 * io/atomic.ts, so a failure or Ctrl-C at any point leaves the previous index.
 */

export const MTGJSON_ATOMIC = 'https://mtgjson.com/api/v5/AtomicCards.json.xz';
export const SCRYFALL_BULK = 'https://api.scryfall.com/bulk-data/default-cards';

/** What the imported index was built from (a sidecar file next to it, shown by `cards info`). */
export interface IndexSource {
  source: string;
  sha256?: string;
  verified: 'sha256' | 'none';
  importedAt: string;
  format: ImportSummary['format'];
  cards: number;
  japanese: number;
}

export const sourceFileOf = (index: string) => `${index}.source.json`;

export function readIndexSource(index: string): IndexSource | undefined {
  try {
    return JSON.parse(readFileSync(sourceFileOf(index), 'utf8')) as IndexSource;
  } catch {
    return undefined;
  }
}

export function writeIndexSource(index: string, s: IndexSource): void {
  writeFileAtomic(sourceFileOf(index), JSON.stringify(s, null, 2) + '\n', 'the card index source note');
}

export interface UpdateOptions {
  /** A URL or a local file (default: MTGJSON's AtomicCards.json.xz). */
  from?: string;
  /** Where Scryfall's default_cards is wanted instead of MTGJSON. */
  scryfall?: boolean;
  out: string;
  signal?: AbortSignal;
  /** Bytes received so far, and the total when the server says it. */
  onProgress?: (received: number, total: number | undefined, what: string) => void;
  onCard?: (read: number) => void;
  /** Messages for the user (a checksum that could not be checked). */
  note?: (message: string) => void;
}

const isUrl = (s: string) => /^https?:\/\//i.test(s);

/** What this module reads of a response: Node's fetch and undici's both give it. */
interface FetchResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  body: AsyncIterable<Uint8Array> | null;
  json(): Promise<unknown>;
  text(): Promise<string>;
}
type Fetch = (url: string, init?: { signal?: AbortSignal; headers?: Record<string, string> }) => Promise<FetchResponse>;

const env = (k: string) => process.env[k] || process.env[k.toLowerCase()] || undefined;

/** NO_PROXY: `*`, or hosts and domain suffixes (`.example.com`, `example.com`), with optional ports. */
function bypassed(url: URL): boolean {
  const list = (env('NO_PROXY') ?? '').split(/[\s,]+/).filter(Boolean);
  return list.some((entry) => {
    if (entry === '*') return true;
    const [host, port] = entry.replace(/^\*?\./, '.').split(':');
    if (port && port !== (url.port || (url.protocol === 'https:' ? '443' : '80'))) return false;
    return host.startsWith('.') ? url.hostname.endsWith(host) || url.hostname === host.slice(1) : url.hostname === host;
  });
}

/**
 * fetch through HTTPS_PROXY (https URLs) or HTTP_PROXY (http URLs) when set,
 * NO_PROXY respected: undici's ProxyAgent (CONNECT tunnels); Node 20's own
 * fetch ignores these variables.
 */
async function proxiedFetch(): Promise<Fetch> {
  if (!env('HTTPS_PROXY') && !env('HTTP_PROXY')) return (url, init) => fetch(url, init);
  const undici = await import('undici');
  const agents = new Map<string, InstanceType<typeof undici.ProxyAgent>>();
  return (url, init) => {
    const u = new URL(url);
    const proxy = bypassed(u) ? undefined : u.protocol === 'https:' ? env('HTTPS_PROXY') : env('HTTP_PROXY');
    if (!proxy) return fetch(url, init);
    let agent = agents.get(proxy);
    if (!agent) agents.set(proxy, (agent = new undici.ProxyAgent(proxy)));
    return undici.fetch(url, { ...init, dispatcher: agent });
  };
}

/** One line that says what failed to be reached, and why (offline, refused, no such host). */
function unreachable(url: string, e: unknown): HanteiError {
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (e as NodeJS.ErrnoException).code;
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  const why =
    code === 'ENOTFOUND' || code === 'EAI_AGAIN'
      ? 'no such host, or this machine is offline'
      : code === 'ECONNREFUSED'
        ? 'connection refused'
        : code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT'
          ? 'timed out'
          : (cause?.message ?? (e as Error).message);
  return new HanteiError('file', `cannot reach ${host} (${why})`, {
    hint: 'check the network (HTTPS_PROXY is used when set), or download the file elsewhere and run: hantei cards update --from FILE',
  });
}

async function get(f: Fetch, url: string, signal?: AbortSignal): Promise<FetchResponse> {
  let r: FetchResponse;
  try {
    r = await f(url, { signal, headers: { 'user-agent': 'hantei (card data update)', accept: '*/*' } });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw unreachable(url, e);
  }
  return r;
}

/** Download to `file`, hashing as it goes; an interrupted transfer (fewer bytes than announced) is an error. */
async function download(f: Fetch, url: string, file: string, opts: UpdateOptions): Promise<{ sha256: string; bytes: number }> {
  const r = await get(f, url, opts.signal);
  if (!r.ok || !r.body)
    throw new HanteiError('file', `cannot download ${url}: HTTP ${r.status} ${r.statusText}`.trim(), {
      hint: 'check the URL, or download the file elsewhere and run: hantei cards update --from FILE',
    });
  const total = Number(r.headers.get('content-length')) || undefined;
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  // a write still pending when the stream is destroyed (a stop) reports on 'error': kept, never an unhandled event
  let writeError: Error | undefined;
  out.on('error', (e) => (writeError ??= e));
  const cannotWrite = (e: Error) =>
    new HanteiError('file', `cannot write ${file}: ${e.message}`, {
      file,
      hint: 'free some space or choose another --index; the previous card index is unchanged',
    });
  let received = 0;
  try {
    for await (const chunk of r.body) {
      hash.update(chunk);
      received += chunk.length;
      opts.onProgress?.(received, total, basename(new URL(url).pathname));
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } catch (e) {
    out.destroy();
    if (opts.signal?.aborted) throw e;
    if (writeError) throw cannotWrite(writeError);
    throw new HanteiError(
      'file',
      `the download of ${url} was interrupted after ${received.toLocaleString('en')} bytes: ${(e as Error).message}`,
      { hint: 'the previous card index is unchanged; run the update again' },
    );
  }
  out.end();
  try {
    await once(out, 'finish');
  } catch (e) {
    throw cannotWrite(e as Error);
  }
  if (total !== undefined && received !== total) {
    throw new HanteiError(
      'file',
      `the download of ${url} was interrupted: ${received.toLocaleString('en')} of ${total.toLocaleString('en')} bytes`,
      { hint: 'the previous card index is unchanged; run the update again' },
    );
  }
  return { sha256: hash.digest('hex'), bytes: received };
}

/** A published checksum file: `HEX` or `HEX  NAME` (sha256sum's form). */
function parseSha(text: string): string | undefined {
  return /\b([0-9a-f]{64})\b/i.exec(text)?.[1]?.toLowerCase();
}

function sha256OfFile(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Fetch (or read), verify and import card data into `opts.out`; the previous index stays whole if anything fails. */
export async function updateCardData(opts: UpdateOptions): Promise<ImportSummary & { source: IndexSource }> {
  const from = opts.from ?? (opts.scryfall ? SCRYFALL_BULK : MTGJSON_ATOMIC);
  const tmp = mkdtempSync(join(tmpdir(), 'hantei-cards-'));
  const stop = () => rmSync(tmp, { recursive: true, force: true });
  // Ctrl-C exits through interrupt.ts: the temporary download must not outlive the process
  process.once('exit', stop);
  try {
    let file: string;
    let sha256: string | undefined;
    let verified: IndexSource['verified'] = 'none';
    if (isUrl(from)) {
      const f = await proxiedFetch();
      let url = from;
      if (/\/bulk-data\/[\w-]+\/?$/.test(new URL(url).pathname)) {
        // the bulk-data object names today's file
        const meta = await get(f, url, opts.signal);
        if (!meta.ok)
          throw new HanteiError('file', `cannot read ${url}: HTTP ${meta.status}`, {
            hint: 'try again later, or use MTGJSON: hantei cards update',
          });
        const j = (await meta.json()) as { download_uri?: string };
        if (!j.download_uri)
          throw new HanteiError('file', `${url} names no download_uri`, { hint: 'try again later, or use MTGJSON: hantei cards update' });
        url = j.download_uri;
      }
      // MTGJSON publishes FILE.sha256 next to each file; fetch it first, so a mismatch is found before the import
      let published: string | undefined;
      const shaResp = await get(f, `${url}.sha256`, opts.signal);
      if (shaResp.ok) published = parseSha(await shaResp.text());
      else if (url === MTGJSON_ATOMIC)
        throw new HanteiError('file', `cannot download the checksum ${url}.sha256: HTTP ${shaResp.status}`, { hint: 'try again later' });
      file = join(tmp, basename(new URL(url).pathname) || 'cards.json');
      const got = await download(f, url, file, opts);
      sha256 = got.sha256;
      if (published) {
        if (published !== got.sha256) {
          throw new HanteiError('file', `checksum mismatch for ${url}: published ${published}, downloaded file ${got.sha256}`, {
            hint: 'the file is damaged or was changed; the previous card index is unchanged; run the update again later',
          });
        }
        verified = 'sha256';
      } else {
        opts.note?.(`no checksum is published next to ${url} (${url}.sha256): the file is read as it is`);
      }
    } else {
      if (!existsSync(from) || !statSync(from).isFile())
        throw new HanteiError('file', 'cannot read card data: no such file', {
          file: from,
          hint: 'give a downloaded AtomicCards.json(.xz) or Scryfall bulk file, or a URL',
        });
      file = from;
      sha256 = sha256OfFile(from);
      const side = `${from}.sha256`;
      if (existsSync(side)) {
        const published = parseSha(readFileSync(side, 'utf8'));
        if (published && published !== sha256)
          throw new HanteiError('file', `checksum mismatch: ${side} says ${published}, the file is ${sha256}`, {
            file: from,
            hint: 'download the file again; the previous card index is unchanged',
          });
        if (published) verified = 'sha256';
      }
    }
    if (opts.signal?.aborted) throw new Error('aborted');
    const s = await importCardData(file, opts.out, { onCard: opts.onCard });
    const source: IndexSource = {
      source: from,
      ...(sha256 ? { sha256 } : {}),
      verified,
      importedAt: new Date().toISOString(),
      format: s.format,
      cards: s.cards,
      japanese: s.japanese,
    };
    writeIndexSource(opts.out, source);
    return { ...s, source };
  } finally {
    stop();
    process.removeListener('exit', stop);
  }
}
