/*
 * The shape of a Markdown document as the docs tests compare and check it:
 * its heading tree (levels, and code blocks per section), its relative links,
 * and the anchors GitHub gives its headings. Lines inside fenced code are
 * never headings or links (a `# comment` in a sh block is not a heading).
 */

export interface Section {
  /** Heading level (1 for `#`), 0 for the text before the first heading. */
  level: number;
  title: string;
  /** The document line of the heading. */
  line: number;
  /** Fenced code blocks between this heading and the next. */
  codeBlocks: number;
}

export interface Link {
  target: string;
  line: number;
}

const FENCE = /^\s*(```|~~~)/;

/** Each line of the text with whether it lies inside (or opens/closes) a fenced block. */
function proseLines(markdown: string): { text: string; line: number; fence: boolean; opens: boolean }[] {
  let inside = false;
  return markdown.split('\n').map((text, i) => {
    const isFence = FENCE.test(text);
    const opens = isFence && !inside;
    const fence = inside || isFence;
    if (isFence) inside = !inside;
    return { text, line: i + 1, fence, opens };
  });
}

/** The sections of a document in order: each heading's level and title, and how many code blocks it holds. */
export function sections(markdown: string): Section[] {
  const out: Section[] = [{ level: 0, title: '(before the first heading)', line: 1, codeBlocks: 0 }];
  for (const l of proseLines(markdown)) {
    if (l.opens) out[out.length - 1].codeBlocks++;
    if (l.fence) continue;
    const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(l.text);
    if (h) out.push({ level: h[1].length, title: h[2], line: l.line, codeBlocks: 0 });
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to `-` (letters of any script kept). */
export function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a document, with GitHub's `-1`, `-2` … for repeated headings. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const s of sections(markdown).slice(1)) {
    const base = slug(s.title);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The links and images of a document outside code (fenced or inline), in order. */
export function links(markdown: string): Link[] {
  const out: Link[] = [];
  for (const l of proseLines(markdown)) {
    if (l.fence) continue;
    const prose = l.text.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push({ target: m[1], line: l.line });
  }
  return out;
}

/** Whether a link leaves the repository's files (a web address, mail). */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

const show = (s: Section | undefined) => (s ? `${'#'.repeat(s.level) || '(top)'} ${s.title} [${s.codeBlocks} code]` : '(nothing)');

/** Where two trees first part, in words; empty when they match. */
export function treeDifference(en: Section[], ja: Section[]): string {
  for (let i = 0; i < Math.max(en.length, ja.length); i++) {
    const a = en[i];
    const b = ja[i];
    if (a && b && a.level === b.level && a.codeBlocks === b.codeBlocks) continue;
    return `section ${i}: English line ${a?.line ?? '-'} ${show(a)}; Japanese line ${b?.line ?? '-'} ${show(b)}`;
  }
  return '';
}
