import { HanteiError } from '../core/errors.js';

/** One line of a decklist before the name is resolved to a card. */
export interface RawEntry {
  count: number;
  name: string;
  line: number;
  section: 'main' | 'commander' | 'sideboard';
  critical?: boolean;
}

const SECTION: Record<string, RawEntry['section'] | 'skip'> = {
  deck: 'main',
  main: 'main',
  maindeck: 'main',
  mainboard: 'main',
  commander: 'commander',
  companion: 'sideboard',
  sideboard: 'sideboard',
  maybeboard: 'sideboard',
  considering: 'sideboard',
  tokens: 'sideboard',
};

const CARD_LINE = /^(?:SB:\s*)?(\d+)\s*[xX]?\s+(.+?)(?:\s+\(([A-Za-z0-9]{2,6})\)(?:\s+[\w-★]+)?)?(?:\s+\*[A-Z]\*)*\s*$/;

/** Archidekt's `[Category{flags}]` and `^Tag,#colour^` suffixes; a category of Sideboard/Maybeboard or {noDeck} leaves the library. */
function stripExportSuffixes(line: string): { line: string; outOfDeck: boolean } {
  let outOfDeck = false;
  const stripped = line
    .replace(/\s*\^[^^]*\^\s*$/, '')
    .replace(/\s*\[([^\]]*)\]\s*$/, (_, cat: string) => {
      if (/sideboard|maybeboard|\{noDeck\}/i.test(cat)) outOfDeck = true;
      return '';
    })
    .trim();
  return { line: stripped, outOfDeck };
}

/**
 * Plain text decklists: `4 Elvish Mystic`, MTG Arena exports (`Deck`,
 * `Sideboard`, `Commander`, `Companion` headers, `(M14) 169` suffixes), MTGO
 * .txt, Moxfield (`*F*` foil marks) and Archidekt (`1x`, `[Category]`) text.
 * With no headers, a blank line separates the main deck from the sideboard,
 * as MTGO's .txt export writes it.
 */
export function parseTextDecklist(text: string, file: string): RawEntry[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const out: RawEntry[] = [];
  let section: RawEntry['section'] | 'skip' = 'main';
  let sawHeader = false;
  let blankAfterCards = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const lineNo = i + 1;
    if (line === '') {
      if (out.length > 0) blankAfterCards = true;
      continue;
    }
    if (line.startsWith('#') || line.startsWith('//')) continue;
    const header = line.replace(/:$/, '').toLowerCase();
    if (header in SECTION) {
      section = SECTION[header];
      sawHeader = true;
      continue;
    }
    if (/^(about|name)\b/i.test(line) && !/^\d/.test(line)) {
      section = 'skip';
      sawHeader = true;
      continue;
    }
    if (section === 'skip') continue;
    const { line: cardLine, outOfDeck } = stripExportSuffixes(line);
    const m = CARD_LINE.exec(cardLine);
    if (line.startsWith('SB:')) {
      if (!m) throw new HanteiError('deck', `cannot read "${line}"`, { file, line: lineNo, hint: 'write a card line as "4 Card Name"' });
    }
    let count = 1;
    let name = cardLine;
    if (m) {
      count = Number(m[1]);
      name = m[2];
    } else if (/^\d/.test(line) || /^-/.test(line)) {
      throw new HanteiError('deck', `cannot read "${line}"`, { file, line: lineNo, hint: 'write a card line as "4 Card Name" (the count a whole number ≥ 1)' });
    }
    if (!Number.isSafeInteger(count) || count < 1) {
      throw new HanteiError('deck', `count of "${name}" must be a whole number ≥ 1, got ${m ? m[1] : count}`, { file, line: lineNo, hint: 'remove the line or give a count of 1 or more' });
    }
    const inSideboard = outOfDeck || line.startsWith('SB:') || (!sawHeader && blankAfterCards);
    out.push({ count, name: name.trim(), line: lineNo, section: inSideboard ? 'sideboard' : section });
  }
  return out;
}
