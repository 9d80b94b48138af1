/*
 * The command blocks of a document (README*.md, docs/**), as the docs test runs them
 * (docs/architecture.md, "Docs that run", states the convention):
 *
 * - a ```sh (bash, shell) block: every line is a command (a line ending in
 *   `\` continues on the next; `#` lines are comments);
 * - a block (untagged, text or console) whose lines start with `$ `: each
 *   `$` line is a command and the lines under it its sample output, every one
 *   of which must appear, in order, in what the command really prints;
 * - `<!-- docs: skip REASON -->` on the line before a block: not run
 *   (network, a server that runs until stopped, the project's own npm
 *   scripts, files a user downloads);
 * - `<!-- docs: exit N -->`: each command of the block must exit N (else 0).
 * Other blocks (yaml, json, ts, …) are not commands.
 */

export interface DocCommand {
  /** The command as written (continuations joined). */
  text: string;
  /** The README line it starts on. */
  line: number;
  /** Sample output lines shown under it (`$` blocks), to find in the real output. */
  sample: string[];
  exit: number;
}

export interface DocBlock {
  line: number;
  skip?: string;
  commands: DocCommand[];
}

const FENCE = /^```([\w-]*)\s*$/;
const MARK = /^<!--\s*docs:\s*(skip|exit)\s*(.*?)\s*-->\s*$/;

/** The command blocks of a Markdown text, in order. */
export function commandBlocks(markdown: string): DocBlock[] {
  const lines = markdown.split('\n');
  const out: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    let end = i + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end])) end++;
    const body = lines.slice(i + 1, end);
    const lang = open[1];
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === '') before--;
    const mark = before >= 0 ? MARK.exec(lines[before].trim()) : null;
    const skip = mark?.[1] === 'skip' ? mark[2] || 'skipped' : undefined;
    const exit = mark?.[1] === 'exit' ? Number(mark[2]) : 0;
    const start = i + 2;
    if (['sh', 'bash', 'shell'].includes(lang)) out.push({ line: i + 1, skip, commands: shellCommands(body, start, exit) });
    else if (['', 'text', 'console'].includes(lang) && body.some((l) => l.startsWith('$ ')))
      out.push({ line: i + 1, skip, commands: sampleCommands(body, start, exit) });
    i = end;
  }
  return out;
}

function shellCommands(body: string[], start: number, exit: number): DocCommand[] {
  const out: DocCommand[] = [];
  for (let j = 0; j < body.length; j++) {
    const at = j;
    let text = body[j];
    while (text.endsWith('\\') && j + 1 < body.length) text = `${text.slice(0, -1).trimEnd()} ${body[++j].trim()}`;
    if (text.trim() === '' || text.trim().startsWith('#')) continue;
    out.push({ text: text.trim(), line: start + at, sample: [], exit });
  }
  return out;
}

function sampleCommands(body: string[], start: number, exit: number): DocCommand[] {
  const out: DocCommand[] = [];
  for (let j = 0; j < body.length; j++) {
    if (!body[j].startsWith('$ ')) {
      out[out.length - 1]?.sample.push(body[j].trimEnd());
      continue;
    }
    const at = j;
    let text = body[j].slice(2);
    while (text.endsWith('\\') && j + 1 < body.length) text = `${text.slice(0, -1).trimEnd()} ${body[++j].trim()}`;
    out.push({ text: text.trim(), line: start + at, sample: [], exit });
  }
  for (const c of out) while (c.sample.length && c.sample[c.sample.length - 1] === '') c.sample.pop();
  return out;
}

/** The sample lines missing from the real output (each stream keeps its order; a line may come from either). */
export function missingSampleLines(sample: readonly string[], stdout: string, stderr: string): string[] {
  const streams = [stdout, stderr].map((s) => ({ lines: s.split('\n').map((l) => l.trimEnd()), at: 0 }));
  const missing: string[] = [];
  for (const want of sample) {
    if (want === '') continue;
    const s = streams.find((x) => x.lines.indexOf(want, x.at) >= 0);
    if (!s) missing.push(want);
    else s.at = s.lines.indexOf(want, s.at) + 1;
  }
  return missing;
}

/** The most trials a documented command runs with in the test (the numbers are not what it checks). */
export const TRIALS_CAP = 1e5;

/** A documented command as the test runs it: `npx hantei` is the built CLI; large `--trials` are capped. */
export function asRun(text: string): string {
  return text
    .replace(/\bnpx hantei\b/g, 'hantei')
    .replace(/--trials(\s+|=)(\S+)/g, (all, sep: string, n: string) => (Number(n) > TRIALS_CAP ? `--trials${sep}${TRIALS_CAP}` : all));
}

/**
 * A command without its trailing comment (`cmd   # what it does`), as sh reads it: a `#` that starts a
 * word outside quotes begins the comment. A translation's comment is in its own language; the command is the same.
 */
export function withoutComment(text: string): string {
  let quote = '';
  let wordStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const blank = !quote && /\s/.test(ch);
    if (quote) {
      if (ch === '\\' && quote === '"') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '\\') i++;
    else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '#' && wordStart) return text.slice(0, i).trimEnd();
    wordStart = blank;
  }
  return text;
}

/**
 * The arguments of a command that is one plain `hantei` run, which the docs test runs in its own process
 * (test/cli/here.ts): words, and '…' or "…" quoting with nothing to expand. Undefined for a line that needs a
 * shell (a redirect, pipe, `&&`, variable, glob or escape: sh runs it) and for `hantei serve`, which runs until
 * stopped (sh's time limit catches a block that forgot its skip mark).
 */
export function plainHantei(text: string): string[] | undefined {
  const words: string[] = [];
  let word: string | undefined;
  let quote = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = '';
      else if (quote === '"' && /[$`\\]/.test(ch)) return undefined;
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      word ??= '';
    } else if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (/[|&;<>()$`\\*?[\]{}~#]/.test(ch)) return undefined;
    else word = (word ?? '') + ch;
  }
  if (quote) return undefined;
  if (word !== undefined) words.push(word);
  if (words[0] !== 'hantei' || words.includes('serve')) return undefined;
  return words.slice(1);
}

/** The lines of `<!-- docs: … -->` marks that stand before no code block (a heading slipped in between): their block would run. */
export function strayMarks(markdown: string): number[] {
  const lines = markdown.split('\n');
  const out: number[] = [];
  lines.forEach((l, i) => {
    if (!MARK.test(l.trim())) return;
    let next = i + 1;
    while (next < lines.length && lines[next].trim() === '') next++;
    if (!FENCE.test(lines[next] ?? '')) out.push(i + 1);
  });
  return out;
}
