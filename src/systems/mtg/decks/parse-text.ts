import { HanteiError } from '../../../core/errors.js';
import { msg } from '../../../core/messages.js';
import { COUNT_HINT, badCount } from './bounds.js';
import { printable } from './names.js';

/** One line of a decklist before the name is resolved to a card. */
export interface RawEntry {
  count: number;
  name: string;
  line: number;
  section: 'main' | 'commander' | 'sideboard';
  critical?: boolean;
  /** Another way the line names the card (the Japanese half of `《稲妻/Lightning Bolt》`), tried when `name` is unknown. */
  alt?: string;
}

/** A text decklist read: its entries and what had to be assumed about its structure. */
export interface TextDeck {
  entries: RawEntry[];
  /** Structure that had to be guessed (warned on stderr, shown by `deck inspect`). */
  assumptions: string[];
  /** How the format's own meaning was followed (a note on stderr, shown by `deck inspect`). */
  notes: string[];
  /** The format the content was read as, for messages ("XMage .dck"). */
  format: string;
  /** The deck's name, when the file gives one (XMage `NAME:`, Forge `Name=`). */
  name?: string;
}

type Section = RawEntry['section'] | 'skip';

/** Section headers as exporters write them (English, Japanese, deckstats' `//Main`, Forge's `[main]`). */
const SECTION: Record<string, Section> = {
  deck: 'main',
  main: 'main',
  maindeck: 'main',
  'main deck': 'main',
  mainboard: 'main',
  デッキ: 'main',
  メイン: 'main',
  メインデッキ: 'main',
  メインボード: 'main',
  commander: 'commander',
  commanders: 'commander',
  統率者: 'commander',
  コマンダー: 'commander',
  companion: 'sideboard',
  相棒: 'sideboard',
  sideboard: 'sideboard',
  side: 'sideboard',
  サイドボード: 'sideboard',
  サイド: 'sideboard',
  maybeboard: 'sideboard',
  maybe: 'sideboard',
  considering: 'sideboard',
  tokens: 'sideboard',
  metadata: 'skip',
  avatar: 'skip',
  planes: 'skip',
  schemes: 'skip',
  conspiracy: 'skip',
};

/** Group labels that sort cards within the main deck (by type), not sections. */
const GROUP = new Set([
  'creature',
  'creatures',
  'land',
  'lands',
  'instant',
  'instants',
  'sorcery',
  'sorceries',
  'artifact',
  'artifacts',
  'enchantment',
  'enchantments',
  'planeswalker',
  'planeswalkers',
  'battle',
  'battles',
  'spell',
  'spells',
  'other',
  'others',
  'other spells',
  'non-creature spells',
  'noncreature spells',
  'クリーチャー',
  '土地',
  'インスタント',
  'ソーサリー',
  'アーティファクト',
  'エンチャント',
  'プレインズウォーカー',
  'バトル',
  '呪文',
  'その他',
]);

/** `Sideboard (15)`, `Sideboard: 15`, `メインボード60枚`, `//Main` → the bare word. */
function headerWord(line: string): string {
  return line
    .replace(/^\/\/\s*/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^[■□◆◇●○・★☆【]+\s*|\s*】$/g, '') // ■土地 (24), 【サイドボード】
    .replace(/\s*[:：]\s*(\d+)?\s*$/, '')
    .replace(/\s*\(\s*\d+\s*\)\s*$/, '')
    .replace(/\s*\d+\s*枚?\s*$/, '')
    .trim()
    .toLowerCase();
}

/** Japanese group footers: `-土地(26)-`, `-クリーチャー (22)-`, `-サイドボード(15)-` (the label follows its cards). */
const FOOTER = /^[-‐―—–=ー]+\s*([^\d()]+?)\s*(?:\(\s*(\d+)\s*\))?\s*[-‐―—–=ー]+$/;

const COUNTED = /^(?:SB:\s*)?(\d+)\s*(?:[xX×]?\s+|(?=《))(.+)$/;

