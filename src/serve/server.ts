import { readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { packageRoot } from '../paths.js';
import { BadRequest, NotFound, Workbench } from './workbench.js';

/** Request bodies above this are refused (413): decklists and rulesets are a few kB. */
export const MAX_BODY = 1 << 20;

export interface ServeOptions {
  study?: string;
  host?: string;
  port?: number;
  write?: boolean;
  threads?: number;
}

export interface RunningServer {
  url: string;
  workbench: Workbench;
  close(): Promise<void>;
}

function pageHtml(lang: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
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
    throw new BadRequest('the request body is not valid JSON');
  }
}

function send(res: ServerResponse, status: number, body: string | Buffer, type: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown) => send(res, status, JSON.stringify(value), 'application/json; charset=utf-8');

/** `hantei serve`: the workbench on node:http, bound to 127.0.0.1 unless told otherwise. */
export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  const workbench = new Workbench(opts.study, { write: opts.write ?? false, threads: opts.threads });
  const lang = workbench.study.lang;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    try {
      if (route === 'GET /') return send(res, 200, pageHtml(lang), 'text/html; charset=utf-8');
      if (route === 'GET /workbench.js') return send(res, 200, asset('workbench.js'), 'text/javascript; charset=utf-8');
      if (route === 'GET /workbench.css') return send(res, 200, asset('workbench.css'), 'text/css; charset=utf-8');
      if (route === 'GET /api/state') return json(res, 200, workbench.state(url.searchParams.get('session') ?? undefined));
      if (route === 'POST /api/analyse') return json(res, 200, await workbench.analyse(await readJson(req)));
      if (route === 'POST /api/tune') return json(res, 200, await workbench.tune(await readJson(req)));
      if (route === 'GET /favicon.ico') return send(res, 204, '', 'image/x-icon');
      if (route === 'POST /api/decks') return json(res, 200, workbench.addDeck(await readJson(req)));
      if (route === 'POST /api/jobs') return json(res, 200, workbench.startJob(await readJson(req)));
      if (route === 'POST /api/save') return json(res, 200, workbench.save(await readJson(req)));
      const job = /^\/api\/jobs\/(\d+)(\/cancel)?$/.exec(url.pathname);
      if (job && req.method === 'GET' && !job[2]) return json(res, 200, workbench.job(job[1]));
      if (job && req.method === 'POST' && job[2]) return json(res, 200, workbench.cancel(job[1]));
      throw new NotFound();
    } catch (e) {
      if (e instanceof NotFound) return json(res, 404, { error: `no such route: ${route}` });
      if (e instanceof TooLarge) {
        // answer, then read and drop the rest so the client sees the answer rather than a reset
        res.setHeader('connection', 'close');
        json(res, 413, { error: `request body over ${MAX_BODY} bytes` });
        req.resume();
        return;
      }
      if (e instanceof BadRequest) return json(res, 400, { error: e.message });
      return json(res, 500, { error: `internal error: ${(e as Error).message}` });
    }
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 8080, host, () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    workbench,
    close: () =>
      new Promise<void>((ok) => {
        workbench.cancelAll();
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
