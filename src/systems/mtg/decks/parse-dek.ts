import { createRequire } from 'node:module';

// loaded on first use: most decks are not XML files, and start-up stays short
const xmlValidator = (): typeof import('fast-xml-parser').XMLValidator =>
  (createRequire(import.meta.url)('fast-xml-parser') as typeof import('fast-xml-parser')).XMLValidator;
import { HanteiError } from '../../../core/errors.js';
import { type Message, msg, verbatim } from '../../../core/messages.js';
import { badCount } from './bounds.js';
import { printable } from './names.js';
import type { RawEntry } from './parse-text.js';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const unescape = (s: string) =>
  s
    .replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e])
    .replace(/&#(x[0-9a-f]+|\d+);/gi, (_, n: string) =>
      String.fromCodePoint(n[0].toLowerCase() === 'x' ? parseInt(n.slice(1), 16) : Number(n)),
    );

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out[m[1]] = unescape(m[2] ?? m[3]);
  return out;
}

/** An XML deck file read: entries, the format it was read as, notes on how its meaning was followed. */
export interface XmlDeck {
  entries: RawEntry[];
  format: string;
  notes: string[];
  name?: string;
}

type XmlFormat = { format: string; hint: Message };
const MTGO: XmlFormat = { format: 'MTGO .dek', hint: msg('mtgDeck.xml.hintMtgo') };
const COCKATRICE: XmlFormat = { format: 'Cockatrice .cod', hint: msg('mtgDeck.xml.hintCockatrice') };
const OCTGN: XmlFormat = { format: 'OCTGN .o8d', hint: msg('mtgDeck.xml.hintOctgn') };

/** Which program wrote an XML deck, from its root element (not from the file's extension). */
function sniff(body: string): XmlFormat | undefined {
  const root = /<([A-Za-z_][\w.-]*)[\s>/]/.exec(body.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, ''))?.[1];
  if (root === 'cockatrice_deck') return COCKATRICE;
  if (root === 'deck' && /<section\b/i.test(body)) return OCTGN;
  if (root === 'Deck' || /<Cards\b/.test(body)) return MTGO;
  return undefined;
}

/** Empty elements (`<section name="Sideboard" />`) blanked out, line numbers kept: they hold no cards and would swallow the next element. */
const blankEmpty = (body: string, tag: string) => body.replace(new RegExp(`<${tag}\\b[^>]*/>`, 'g'), (m) => m.replace(/[^\n]/g, ' '));

