/*
 * The workbench's HTTP server (`hantei serve`): the page and its assets,
 * the API routes, who may call them (guard.ts), and each refusal's status
 * and words in the page's language.
 */

import { readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { homedir } from 'node:os';
import { join, sep } from 'node:path';
import { packageRoot } from '../paths.js';
import { msg } from '../core/messages.js';
import { SESSION_HEADER, allowedHosts, newToken, refusal } from './guard.js';
import { ServerTiming } from './server-timing.js';
import { BadRequest, Busy, Conflict, NotFound, Workbench } from './workbench.js';
import { CardUpdater } from './cards-route.js';
import { LANG_HEADER } from './fields.js';

/** Request bodies above this are refused (413): decklists and rulesets are a few kB. */
export const MAX_BODY = 1 << 20;

export interface ServeOptions {
  study?: string;
  host?: string;
  port?: number;
  write?: boolean;
  threads?: number;
  /** Where the page's "get every card" button updates card data from (a URL or file; default MTGJSON's AtomicCards). */
  cardsFrom?: string;
  /** Told of each refused request (foreign Host or Origin, no token …), for the terminal; at most the first 50. */
  onRefuse?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  /** The per-process token the page carries (tests and scripts send it as x-hantei-token). */
  token: string;
  workbench: Workbench;
  close(): Promise<void>;
}

function pageHtml(lang: string, token: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="hantei-token" content="${token}">
<title>hantei workbench</title><link rel="stylesheet" href="/workbench.css"></head>
<body><div id="app">loading…</div><script src="/workbench.js"></script></body></html>`;
}

/** The bundled page (built by `npm run build` with esbuild into dist/page/). */
function asset(name: string): Buffer {
  try {
    return readFileSync(join(packageRoot(), 'dist', 'page', name));
  } catch {
    throw new Error(`the workbench page is not built (dist/page/${name}); run "npm run build"`);
  }
}

class TooLarge extends Error {}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY) throw new TooLarge();
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest(msg('serve.notJson'));
  }
}

function send(res: ServerResponse, status: number, body: string | Buffer, type: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...extra,
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // no other origin may load, frame or refer to what this server answers
    'cross-origin-resource-policy': 'same-origin',
    'content-security-policy': "frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  res.end(body);
}

/**
 * Absolute server paths out of a reply (an engine message may name a file):
 * the study folder's become relative to it, the package's and the home
 * folder's lose their prefix. The workbench already speaks in relative paths;
 * this is the last guard.
 */
function scrubber(studyDir: string): (text: string) => string {
  const roots = [
    [studyDir + sep, ''],
    [packageRoot() + sep, ''],
    [process.cwd() + sep, ''],
    [homedir() + sep, '~/'],
  ]
    .filter(([root]) => root.length > 2)
    .sort((a, b) => b[0].length - a[0].length);
  // as the roots appear inside JSON strings
  const escaped = roots.map(([root, by]) => [JSON.stringify(root).slice(1, -1), by] as const);
  return (text) => escaped.reduce((t, [root, by]) => t.replaceAll(root, by), text);
}

const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A refusal as one safe terminal line: the headers it quotes are the sender's, so no control characters and a bounded length. */
function printable(line: string): string {
  const clean = line.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return clean.length > 400 ? `${clean.slice(0, 400)}…` : clean;
}

/** What the routes answer with: the server's workbench, token and card updater, and its reply helpers. */
interface Served {
  workbench: Workbench;
  lang: string;
  token: string;
  cards: CardUpdater;
  scrub: (text: string) => string;
  /** A JSON reply, its server paths scrubbed. */
  json(res: ServerResponse, status: number, value: unknown): void;
  /** A signal that aborts when the request's client goes away or the server closes. */
  stopWith(res: ServerResponse): AbortSignal;
}

/** `hantei serve`: the workbench on node:http, bound to 127.0.0.1 unless told otherwise. */
export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  const workbench = new Workbench(opts.study, { write: opts.write ?? false, threads: opts.threads });
  const token = newToken();
  const cards = new CardUpdater(workbench.studyDir, opts.cardsFrom);
  const scrub = scrubber(workbench.studyDir);
  // the long requests running: each stops when its client goes away, all when the server closes
  const running = new Set<AbortController>();
  const served: Served = {
    workbench,
    lang: workbench.study.lang,
    token,
    cards,
    scrub,
    json: (res, status, value) => send(res, status, scrub(JSON.stringify(value)), 'application/json; charset=utf-8'),
    stopWith: (res) => {
      const controller = new AbortController();
      running.add(controller);
      res.once('close', () => {
        running.delete(controller);
        controller.abort();
      });
      return controller.signal;
    },
  };
  // set once the port is known, before the first request can arrive
  let hosts = new Set<string>();
  let refusals = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    const refused = refusal(req, hosts, token);
    if (refused) {
      // nothing is read, started or written: answer, close, drop the body
      if (refusals++ < 50)
        opts.onRefuse?.(
          printable(`refused ${route} (Host ${req.headers.host ?? '-'}, Origin ${req.headers.origin ?? '-'}): ${refused.message}`),
        );
      res.setHeader('connection', 'close');
      served.json(res, refused.status, { error: refused.message });
      req.resume();
      return;
    }
    try {
      const header = req.headers[SESSION_HEADER];
      const session = typeof header === 'string' ? header : '';
      if (session !== '' && !SESSION_ID.test(session)) throw new BadRequest(msg('serve.sessionId', { header: SESSION_HEADER }));
      return await answer(served, req, res, url, session);
    } catch (e) {
      refuseWith(served, e, req, res, route);
    }
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 8080, host, () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 8080);
  hosts = allowedHosts(host, port);
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    token,
    workbench,
    close: () =>
      new Promise<void>((ok) => {
        workbench.cancelAll();
        for (const c of running) c.abort();
        cards.cancel();
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** One allowed request answered by its route (the page, its assets, the API); an unknown route throws NotFound. */
async function answer(served: Served, req: IncomingMessage, res: ServerResponse, url: URL, session: string): Promise<void> {
  const { workbench, cards, json, stopWith } = served;
  const route = `${req.method} ${url.pathname}`;
  if (route === 'GET /') return send(res, 200, pageHtml(served.lang, served.token), 'text/html; charset=utf-8');
  if (route === 'GET /workbench.js') return send(res, 200, asset('workbench.js'), 'text/javascript; charset=utf-8');
  if (route === 'GET /workbench.css') return send(res, 200, asset('workbench.css'), 'text/css; charset=utf-8');
  if (route === 'GET /api/state') return json(res, 200, workbench.state(session));
  if (route === 'POST /api/analyse') {
    // each phase in a Server-Timing header (the latency bench and DevTools read it)
    const timing = new ServerTiming();
    const body = await readJson(req);
    timing.mark('read');
    const out = await workbench.analyse(body, session, timing);
    const text = served.scrub(JSON.stringify(out));
    timing.mark('json');
    return send(res, 200, text, 'application/json; charset=utf-8', { 'server-timing': timing.header() });
  }
  if (route === 'POST /api/tune') return json(res, 200, await workbench.tune(await readJson(req), session, stopWith(res)));
  // the Solve panel and sweep charts (solve-route.ts), loaded when first asked for; long work runs in
  // slices (the server answers meanwhile) and stops when its request goes away or the server closes
  if (route === 'POST /api/solve')
    return json(res, 200, await (await import('./solve-route.js')).workbenchSolve(workbench, await readJson(req), session, stopWith(res)));
  if (route === 'POST /api/sweep')
    return json(res, 200, await (await import('./solve-route.js')).workbenchSweep(workbench, await readJson(req), session, stopWith(res)));
  if (route === 'POST /api/goals')
    return json(res, 200, await (await import('./goals-route.js')).workbenchGoals(workbench, await readJson(req), session));
  if (route === 'POST /api/across')
    return json(res, 200, await (await import('./solve-route.js')).workbenchAcross(workbench, await readJson(req), session, stopWith(res)));
  if (route === 'GET /favicon.ico') return send(res, 204, '', 'image/x-icon');
  if (route === 'POST /api/decks')
    return json(res, 200, workbench.addDeck(await readJson(req), session, req.headers[LANG_HEADER] === 'ja' ? 'ja' : 'en'));
  // card data for every card: `hantei cards update` run here, polled and cancellable (serve/cards-route.ts)
  if (route === 'POST /api/cards/update') return json(res, 200, cards.start(await readJson(req)));
  if (route === 'GET /api/cards/update') return json(res, 200, cards.view(req.headers[LANG_HEADER] === 'ja' ? 'ja' : 'en'));
  if (route === 'POST /api/cards/update/cancel') return json(res, 200, cards.cancel());
  if (route === 'POST /api/jobs') return json(res, 200, workbench.startJob(await readJson(req), session));
  if (route === 'POST /api/save') return json(res, 200, workbench.save(await readJson(req), session));
  const job = /^\/api\/jobs\/(\d+)(\/cancel)?$/.exec(url.pathname);
  if (job && req.method === 'GET' && !job[2]) return json(res, 200, workbench.job(job[1]));
  if (job && req.method === 'POST' && job[2]) return json(res, 200, workbench.cancel(job[1]));
  throw new NotFound();
}

/** A failed request's status and words in the language it asked for (an unexpected error: 500 with its message). */
function refuseWith(served: Served, e: unknown, req: IncomingMessage, res: ServerResponse, route: string): void {
  const { json } = served;
  const asked = req.headers[LANG_HEADER] === 'ja' ? 'ja' : 'en';
  if (e instanceof NotFound) return json(res, 404, { error: msg('serve.noRoute', { route }).text(asked) });
  if (e instanceof TooLarge) {
    // answer, then read and drop the rest so the client sees the answer rather than a reset
    res.setHeader('connection', 'close');
    json(res, 413, { error: msg('serve.bodyOver', { max: MAX_BODY }).text(asked) });
    req.resume();
    return;
  }
  if (e instanceof BadRequest) return json(res, 400, { error: e.say(asked) });
  if (e instanceof Busy) return json(res, 429, { error: e.text.text(asked) });
  if (e instanceof Conflict) return json(res, 409, { error: e.text.text(asked), exists: e.files });
  return json(res, 500, { error: `internal error: ${(e as Error).message}` });
}