/** `《火飲みのサテュロス/Firedrinker Satyr》`: a shop list's Japanese and English names of one card. */
const JA_EN = /^《?\s*([^《》/]*[\u3040-\u30ff\u3400-\u9fff][^《》]*?)\s*[/／]\s*([A-Za-z0-9"'][^《》]*?)\s*》?$/;

/** What a card line carries besides its name: set codes, foil marks, tags, categories. */
function cleanName(raw: string): { name: string; outOfDeck: boolean; commander: boolean } {
  let outOfDeck = false;
  let commander = false;
  let s = raw
    .replace(/\s*\^[^^]*\^\s*$/, '') // Archidekt ^Tag,#colour^
    .replace(/\s*\[([^\]]*)\]\s*$/, (_, cat: string) => {
      // Archidekt [Category{flags}]
      if (/sideboard|maybeboard|\{noDeck\}/i.test(cat)) outOfDeck = true;
      if (/^commander/i.test(cat)) commander = true;
      return '';
    })
    .replace(/\s+#\S.*$/, '') // Moxfield #Tag #!Pinned
    .replace(/\s*\*([A-Za-z]+)\*/g, (_, mark: string) => {
      // TappedOut *CMDR*, foil marks *F* *E*
      if (/^cmdr$/i.test(mark)) commander = true;
      return '';
    })
    .replace(/\|.*$/, '') // Forge Name|SET|art
    .replace(/^\[[^\]]*\]\s*/, '') // [SET] or [SET#123] before the name
    .trim();
  s = s.replace(/\s+\(([A-Za-z0-9]{2,6})\)(?:\s+[\w★-]+)?$/, '').trim(); // Arena / Moxfield (SET) 123
  return { name: s, outOfDeck, commander };
}

/** A deck size players build to: 40 (limited), 60 (constructed), 99 or 100 (commander). */
const deckSizeLike = (n: number) => n === 40 || n === 60 || n === 99 || n === 100;

interface Line extends RawEntry {
  /** Index of the blank-line-separated group. */
  group: number;
}

/**
 * Plain text decklists in every common export: plain `4 Name` / `4x Name` /
 * bare names (one line per copy), MTG Arena (English and Japanese headers,
 * `About`/`Name` blocks, `(SET) 123`), MTGO .txt, Moxfield (`*F*`, `#Tag`),
 * Archidekt (`[Category]`, `^tag^`), TappedOut (`*CMDR*`), deckstats
 * (`//Main`), Cockatrice (`SB:`), Forge .dck (`[main]`, `Name|SET`) and
 * Japanese lists (`4 《稲妻》`, footers `-土地(26)-`, `メインボード60枚`).
 *
 * Without section headers, blank lines are read with the counts: a small first
 * group of single cards before a 100-card deck is the commander (Moxfield);
 * a last group of at most 15 after a deck-sized main is the sideboard (MTGO);
 * groups that add up to one deck are one deck. What was assumed is returned.
 */
export function parseTextDeck(text: string, file: string): TextDeck {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const out: Line[] = [];
  const assumptions: string[] = [];
  let section: Section = 'main';
  let about = false;
  let explicit = false; // a sideboard / commander marker was seen: blank lines mean nothing
  let grouped = false; // type groups or footers were seen: blank lines separate groups of the deck
  let group = 0;
  let blankPending = false;
  let footerStart = 0; // first entry of the group a footer would label
  let footers = 0; // Japanese footers seen (`-土地(24)-`): the label follows its cards
  let format = 'text decklist';
  let deckName: string | undefined;
  const notes: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const rawLine = lines[i].trim();
    const line = rawLine.normalize('NFKC').trim();
    const lineNo = i + 1;
    if (line === '') {
      if (about) about = false;
      if (out.length > 0) blankPending = true;
      continue;
    }
    // Arena's About block (`About` / `Name My deck`) before the list
    if (out.length === 0 && /^about$/i.test(line)) {
      about = true;
      continue;
    }
    // XMage .dck: `NAME:Deck name` first, `LAYOUT MAIN:(…)` / `LAYOUT SIDEBOARD:(…)` editor lines last
    const xmageName = /^NAME:(.*)$/.exec(line);
    if (xmageName) {
      format = 'XMage .dck';
      if (xmageName[1].trim()) deckName = xmageName[1].trim();
      continue;
    }
    if (/^LAYOUT\s+[A-Z]+\s*:/.test(line)) {
      format = 'XMage .dck';
      continue;
    }
    if (out.length === 0 && /^name=(.+)$/i.test(line)) deckName ??= line.slice(5).trim();
    if (about || (out.length === 0 && /^name(\s|=|$)/i.test(line))) continue;
    const word = /^\d/.test(line) || line.startsWith('SB:') ? '' : headerWord(line);
    const isComment = (line.startsWith('//') || line.startsWith('#')) && !(word in SECTION);
    if (isComment) continue;
    if (word in SECTION) {
      section = SECTION[word];
      if (section === 'sideboard' || section === 'commander') explicit = true;
      footerStart = out.length;
      continue;
    }
    if (/^\[.*\]$/.test(line)) {
      // a Forge section this reader does not use
      section = 'skip';
      continue;
    }
    if (GROUP.has(word)) {
      grouped = true;
      footerStart = out.length;
      continue;
    }
    const footer = FOOTER.exec(line);
    if (footer) {
      const label = headerWord(footer[1]);
      grouped = true;
      const target = SECTION[label];
      footers++;
      if (target === 'sideboard' || target === 'commander') {
        explicit = true;
        for (let k = footerStart; k < out.length; k++) out[k].section = target;
      }
      footerStart = out.length;
      continue;
    }
    if (section === 'skip') continue;
    if (blankPending) {
      group++;
      blankPending = false;
    }
    const entry = readEntry(line, rawLine, lineNo, { file, format, section, group });
    if (!entry) continue;
    if (entry.marked) explicit = true;
    out.push(entry.line);
  }
  if (footers > 0 && footerStart < out.length && footerTail(out, footerStart, assumptions)) explicit = true;
  if (!explicit && !grouped) readBlankLines(out, assumptions);
  if (format === 'XMage .dck') xmageCommander(out, notes);
  return { entries: out.map(({ group: _g, ...e }) => e), assumptions, notes, format, ...(deckName ? { name: deckName } : {}) };
}

