/*
 * Who may talk to `hantei serve`. Binding to 127.0.0.1 keeps other machines
 * out, but not other web pages in the user's own browser: a page on another
 * origin can POST to the server (CSRF), and a name the attacker controls can
 * be re-pointed at 127.0.0.1 to read from it (DNS rebinding). So every request
 * must name this server in `Host`, and every /api request must come from the
 * page the server served: its origin, its per-process token, and JSON.
 */

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname, networkInterfaces } from 'node:os';

/** The header the page sends the token in (a custom header also forces a CORS preflight, which the server never grants). */
export const TOKEN_HEADER = 'x-hantei-token';
/** The header naming the page's session (its pasted decks). */
export const SESSION_HEADER = 'x-hantei-session';

export interface Refusal {
  status: 403 | 415 | 421;
  message: string;
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARD = ['0.0.0.0', '::', '[::]'];

/** A fresh random token for this process (never derived from anything an attacker can see). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

const bracket = (h: string) => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h);

/**
 * The `Host` values that name this server: the bound address with its port
 * (a loopback bind answers to each loopback name, as browsers spell them; a
 * wildcard bind to this machine's own addresses and name too). Only with
 * port 80 may the port be left out, as browsers do.
 */
export function allowedHosts(bound: string, port: number): Set<string> {
  const names = new Set<string>(LOOPBACK);
  const b = bracket(bound.toLowerCase());
  if (WILDCARD.includes(b)) {
    for (const list of Object.values(networkInterfaces()))
      for (const i of list ?? []) names.add(bracket(i.address.toLowerCase().replace(/%.*$/, '')));
    names.add(hostname().toLowerCase());
  } else {
    names.add(b);
  }
  const out = new Set<string>();
  for (const n of names) {
    out.add(`${n}:${port}`);
    if (port === 80) out.add(n);
  }
  return out;
}

export function isLoopback(bound: string): boolean {
  const b = bracket(bound.toLowerCase());
  return LOOPBACK.includes(b) || /^127\.\d+\.\d+\.\d+$/.test(b);
}

function sameToken(given: string | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const one = (h: string | string[] | undefined): string | undefined => (Array.isArray(h) ? h[0] : h);

/**
 * Why a request is refused, or undefined when it may proceed. Checked before
 * a body is read or anything is started: every route checks `Host`; /api
 * routes also need the token, this server's `Origin` when one is sent, a
 * same-origin fetch when the browser says where it came from, and JSON for
 * every POST (a form or a `no-cors` fetch cannot send it without a preflight).
 */
export function refusal(req: IncomingMessage, hosts: ReadonlySet<string>, token: string): Refusal | undefined {
  const host = one(req.headers.host)?.toLowerCase();
  if (!host || !hosts.has(host)) {
    return {
      status: 421,
      message: `Host "${host ?? ''}" does not name this server (it answers to ${[...hosts].slice(0, 3).join(', ')}${hosts.size > 3 ? ' …' : ''}): a page that reached it under another name is refused`,
    };
  }
  const path = (req.url ?? '/').split('?')[0];
  if (!path.startsWith('/api/')) return undefined;
  const origin = one(req.headers.origin);
  // a same-origin fetch sends Origin on POST; it must be this server's own (an opaque "null" never is)
  if (origin !== undefined && !hosts.has(/^http:\/\/(.+)$/i.exec(origin)?.[1]?.toLowerCase() ?? '')) {
    return { status: 403, message: `requests from another origin are refused (Origin ${origin})` };
  }
  const site = one(req.headers['sec-fetch-site']);
  if (site === 'cross-site' || site === 'same-site')
    return { status: 403, message: `requests from another site are refused (Sec-Fetch-Site ${site})` };
  if (!sameToken(one(req.headers[TOKEN_HEADER]), token)) {
    return { status: 403, message: `missing or wrong ${TOKEN_HEADER} header: the workbench API answers only the page this server served` };
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const type = one(req.headers['content-type'])?.split(';')[0].trim().toLowerCase();
    if (type !== 'application/json')
      return { status: 415, message: `send the request body as Content-Type: application/json (got ${type ? `"${type}"` : 'none'})` };
  }
  return undefined;
}
