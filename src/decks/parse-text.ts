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

const CARD_LINE = /^(?:SB:\s*)?(\d+)\s*[xX]?\s+(.+?)(?:\s+\(([A-Za-z0-9]{2,6})\)(?:\s+[\w-★]+)?)?(?:\s+\*[A-Z]\*)?\s*$/;

/**
 * Plain text decklists: `4 Elvish Mystic`, MTG Arena exports (`Deck`,
 * `Sideboard`, `Commander`, `Companion` headers, `(M14) 169` suffixes), MTGO
 * and Moxfield text. With no headers, a blank line separates the main deck
 * from the sideboard, as MTGO's .txt export writes it.
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
    const m = CARD_LINE.exec(line);
    if (line.startsWith('SB:')) {
      if (!m) throw new HanteiError('deck', `cannot read "${line}"`, { file, line: lineNo, hint: 'write a card line as "4 Card Name"' });
    }
    let count = 1;
    let name = line;
    if (m) {
      count = Number(m[1]);
      name = m[2];
    } else if (/^\d/.test(line) || /^-/.test(line)) {
      throw new HanteiError('deck', `cannot read "${line}"`, { file, line: lineNo, hint: 'write a card line as "4 Card Name" (the count a whole number ≥ 1)' });
    }
    if (!Number.isSafeInteger(count) || count < 1) {
      throw new HanteiError('deck', `count of "${name}" must be a whole number ≥ 1, got ${m ? m[1] : count}`, { file, line: lineNo, hint: 'remove the line or give a count of 1 or more' });
    }
    const inSideboard = line.startsWith('SB:') || (!sawHeader && blankAfterCards);
    out.push({ count, name: name.trim(), line: lineNo, section: inSideboard ? 'sideboard' : section });
  }
  return out;
}
