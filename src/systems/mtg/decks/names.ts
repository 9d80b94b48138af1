/** Printable ASCII without quotes, slashes, plus signs, double or edge spaces: folding it is lower-casing it. */
const PLAIN = /^(?! )(?!.* {2})(?!.* $)[\x21-\x2a\x2c-\x2e\x30-\x5f\x61-\x7e ]*$/;

/**
 * Card names as players write them, folded to one lookup key: full-width forms
 * and accents folded (NFKC, then Latin marks stripped: Lim-Dûl → lim-dul),
 * lower case, one kind of quote and dash, 《》「」 brackets dropped, and every
 * way of writing a split / double-faced name (`Fire//Ice`, `Fire / Ice`,
 * `Refuse /// Cooperate`, `火+氷`, full-width ／) as `a // b`.
 */
export function foldName(name: string): string {
  // most names are plain ASCII with nothing to fold but case: 30,000 of them are folded when the card data loads
  if (PLAIN.test(name)) return name.toLowerCase();
  return name
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // Latin combining marks only: Japanese dakuten stay
    .normalize('NFC')
    .replace(/[《》「」『』【】]/g, '')
    .replace(/[‘’‛′`´ʼ＇]/g, "'")
    .replace(/[“”„″＂]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/æ/gi, 'ae')
    .replace(/(\S)\s*(?:\/{1,3}|\+)\s*(?=\S)/g, '$1 // ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The faces of a folded split / double-faced name (`a // b` → [a, b]). */
export function facesOf(folded: string): string[] {
  return folded.split(' // ');
}

/** Whether a name is written in Japanese (kana or kanji). */
export function isJapanese(s: string): boolean {
  return /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/.test(s);
}

/** A name safe to print: control characters (C0, C1, DEL) shown as \xNN, long names cut. */
export function printable(s: string, max = 120): string {
  // eslint-disable-next-line no-control-regex
  const clean = s.replace(
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return clean.length > max ? clean.slice(0, max) + '…' : clean;
}
