import { createRequire } from 'node:module';

// loaded on first use: most decks are not .dek files, and start-up stays short
const xmlValidator = (): typeof import('fast-xml-parser').XMLValidator => (createRequire(import.meta.url)('fast-xml-parser') as typeof import('fast-xml-parser')).XMLValidator;
import { HanteiError } from '../core/errors.js';
import { badCount } from './bounds.js';
import { printable } from './names.js';
import type { RawEntry } from './parse-text.js';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) out[m[1]] = m[2].replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e]);
  return out;
}

/**
 * MTGO's .dek export: XML with one `<Cards Quantity="4" Sideboard="false"
 * Name="…"/>` element per card. The XML is checked first, so a broken file
 * names its line; card elements are read with their own line numbers.
 */
export function parseDek(text: string, file: string): RawEntry[] {
  const body = text.replace(/^\uFEFF/, '');
  const valid = xmlValidator().validate(body);
  if (valid !== true) {
    throw new HanteiError('deck', `not a valid MTGO .dek file: ${valid.err.msg}`, { file, line: valid.err.line, column: valid.err.col, hint: 'export the deck again from MTGO, or save it as a text decklist' });
  }
  const out: RawEntry[] = [];
  // lines counted as the scan goes: counting from the start for each card is quadratic in a long file
  let line = 1;
  let counted = 0;
  for (const m of body.matchAll(/<Cards\b([^>]*)\/?>/g)) {
    for (let i = body.indexOf('\n', counted); i !== -1 && i < m.index; i = body.indexOf('\n', i + 1)) line++;
    counted = m.index;
    const a = attrs(m[1]);
    const count = /^\s*\d+\s*$/.test(a.Quantity ?? '') ? Number(a.Quantity) : NaN;
    if (!a.Name) throw new HanteiError('deck', 'a <Cards> element has no Name', { file, line });
    const countError = badCount(count);
    if (countError) throw new HanteiError('deck', `Quantity of "${printable(a.Name)}" ${countError.replace(/got .*/, `got "${printable(a.Quantity ?? '')}"`)}`, { file, line });
    out.push({ count, name: a.Name, line, section: a.Sideboard === 'true' ? 'sideboard' : 'main' });
  }
  if (out.length === 0) throw new HanteiError('deck', 'the .dek file lists no <Cards>', { file, hint: 'export the deck again from MTGO' });
  return out;
}