// line starts of the body last read, found once: counting from the start for each card is quadratic in a long file
let linesOf = '';
let lineStarts: number[] = [0];
function lineAt(body: string, index: number): number {
  if (body !== linesOf) {
    linesOf = body;
    lineStarts = [0];
    for (let i = body.indexOf('\n'); i !== -1; i = body.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  }
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

function count(raw: string | undefined, name: string, what: string, f: XmlFormat, file: string, line: number): number {
  // digits only, and within the library's bound before anything is built from it
  const n = /^\s*\d+\s*$/.test(raw ?? '') ? Number(raw) : NaN;
  const error = badCount(n, `"${printable(raw ?? '')}"`);
  if (error)
    throw new HanteiError('deck', msg('mtgDeck.xml.count', { format: f.format, what, name: printable(name), error }), {
      file,
      line,
      hint: f.hint,
    });
  return n;
}

/**
 * Where a Commander deck's program stores the commander "in the sideboard"
 * (MTGO): a main deck of 99 (98 with partners) and one or two single cards
 * in the sideboard are the deck and its commander(s). Follow the program.
 */
function commanderInSideboard(out: RawEntry[], program: string, notes: string[]): void {
  const main = out.filter((e) => e.section === 'main').reduce((s, e) => s + e.count, 0);
  const side = out.filter((e) => e.section === 'sideboard');
  const n = side.reduce((s, e) => s + e.count, 0);
  if (n >= 1 && n <= 2 && side.every((e) => e.count === 1) && main + n === 100) {
    for (const e of side) e.section = 'commander';
    // kept in English on the deck (its JSON); said in the user's language where printed (core/messages.ts recognise)
    notes.push(String(msg('deck.commanderInSide', { program, names: side.map((e) => `"${e.name}"`).join(' and '), main, n })));
  }
}

/** MTGO: `<Cards Quantity="4" Sideboard="false" Name="…"/>`. */
function readMtgo(body: string, file: string, notes: string[]): RawEntry[] {
  const out: RawEntry[] = [];
  for (const m of body.matchAll(/<Cards\b([^>]*)\/?>/g)) {
    const line = lineAt(body, m.index);
    const a = attrs(m[1]);
    if (!a.Name) throw new HanteiError('deck', msg('mtgDeck.xml.noCardsName', { format: MTGO.format }), { file, line, hint: MTGO.hint });
    out.push({
      count: count(a.Quantity, a.Name, 'Quantity', MTGO, file, line),
      name: a.Name,
      line,
      section: a.Sideboard === 'true' ? 'sideboard' : 'main',
    });
  }
  if (out.length === 0) throw new HanteiError('deck', msg('mtgDeck.xml.noCards', { format: MTGO.format }), { file, hint: MTGO.hint });
  commanderInSideboard(out, 'MTGO', notes);
  return out;
}

/**
 * Cockatrice: `<zone name="main"><card number="4" name="…"/></zone>`, `side`
 * for the sideboard, other zones (tokens) not in the deck. A commander is in
 * the main zone; a banner card that is in no zone of a 99-card deck is its
 * commander.
 */
function readCockatrice(body: string, file: string, notes: string[]): { entries: RawEntry[]; name?: string } {
  const out: RawEntry[] = [];
  for (const z of blankEmpty(body, 'zone').matchAll(/<zone\b([^>]*)>([\s\S]*?)<\/zone>/g)) {
    const zone = (attrs(z[1]).name ?? '').toLowerCase();
    const section: RawEntry['section'] | undefined =
      zone === 'main' ? 'main' : zone === 'side' || zone === 'sideboard' ? 'sideboard' : undefined;
    if (!section) continue;
    const start = z.index + z[0].indexOf(z[2]);
    for (const c of z[2].matchAll(/<card\b([^>]*)\/?>/g)) {
      const line = lineAt(body, start + c.index);
      const a = attrs(c[1]);
      if (!a.name)
        throw new HanteiError('deck', msg('mtgDeck.xml.noCardName', { format: COCKATRICE.format }), { file, line, hint: COCKATRICE.hint });
      out.push({ count: count(a.number ?? '1', a.name, 'number', COCKATRICE, file, line), name: a.name, line, section });
    }
  }
  if (out.length === 0)
    throw new HanteiError('deck', msg('mtgDeck.xml.noZone', { format: COCKATRICE.format }), { file, hint: COCKATRICE.hint });
  const banner = /<bannerCard\b[^>]*>([^<]*)<\/bannerCard>/.exec(body);
  const bannerName = banner ? unescape(banner[1]).trim() : '';
  const main = out.filter((e) => e.section === 'main').reduce((s, e) => s + e.count, 0);
  if (bannerName && main === 99 && !out.some((e) => e.name.toLowerCase() === bannerName.toLowerCase())) {
    out.unshift({ count: 1, name: bannerName, line: lineAt(body, banner!.index), section: 'commander' });
    notes.push(String(msg('deck.cockatriceBanner', { name: bannerName })));
  }
  const name = /<deckname>([^<]*)<\/deckname>/.exec(body)?.[1];
  return { entries: out, ...(name && unescape(name).trim() ? { name: unescape(name).trim() } : {}) };
}

/** OCTGN: `<section name="Main"><card qty="4" id="…">Name</card></section>`, `Sideboard`, `Command Zone`. */
function readOctgn(body: string, file: string): RawEntry[] {
  const out: RawEntry[] = [];
  for (const sec of blankEmpty(body, 'section').matchAll(/<section\b([^>]*)>([\s\S]*?)<\/section>/g)) {
    const label = (attrs(sec[1]).name ?? '').toLowerCase();
    const section: RawEntry['section'] | undefined =
      label === 'main' ? 'main' : label === 'sideboard' ? 'sideboard' : /command/.test(label) ? 'commander' : undefined;
    if (!section) continue;
    const start = sec.index + sec[0].indexOf(sec[2]);
    for (const c of sec[2].matchAll(/<card\b([^>]*)>([^<]*)<\/card>/g)) {
      const line = lineAt(body, start + c.index);
      const name = unescape(c[2]).trim();
      if (!name) throw new HanteiError('deck', msg('mtgDeck.xml.noCardName', { format: OCTGN.format }), { file, line, hint: OCTGN.hint });
      out.push({ count: count(attrs(c[1]).qty ?? '1', name, 'qty', OCTGN, file, line), name, line, section });
    }
  }
  if (out.length === 0)
    throw new HanteiError('deck', msg('mtgDeck.xml.noSection', { format: OCTGN.format }), {
      file,
      hint: OCTGN.hint,
    });
  return out;
}

/**
 * An XML deck file, its program told by its content: MTGO .dek, Cockatrice
 * .cod or OCTGN .o8d. The XML is checked first, so a broken file names its
 * line; card elements are read with their own line numbers.
 */
export function parseXmlDeck(text: string, file: string): XmlDeck {
  const body = text.replace(/^\uFEFF/, '');
  const f = sniff(body);
  const valid = xmlValidator().validate(body);
  if (valid !== true) {
    const why = verbatim(valid.err.msg);
    throw new HanteiError('deck', f ? msg('mtgDeck.xml.notFormat', { format: f.format, why }) : msg('mtgDeck.xml.notXml', { why }), {
      file,
      line: valid.err.line,
      column: valid.err.col,
      hint: f?.hint ?? msg('mtgDeck.xml.hintAny'),
    });
  }
  if (!f)
    throw new HanteiError('deck', msg('mtgDeck.xml.unknown'), {
      file,
      hint: msg('mtgDeck.xml.exportText'),
    });
  const notes: string[] = [];
  if (f === COCKATRICE) return { ...readCockatrice(body, file, notes), format: f.format, notes };
  if (f === OCTGN) return { entries: readOctgn(body, file), format: f.format, notes };
  return { entries: readMtgo(body, file, notes), format: f.format, notes };
}

/** MTGO's .dek (kept for callers of the old name): the entries of an XML deck file. */
export function parseDek(text: string, file: string): RawEntry[] {
  return parseXmlDeck(text, file).entries;
}