/**
 * One card line (`4 Name`, `4x Name`, a bare name): its entry, and whether it
 * marks itself as out of the main deck (`SB:`, Moxfield's `*CMDR*`, …); none
 * for a line whose name is empty. A count the line cannot have is an error
 * naming the line.
 */
function readEntry(
  line: string,
  rawLine: string,
  lineNo: number,
  at: { file: string; format: string; section: RawEntry['section']; group: number },
): { line: Line; marked: boolean } | undefined {
  const { file, format, section, group } = at;
  const m = COUNTED.exec(line);
  let count = 1;
  let rest = line;
  if (m) {
    count = Number(m[1]);
    rest = m[2];
  } else if (/^\d/.test(line) || /^-\s*\d/.test(line) || line.startsWith('SB:')) {
    throw new HanteiError(
      'deck',
      msg('deck.badLine', { line: printable(rawLine), format: format === 'text decklist' ? msg('deck.textFormat') : format }),
      { file, line: lineNo, hint: msg('deck.badLineHint') },
    );
  }
  const countError = badCount(count, m ? printable(m[1]) : String(count));
  if (countError) {
    throw new HanteiError('deck', msg('count.of', { name: printable(rest), error: countError }), {
      file,
      line: lineNo,
      hint: COUNT_HINT,
    });
  }
  const { name, outOfDeck, commander } = cleanName(rest);
  if (name === '') return undefined;
  const marked = outOfDeck || commander || line.startsWith('SB:');
  const sec: RawEntry['section'] = outOfDeck || line.startsWith('SB:') ? 'sideboard' : commander ? 'commander' : section;
  const both = JA_EN.exec(name);
  if (both) return { marked, line: { count, name: both[2], alt: both[1], line: lineNo, section: sec, group } };
  return { marked, line: { count, name, line: lineNo, section: sec, group } };
}

