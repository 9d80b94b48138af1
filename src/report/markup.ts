/*
 * Text for XML and HTML (JUnit, the report page, the difficulty table's HTML): characters XML 1.0
 * forbids anywhere (C0 controls but tab, newline and carriage return; lone surrogates; U+FFFE, U+FFFF)
 * and the discouraged DEL and C1 controls would make a JUnit file not well-formed (CI readers reject
 * it) and are parse errors in HTML. They are written as visible escapes (`\x1b`), like the terminal's.
 */
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function visible(c: string): string {
  const n = c.charCodeAt(0);
  return n <= 0xff ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`;
}

/** `s` with every character XML cannot hold shown as an escape (markup characters untouched: escape those after). */
export function xmlChars(s: string): string {
  return s.replace(NOT_XML, visible);
}
