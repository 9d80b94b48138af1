// isolation: src/cli/ — only paths inside the source text it checks; it imports nothing from src/
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { identifiers } from './identifiers.js';

/*
 * Generic layers never name a system's concepts (issue #31): outside
 * src/systems/ (and the catalogue's mtg section, src/core/catalogue/mtg*.ts)
 * no identifier — a name in code, read by the TypeScript scanner, so string
 * literals, template text and comments do not count — speaks of colours,
 * the boost, mana, allied or enemy colours. What a generic layer shows of a
 * deck system it asks the contract for (systems/deck-types.ts).
 */

const ROOT = resolve('.');
const SRC = join(ROOT, 'src');
const MTG_WORDS = /colou?r|boost|mana|allied|enemy/i;

// Third-party API names spelled with one of those words: vega-lite's `color` encoding channel, which the
// report's chart builders (src/report/charts/) must write as an object key.
const THIRD_PARTY: ReadonlyArray<{ under: string; name: string }> = [{ under: 'src/report/charts/', name: 'color' }];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.ts$/.test(d.name) && !d.name.endsWith('.d.ts') ? [join(dir, d.name)] : [],
  );
}

/** An identifier's words (camelCase, PascalCase, snake_case, digits apart): `SchemaName` is "Schema" and "Name", never "mana". */
export function words(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$#\d]+/)
    .filter(Boolean);
}

/** Identifiers of a source (its path relative to the repository) that name a system's concept, as "file:line name". */
export function systemWords(file: string, text: string): string[] {
  return identifiers(text)
    .filter((id) => words(id.name).some((w) => MTG_WORDS.test(w)))
    .filter((id) => !THIRD_PARTY.some((t) => file.startsWith(t.under) && id.name === t.name))
    .map((id) => `${file}:${id.line} ${id.name}`);
}

const GENERIC = sources(SRC)
  .map((f) => relative(ROOT, f).split(sep).join('/'))
  .filter((f) => !f.startsWith('src/systems/') && !/^src\/core\/catalogue\/mtg[^/]*\.ts$/.test(f));

describe('generic layers never name a system’s concepts', () => {
  it('the check finds what it looks for, in code only (so a pass means something)', () => {
    const tampered = [
      "import { maskToColours } from '../systems/mtg/decks/card.js';",
      '// colour, boost and mana in a comment are words, not names',
      "const label = 'colourless for the boost';",
      'const text = `${summary.cards} cards, mana ${x}`;',
      'const re = /colour|enemy/;',
      'export function inspect(s: { colourlessForBoost: number }) {',
      '  return s.colourlessForBoost + byManaValue.size + alliedCount;',
      '}',
      'type SchemaName = string; const humanize = 1;',
    ].join('\n');
    expect(systemWords('src/api/x.ts', tampered)).toEqual([
      'src/api/x.ts:1 maskToColours',
      'src/api/x.ts:6 colourlessForBoost',
      'src/api/x.ts:7 colourlessForBoost',
      'src/api/x.ts:7 byManaValue',
      'src/api/x.ts:7 alliedCount',
    ]);
    // a template's expression is code again, after its text and after a nested template
    expect(systemWords('src/api/x.ts', 'const a = `${`inner ${enemyCount}`} text ${boostPolicy}`;')).toEqual([
      'src/api/x.ts:1 enemyCount',
      'src/api/x.ts:1 boostPolicy',
    ]);
    // the third-party allow-list holds only where it is written
    expect(systemWords('src/report/charts/bars.ts', 'const enc = { color: { field: "check" } };')).toEqual([]);
    expect(systemWords('src/cli/x.ts', 'const enc = { color: 1 };')).toEqual(['src/cli/x.ts:1 color']);
  });

  it('a real source tampered with is caught', () => {
    const file = 'src/cli/deck.ts';
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(systemWords(file, text)).toEqual([]);
    expect(systemWords(file, `${text}\nexport const colourlessForBoost = 0;\n`)).toEqual([
      `${file}:${text.split('\n').length + 1} colourlessForBoost`,
    ]);
  });

  it(`no identifier outside src/systems/ names colours, the boost, mana, allied or enemy (${GENERIC.length} files)`, () => {
    expect(GENERIC.length).toBeGreaterThan(100);
    const found = GENERIC.flatMap((f) => systemWords(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