/**
 * Cards after the last Japanese footer carry no label of their own: a player
 * reads them as the sideboard. Whether there were any.
 */
function footerTail(out: Line[], footerStart: number, assumptions: string[]): boolean {
  const tail = out.slice(footerStart).filter((e) => e.section === 'main');
  if (tail.length > 0) {
    const n = tail.reduce((s, e) => s + e.count, 0);
    const labelled = out
      .slice(0, footerStart)
      .filter((e) => e.section === 'main')
      .reduce((s, e) => s + e.count, 0);
    for (const e of tail) e.section = 'sideboard';
    assumptions.push(String(msg('deck.footerSideboard', { n, s: n === 1 ? '' : 's', labelled })));
    return true;
  }
  return false;
}

/**
 * XMage saves a Commander deck's commander on its `SB:` line(s): a 99-card
 * main deck (98 with partners) and one or two single cards "in the
 * sideboard" are the deck and its commander(s), as XMage plays them.
 */
function xmageCommander(out: RawEntry[], notes: string[]): void {
  const main = out.filter((e) => e.section === 'main').reduce((s, e) => s + e.count, 0);
  const side = out.filter((e) => e.section === 'sideboard');
  const sideCount = side.reduce((s, e) => s + e.count, 0);
  if (sideCount >= 1 && sideCount <= 2 && side.every((e) => e.count === 1) && main + sideCount === 100) {
    for (const e of side) e.section = 'commander';
    notes.push(String(msg('deck.xmageCommander', { names: side.map((e) => `"${e.name}"`).join(' and '), main, n: sideCount })));
  }
}

/** Decide what blank-line groups of the main deck mean, from their sizes (see parseTextDeck). */
function readBlankLines(out: Line[], assumptions: string[]): void {
  const main = out.filter((e) => e.section === 'main');
  const ids = [...new Set(main.map((e) => e.group))];
  if (ids.length < 2) return;
  const size = (g: number) => main.reduce((s, e) => s + (e.group === g ? e.count : 0), 0);
  const sizes = ids.map(size);
  const total = sizes.reduce((a, b) => a + b, 0);
  const first = main.filter((e) => e.group === ids[0]);
  const lastSize = sizes[sizes.length - 1];
  const near100 = (n: number) => n >= 98 && n <= 101;
  let start = 0;
  if (sizes[0] <= 2 && first.every((e) => e.count === 1) && (near100(total) || (lastSize <= 15 && near100(total - lastSize)))) {
    // Moxfield's commander export: the commander alone, a blank line, the deck
    for (const e of first) e.section = 'commander';
    start = 1;
  }
  const rest = ids.slice(start);
  if (rest.length < 2) return;
  const deckTotal = total;
  const before = deckTotal - lastSize;
  const lastGroup = ids[ids.length - 1];
  const toSideboard = () => {
    for (const e of main) if (e.group === lastGroup) e.section = 'sideboard';
  };
  if (rest.length === 2 && lastSize <= 15 && !deckSizeLike(before) && before >= 40) {
    // Arena and MTGO export the main deck, a blank line, the sideboard, with no headers
    toSideboard();
    assumptions.push(String(msg('deck.sideboardAfterBlank', { n: lastSize, s: lastSize === 1 ? '' : 's', before })));
  } else if (lastSize <= 15 && deckSizeLike(before)) {
    toSideboard();
    if (rest.length > 2) assumptions.push(String(msg('deck.lastGroupSideboard', { n: lastSize, before })));
  } else if (deckSizeLike(deckTotal)) {
    if (lastSize <= 15) assumptions.push(String(msg('deck.blankLinesGroups', { total: deckTotal, n: lastSize })));
  } else if (lastSize <= 15) {
    toSideboard();
    assumptions.push(String(msg('deck.lastGroupMtgo', { n: lastSize, before })));
  } else {
    assumptions.push(String(msg('deck.noSideboardBlank', { n: lastSize })));
  }
}

/** The entries of a text decklist (see parseTextDeck). */
export function parseTextDecklist(text: string, file: string): RawEntry[] {
  return parseTextDeck(text, file).entries;
}
