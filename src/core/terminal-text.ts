/*
 * Text for a terminal: names in studies, decks, rulesets and results come
 * from files anyone may share, and a control character in one (ESC, CSI,
 * OSC …) would otherwise reach the terminal raw — clear the screen, set the
 * window title, hide a line. Every terminal print of user text (errors,
 * notes, tables, progress) goes through `terminalSafe`, which shows such
 * characters as visible escapes instead. Pure: no I/O here.
 */

/**
 * C0 controls except newline and tab, DEL, C1 controls, and the invisible
 * bidirectional overrides and isolates (which reorder what a line seems to say).
 */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0');

/**
 * `text` with every control character shown as an escape: `\x1b`, `\x9b`,
 * `\u202e` (or, with `json`, as JSON's own `\u001b`, so JSON stays JSON).
 * Newlines and tabs are kept: they are the layout of the text.
 *
 * @example
 * terminalSafe('deck\u001b]0;pwned\u0007'); // 'deck\\x1b]0;pwned\\x07'
 */
export function terminalSafe(text: string, style: 'c' | 'json' = 'c'): string {
  return text.replace(UNSAFE, (c) => {
    const n = c.charCodeAt(0);
    return style === 'json' || n > 0xff ? `\\u${hex(n, 4)}` : `\\x${hex(n, 2)}`;
  });
}
