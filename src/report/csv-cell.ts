/*
 * One CSV cell, for every CSV hantei writes (results.csv, scenarios.csv, --format csv, tune and compare
 * tables). CSV is read by programs and opened in spreadsheets: a text cell that starts with `=`, `+`, `-`,
 * `@`, tab or carriage return is a formula to a spreadsheet (OWASP "CSV injection"), so such a cell gets a
 * leading `'` and quotes. Numbers stay numbers: a number (typed, or a text in number syntax such as
 * `-0.25` or `1e-6`) is never prefixed, so a program reads the same values as before.
 */

/** U+2212 (d3-format's minus) as ASCII `-`: CSV and scripts want ASCII. */
const asciiMinus = (s: string): string => s.replace(/\u2212/g, '-');

/** A decimal number as CSV readers parse one (`-0.25`, `+3`, `1e-6`, `.5`), and the non-finite words JSON cannot hold. */
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$|^-?Infinity$/;

/** What a spreadsheet takes for a formula at the start of a cell. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * A value as one CSV cell: empty for null/undefined, numbers as they are, text with a formula start
 * prefixed by `'`, quoted when it holds `"`, `,`, a line break or the prefix.
 *
 * @example
 * csvCell(-0.25); // '-0.25'
 * csvCell('=HYPERLINK("x")'); // '"\'=HYPERLINK(""x"")"'
 */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  let s = asciiMinus(String(v));
  if (FORMULA.test(s) && !NUMBER.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) || s.startsWith("'") ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A row of cells. */
export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}
