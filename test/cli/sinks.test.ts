import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';
import { terminalSafe } from '../../src/core/terminal-text.js';
import { csvCell } from '../../src/report/csv-cell.js';

/*
 * Escaping at every sink, with the attack strings themselves: a shared study,
 * ruleset or deck whose names hold terminal escape sequences (ESC ] 0 ; … BEL
 * sets a window title, ESC [ 2 J clears the screen), characters XML 1.0
 * forbids, spreadsheet formulas and HTML.
 *
 * The commands run in-process through test/cli/here.ts (the built CLI's main()).
 */

const ESC = '\u001b';
const OSC = `${ESC}]0;pwned\u0007`;
const CLEAR = `${ESC}[2J`;
/** Characters XML 1.0 forbids (C0 but tab, newline, CR) or a terminal acts on (DEL, C1, bidi overrides). */
const RAW_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202e]/;

describe('the terminal', () => {
  it('terminalSafe shows every control character as an escape and keeps newlines, tabs and text', () => {
    expect(terminalSafe(`deck${OSC}${CLEAR}\u009b31m\u202eevil\n\tok 判定`)).toBe(
      'deck\\x1b]0;pwned\\x07\\x1b[2J\\x9b31m\\u202eevil\n\tok 判定',
    );
    expect(terminalSafe(`"a${ESC}"`, 'json')).toBe('"a\\u001b"');
    expect(JSON.parse(terminalSafe(JSON.stringify({ n: `x\u009by` }), 'json'))).toEqual({ n: 'x\u009by' });
  });

  it('a ruleset name with escape sequences: the table, the error and the notes show them escaped; JSON and CSV to a pipe stay data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-esc-'));
    const rules = join(dir, 'evil.yaml');
    writeFileSync(rules, `extends: standard\nname: "x\\e]0;pwned\\a\\e[2J"\n`);
    const table = await hanteiHere(['exact', '2d6', '--ruleset', rules, '--ability', '1', '--difficulty', '6..7']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).not.toMatch(RAW_CONTROL);
    expect(table.stdout).toContain('x\\x1b]0;pwned\\x07\\x1b[2J');
    // written to a file, the table is text for people: escaped there too
    const out = join(dir, 'table.txt');
    expect((await hanteiHere(['exact', '2d6', '--ruleset', rules, '--ability', '1', '--difficulty', '6..7', '--out', out])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).not.toMatch(RAW_CONTROL);
    // JSON keeps the exact value (its own escapes)
    const json = await hanteiHere(['exact', '2d6', '--ruleset', rules, '--ability', '1', '--difficulty', '6', '--format', 'json']);
    expect(JSON.parse(json.stdout).ruleset).toBe(`x${OSC}${CLEAR}`);
    // an error quoting a name
    const bad = join(dir, `deck${OSC}.txt`);
    const err = await hanteiHere(['exact', 'mtg', '--deck', bad, '--check', 'green', '--difficulty', '2']);
    expect(err.code).toBe(1);
    expect(err.stderr).not.toMatch(RAW_CONTROL);
    expect(err.stderr).toContain('deck\\x1b]0;pwned\\x07.txt');
    // a warning naming a deck file: a deck with a sideboard larger than it
    const deck = join(dir, `side${CLEAR}.txt`);
    writeFileSync(deck, '20 Forest\n\nSideboard\n40 Forest\n');
    const warned = await hanteiHere(['exact', 'mtg', '--deck', deck, '--check', 'green', '--difficulty', '2']);
    expect(warned.stderr.length).toBeGreaterThan(0);
    expect(warned.stderr).not.toMatch(RAW_CONTROL);
  });
});

describe('a report of a study whose names attack every sink', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hantei-sinks-'));
  const rep = join(dir, 'rep');
  const junit = join(dir, 'junit.xml');
  let report: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    const rules = join(dir, 'formula.yaml');
    writeFileSync(rules, `extends: standard\nname: '=HYPERLINK("http://evil.example","x")'\n`);
    writeFileSync(
      join(dir, 'st.yaml'),
      `name: sinks
title: "<script>alert(1)</script> \\e]0;t\\a"
analyses:
  - name: "@SUM(1+1)\\e[2J\\x01<img src=x onerror=alert(2)>"
    system: 2d6
    ruleset: ${rules}
    params: { ability: -1..1, difficulty: 6..7 }
  - name: "-2+3"
    system: 2d6
    params: { ability: -1..1, difficulty: 6..7 }
expect:
  - { analysis: "@SUM(1+1)\\e[2J\\x01<img src=x onerror=alert(2)>", where: { ability: 1, difficulty: 7 }, success: { min: 0.9 }, note: "\\x0b</failure>]]>" }
  - { analysis: "-2+3", where: { ability: 1, difficulty: 7 }, success: { min: 0.1 } }
`,
    );
    report = await hanteiHere(['report', join(dir, 'st.yaml'), '--out', rep, '--junit', junit, '--quiet', '--threads', '0']);
  }, 60_000);

  it('runs (one expectation fails on purpose) and prints its FAIL lines escaped', () => {
    expect(report.code, report.stderr).toBe(0);
    expect(report.stderr).not.toMatch(RAW_CONTROL);
  });

  it('JUnit XML is well-formed: forbidden characters written as escapes, markup as entities', () => {
    const xml = readFileSync(junit, 'utf8');
    expect(xml).not.toMatch(RAW_CONTROL);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('\\x1b[2J\\x01&lt;img src=x');
    expect(xml).toMatch(/<testsuites name="hantei" tests="2" failures="1"/);
  });

  it('CSV: text cells that start a formula are prefixed and quoted, numbers stay numbers', () => {
    const csv = readFileSync(join(rep, 'results.csv'), 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines.some((l) => l.startsWith(`"'@SUM(1+1)`))).toBe(true);
    expect(lines.some((l) => l.startsWith(`"'-2+3",`))).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    // no cell starts a formula unquoted; negative numbers (ability -1, a mean below 0) are plain numbers
    for (const l of lines) for (const cell of l.split(',')) expect(cell).not.toMatch(/^[=+@]/);
    expect(lines.some((l) => /,-1,/.test(l))).toBe(true);
    expect(lines.some((l) => /,-0\.\d+,/.test(l))).toBe(true);
  });

  it('HTML: every user string is escaped; the only scripts are hantei’s', () => {
    const html = readFileSync(join(rep, 'index.html'), 'utf8');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.match(/<script>/g)?.length).toBe(4);
    // control characters are shown as escapes in the page's text too (the vendor bundles aside)
    expect(html.replace(/<script>[\s\S]*?<\/script>/g, '')).not.toMatch(RAW_CONTROL);
    for (const f of readdirSync(join(rep, 'charts')).filter((n) => n.endsWith('.svg')))
      expect(XMLValidator.validate(readFileSync(join(rep, 'charts', f), 'utf8')), f).toBe(true);
    // chart files stay inside charts/ with plain names
    for (const f of readdirSync(join(rep, 'charts'))) expect(f).toMatch(/^[\p{L}\p{N}_.-]+$/u);
  });

  it('csvCell: the OWASP starts, numbers and quotes', () => {
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell('-0.25')).toBe('-0.25');
    expect(csvCell('1e-6')).toBe('1e-6');
    expect(csvCell('-Infinity')).toBe('-Infinity');
    for (const evil of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '\u2212cmd']) expect(csvCell(evil)).toMatch(/^"'/);
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(null)).toBe('');
  });
});
