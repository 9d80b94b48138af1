import { createHash } from 'node:crypto';
import { lstatSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { HanteiError } from '../../../core/errors.js';
import { messageLang, msg, verbatim } from '../../../core/messages.js';
import { type FetchResponse, type HttpClient, download, get, getText, httpClient } from '../../../io/http.js';
import { readTextFile, sha256OfFile } from '../../../io/read.js';
import { type ImportSummary, importCardData } from './import.js';
import { type IndexSource, writeIndexSource } from './index-source.js';
import { MTGJSON_ATOMIC, SCRYFALL_BULK } from './index-path.js';
import type { CardUpdateOptions } from '../../deck-types.js';

/*
 * `hantei cards update`: fetch current card data (MTGJSON AtomicCards.json.xz
 * with its published SHA-256, or Scryfall's default_cards bulk file), check
 * it, build the index and swap it in. The download goes to a private
 * temporary folder; the index is written by importCardData through
 * io/atomic.ts, so a failure or Ctrl-C at any point leaves the previous index.
 * Every answer and file is read through io/ (bounded, regular files only).
 */

/** How an update runs (the contract's words): `from` a URL or a local file, else MTGJSON's AtomicCards.json.xz, or Scryfall's default_cards where `scryfall`. */
export interface UpdateOptions extends Omit<CardUpdateOptions, 'source'> {
  scryfall?: boolean;
}

const isUrl = (s: string) => /^https?:\/\//i.test(s);

/** A checksum file: sha256sum's `HEX  NAME` lines (the one naming `name`, else the only digest) or a bare `HEX`. */
export function parseSha(text: string, name?: string): string | undefined {
  const lines = text
    .split(/\r?\n/)
    .map((l) => /^\s*([0-9a-f]{64})\b(?:\s+\*?(.*?))?\s*$/i.exec(l))
    .filter((m): m is RegExpExecArray => m !== null);
  const named = name ? lines.find((m) => m[2] && basename(m[2]) === name) : undefined;
  const digest = named ?? (lines.length === 1 ? lines[0] : undefined);
  return digest?.[1].toLowerCase();
}

/** A checksum file is a line or a few: more than this is not one. */
const SHA_CAP = 64 * 1024;
/** A bulk-data object is about 1 KB. */
const BULK_OBJECT_CAP = 1024 * 1024;

/** Scryfall's bulk-data object → the URL of today's file; an answer that is not that object is said plainly. */
async function bulkDownloadUri(f: HttpClient, url: string, signal?: AbortSignal): Promise<string> {
  const meta = await get(f, url, signal, msg('update.offline'));
  if (!meta.ok)
    throw new HanteiError('file', msg('update.httpError', { url: verbatim(url), status: meta.status }), { hint: msg('update.bulkHint') });
  const text = await getText(meta, BULK_OBJECT_CAP, msg('update.bulkObject'));
  let j: { download_uri?: unknown } | undefined;
  try {
    j = JSON.parse(text) as { download_uri?: unknown };
  } catch {
    j = undefined;
  }
  if (!j || typeof j !== 'object' || Array.isArray(j)) {
    const start = JSON.stringify(
      text
        .trimStart()
        .slice(0, 40)
        .replace(/[^\x20-\x7e]/g, '?'),
    );
    throw new HanteiError('file', msg('update.bulkNotJson', { url: verbatim(url), start: verbatim(start) }), {
      hint: msg('update.bulkHint'),
    });
  }
  if (typeof j.download_uri !== 'string' || !isUrl(j.download_uri))
    throw new HanteiError('file', msg('update.bulkNoUri', { url: verbatim(url) }), { hint: msg('update.bulkHint') });
  return j.download_uri;
}

/** The digest published beside a URL (`URL.sha256`), or undefined (said through `note`) where none is. */
async function publishedSha(f: HttpClient, url: string, opts: UpdateOptions): Promise<string | undefined> {
  const shaUrl = `${url}.sha256`;
  const r: FetchResponse = await get(f, shaUrl, opts.signal, msg('update.offline'));
  const must = url === MTGJSON_ATOMIC;
  if (!r.ok) {
    if (must)
      throw new HanteiError('file', msg('update.noChecksum', { url: verbatim(shaUrl), status: r.status }), {
        hint: msg('update.tryLater'),
      });
    opts.note?.(msg('update.notVerifiedUrl', { url: verbatim(url), sha: verbatim(shaUrl) }).text(messageLang()));
    return undefined;
  }
  const published = parseSha(await getText(r, SHA_CAP, msg('update.checksumFile')), basename(new URL(url).pathname));
  if (!published) {
    if (must) throw new HanteiError('file', msg('update.noDigest', { url: verbatim(shaUrl) }), { hint: msg('update.tryLater') });
    opts.note?.(msg('update.notVerifiedUrl', { url: verbatim(url), sha: verbatim(shaUrl) }).text(messageLang()));
  }
  return published;
}

/** Download `url` into `tmp`, checked against its published digest; the file and what is known of it. */
async function fetchFile(url: string, tmp: string, opts: UpdateOptions): Promise<{ file: string; sha256: string; verified: boolean }> {
  const f = await httpClient();
  if (/\/bulk-data\/[\w-]+\/?$/.test(new URL(url).pathname)) url = await bulkDownloadUri(f, url, opts.signal);
  // MTGJSON publishes FILE.sha256 next to each file; fetch it first, so a mismatch is found before the import
  const published = await publishedSha(f, url, opts);
  const r = await get(f, url, opts.signal, msg('update.offline'));
  if (!r.ok || !r.body)
    throw new HanteiError('file', msg('update.httpError', { url: verbatim(url), status: `${r.status} ${r.statusText}`.trim() }), {
      hint: msg('update.httpErrorHint'),
    });
  const name = basename(new URL(url).pathname) || 'cards.json';
  const file = join(tmp, name);
  const hash = createHash('sha256');
  await download(r, file, (c) => hash.update(c), {
    signal: opts.signal,
    onProgress: opts.onProgress ? (got, total) => opts.onProgress!(got, total, name) : undefined,
    retry: msg('update.retry'),
    // the temporary file is gone by the time the user reads this: the message names the folder's kind, not its path
    cannotWrite: (why) => new HanteiError('file', msg('update.cannotSave', { why: verbatim(why) }), { hint: msg('update.cannotSaveHint') }),
  });
  const sha256 = hash.digest('hex');
  if (published && published !== sha256)
    throw new HanteiError('file', msg('update.mismatchUrl', { url: verbatim(url), published, got: sha256 }), {
      hint: msg('update.mismatchUrlHint'),
    });
  return { file, sha256, verified: published !== undefined };
}

/** A downloaded file's digest, checked against `FILE.sha256` beside it when there is one (read bounded: a FIFO or a folder there is an error). */
async function checkLocal(from: string, opts: UpdateOptions): Promise<{ sha256: string; verified: boolean }> {
  const { sha256 } = await sha256OfFile(from, 'card data', opts.signal);
  const side = `${from}.sha256`;
  try {
    lstatSync(side);
  } catch {
    return { sha256, verified: false };
  }
  const published = parseSha(readTextFile(side, String(msg('update.checksumFile')), { cap: SHA_CAP }), basename(from));
  if (!published) {
    opts.note?.(msg('update.notVerifiedSide', { side }).text(messageLang()));
    return { sha256, verified: false };
  }
  if (published !== sha256)
    throw new HanteiError('file', msg('update.mismatchFile', { side, published, got: sha256 }), {
      file: from,
      hint: msg('update.mismatchFileHint'),
    });
  return { sha256, verified: true };
}

/** Fetch (or read), verify and import card data into `opts.out`; the previous index stays whole if anything fails. */
export async function updateCardData(opts: UpdateOptions): Promise<ImportSummary & { source: IndexSource }> {
  const from = opts.from ?? (opts.scryfall ? SCRYFALL_BULK : MTGJSON_ATOMIC);
  const tmp = mkdtempSync(join(tmpdir(), 'hantei-cards-'));
  const stop = () => rmSync(tmp, { recursive: true, force: true });
  // Ctrl-C exits through interrupt.ts: the temporary download must not outlive the process
  process.once('exit', stop);
  try {
    const got = isUrl(from) ? await fetchFile(from, tmp, opts) : { file: from, ...(await checkLocal(from, opts)) };
    if (opts.signal?.aborted) throw new Error('aborted');
    let s: ImportSummary;
    try {
      s = await importCardData(got.file, opts.out, { onCard: opts.onCard });
    } catch (e) {
      // an error about the temporary copy names what the user gave (the URL): the copy is deleted when this returns
      if (e instanceof HanteiError && got.file !== from && e.place.file === got.file) throw e.at({ file: from });
      throw e;
    }
    const source: IndexSource = {
      source: from,
      sha256: got.sha256,
      verified: got.verified ? 'sha256' : 'none',
      importedAt: new Date().toISOString(),
      format: s.format,
      cards: s.cards,
      japanese: s.japanese,
      ...(s.dataDate ? { dataDate: s.dataDate } : {}),
    };
    writeIndexSource(opts.out, source);
    return { ...s, source };
  } finally {
    stop();
    process.removeListener('exit', stop);
  }
}
