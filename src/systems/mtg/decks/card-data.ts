import { type Card, coloursToMask } from './card.js';
import { MAX_MANA_VALUE } from './bounds.js';
import { basicLandTypes, cardManaCost } from './mana-cost.js';
import { type Message, msg } from '../../../core/messages.js';
import { facesOf, foldName, isJapanese } from './names.js';

/** A card as Scryfall's JSON (or a deck's YAML entry) describes it; field names are Scryfall's. */
export interface CardData {
  name: string;
  mana_cost?: string;
  type_line?: string;
  colors?: string[];
  color_indicator?: string[];
  cmc?: number;
  mana_value?: number;
  layout?: string;
  printed_name?: string;
  /** Japanese name (our index field; Scryfall's printed_name of a `ja` print). */
  ja?: string;
  /** Japanese names of the faces of a split / double-faced card. */
  ja_faces?: string[];
  card_faces?: Array<{ name?: string; mana_cost?: string; type_line?: string; colors?: string[]; color_indicator?: string[] }>;
}

/** Build the card model; returns an error message for data that cannot be a card. */
export function cardFromData(d: CardData, critical = false): Card | { error: Message } {
  // British or singular spellings would leave the card colourless unsaid: no card data has them
  const misspelt = ['colours', 'colour', 'color'].find((k) => Object.prototype.hasOwnProperty.call(d, k));
  if (misspelt !== undefined) return { error: msg('card.colorsSpelling', { field: misspelt }) };
  const face = d.card_faces?.[0];
  const typeLine = d.type_line ?? face?.type_line ?? '';
  const manaCost = d.mana_cost ?? face?.mana_cost ?? '';
  const parsed = cardManaCost(manaCost, d.layout, typeLine);
  if ('error' in parsed) return { error: msg('mtgCard.manaCost', { cost: manaCost, error: parsed.error }) };
  const explicitMv = d.mana_value ?? d.cmc;
  if (explicitMv !== undefined && (typeof explicitMv !== 'number' || !Number.isFinite(explicitMv) || explicitMv < 0)) {
    return { error: msg('mtgCard.manaValue', { v: String(JSON.stringify(explicitMv)) }) };
  }
  if ((explicitMv ?? parsed.manaValue) > MAX_MANA_VALUE) {
    return {
      error:
        explicitMv === undefined
          ? msg('mtgCard.costTooHigh', { cost: manaCost, v: parsed.manaValue })
          : msg('mtgCard.valueTooHigh', { v: explicitMv }),
    };
  }
  const colourList = d.colors ?? d.color_indicator ?? face?.colors ?? face?.color_indicator;
  if (colourList !== undefined && !Array.isArray(colourList)) return { error: msg('mtgCard.colorsList') };
  if (colourList) {
    const bad = colourList.find((c) => !/^[WUBRG]$/i.test(String(c)));
    if (bad !== undefined) return { error: msg('mtgCard.colorsOne', { c: String(bad) }) };
  }
  return {
    name: d.name,
    manaValue: Math.floor(explicitMv ?? parsed.manaValue),
    colours: colourList ? coloursToMask(colourList) : parsed.colours,
    landTypes: basicLandTypes(typeLine),
    typeLine,
    critical,
  };
}

/** The lookup key of a name (see foldName): case, accents, quotes, dashes, brackets, split-name spelling. */
export function normaliseName(name: string): string {
  return foldName(name);
}

/**
 * Name → card data, by full name, each face's name and Japanese names (the
 * Japanese convention `火+氷` for split cards included). An index may sit on a
 * lower layer (`over`): a name found here wins; a name found only below is
 * looked up here again by its English name, so imported data replaces the
 * bundled sample's fields for the same card while the sample's Japanese names
 * still resolve.
 */
export class CardIndex {
  /** Full names (`fire // ice`); a number is a card of `lazy` not built yet. */
  private readonly byName = new Map<string, CardData | number>();
  /** Face names, front faces, Japanese names: never shadow a full name. */
  private readonly byAlias = new Map<string, CardData | number>();
  /** Builds card `i` of a keyed source on first use (the bundled index: 30,000 objects built at start cost more than the lookups). */
  private lazy?: (i: number) => CardData;
  private built = new Map<number, CardData>();

  private card(v: CardData | number | undefined): CardData | undefined {
    if (typeof v !== 'number') return v;
    let d = this.built.get(v);
    if (!d) this.built.set(v, (d = this.lazy!(v)));
    return d;
  }
  private below?: CardIndex;
  /** What data this index holds, in words (the sample, an imported index and its date, --cards files), for unknown names. */
  origin?: Message;
  private fallback?: () => CardIndex;
  private loaded?: CardIndex;

  constructor(sources: Iterable<CardData> = []) {
    for (const d of sources) this.add(d);
  }

  /** Names not found here are looked up in the index `load` returns (called at most once). */
  withFallback(load: () => CardIndex): this {
    this.fallback = load;
    return this;
  }

  /** Put `lower` under this index: its cards are used only for names this index does not know. */
  over(lower: CardIndex): this {
    this.below = lower;
    return this;
  }

  private more(): CardIndex | undefined {
    if (!this.loaded && this.fallback) this.loaded = this.fallback();
    return this.loaded;
  }

  add(d: CardData): void {
    this.pool = undefined;
    this.jaPool = undefined;
    const full = foldName(d.name);
    this.byName.set(full, d);
    this.byAlias.delete(full);
    const aliases = [...facesOf(full), d.ja, d.printed_name, ...(d.ja_faces ?? []), ...(d.card_faces ?? []).map((f) => f.name)];
    for (const a of aliases) {
      if (!a) continue;
      const k = foldName(a);
      if (!this.byName.has(k) && !this.byAlias.has(k)) this.byAlias.set(k, d);
    }
  }

  /**
   * Add a card whose lookup keys were folded beforehand (the bundled index
   * stores them: folding 30,000 names at every start is most of its load time).
   */
  addKeyed(count: number, build: (i: number) => CardData, keys: (i: number) => readonly string[]): void {
    this.pool = undefined;
    this.jaPool = undefined;
    this.lazy = build;
    for (let i = 0; i < count; i++) {
      const k = keys(i);
      const full = k[0];
      if (!full) continue;
      this.byName.set(full, i);
      this.byAlias.delete(full);
      for (let j = 1; j < k.length; j++) if (!this.byName.has(k[j]) && !this.byAlias.has(k[j])) this.byAlias.set(k[j], i);
    }
  }

  /** The folded lookup keys `add` would use for a card: its full name, then its aliases. */
  static keysOf(d: CardData): { full: string; aliases: string[] } {
    const full = foldName(d.name);
    const aliases = [...facesOf(full), d.ja, d.printed_name, ...(d.ja_faces ?? []), ...(d.card_faces ?? []).map((f) => f.name)]
      .filter((a): a is string => !!a)
      .map((a) => foldName(a))
      .filter((k, i, all) => k !== full && all.indexOf(k) === i);
    return { full, aliases };
  }

  /** This layer alone. */
  private own(name: string): CardData | undefined {
    const k = foldName(name);
    const hit = this.byName.get(k) ?? this.byAlias.get(k);
    if (hit !== undefined) return this.card(hit);
    // "Valki, God of Lies // Tibalt, Cosmic Impostor" when the data knows the front face, or the reverse
    const faces = facesOf(k);
    if (faces.length > 1) return this.card(this.byName.get(faces[0]) ?? this.byAlias.get(faces[0]));
    return undefined;
  }

  get(name: string): CardData | undefined {
    const here = this.own(name) ?? this.more()?.get(name);
    if (here) return here;
    const low = this.below?.get(name);
    if (!low) return undefined;
    const same = this.own(low.name);
    return same ? { ...same, ja: same.ja ?? low.ja } : low;
  }

  get size(): number {
    return this.byName.size + (this.below?.size ?? 0);
  }

  /**
   * Folded names of every card here, built once for suggestions from the
   * folded keys the maps already hold (no name folded again, no card built
   * until it is a suggestion): English full and face names per card, and,
   * on the first Japanese input, its Japanese names.
   */
  private pool?: Array<{ key: string; v: CardData | number; en: string[] }>;
  private jaPool?: Array<{ key: string; v: CardData | number; ja: string[] }>;

  private suggestPool(): NonNullable<CardIndex['pool']> {
    if (!this.pool) {
      this.pool = [];
      for (const [key, v] of this.byName) {
        const faces = facesOf(key);
        this.pool.push({ key, v, en: faces.length > 1 ? [key, ...faces] : [key] });
      }
    }
    return this.pool;
  }

  private suggestPoolJa(): NonNullable<CardIndex['jaPool']> {
    if (!this.jaPool) {
      const byCard = new Map<CardData | number, string[]>();
      for (const m of [this.byName, this.byAlias]) {
        for (const [k, v] of m) {
          if (!isJapanese(k)) continue;
          const list = byCard.get(v);
          if (list) list.push(k);
          else byCard.set(v, [k]);
        }
      }
      const keyOf = new Map<CardData | number, string>();
      for (const [key, v] of this.byName) keyOf.set(v, key);
      this.jaPool = [...byCard].map(([v, ja]) => ({ key: keyOf.get(v) ?? ja[0], v, ja }));
    }
    return this.jaPool;
  }

  private layers(): CardIndex[] {
    const m = this.more();
    return [this, ...(m ? m.layers() : []), ...(this.below ? this.below.layers() : [])];
  }

  /**
   * The closest known names, for "did you mean": Japanese input is compared
   * with Japanese names and answered with them (`ja (English)`).
   */
  suggest(name: string, max = 3): string[] {
    const target = foldName(name);
    const ja = isJapanese(name);
    const limit = ja ? Math.max(1, Math.ceil(target.length / 2)) : Math.max(3, Math.ceil(target.length / 3));
    const scored = new Map<string, number>();
    const seen = new Set<string>();
    for (const layer of this.layers()) {
      for (const c of ja ? layer.suggestPoolJa() : layer.suggestPool()) {
        // a card in an upper layer hides the same card below
        if (seen.has(c.key)) continue;
        seen.add(c.key);
        let best = Infinity;
        for (const f of 'ja' in c ? c.ja : c.en) {
          if (Math.abs(f.length - target.length) > limit) continue;
          best = Math.min(best, boundedDistance(target, f, Math.min(limit, best)));
        }
        if (best > limit) continue;
        const d = layer.card(c.v)!;
        const shown = ja && d.ja ? `${d.ja} (${d.name})` : d.name;
        if (!scored.has(shown) || scored.get(shown)! > best) scored.set(shown, best);
      }
    }
    const ranked = [...scored.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    // among 30,000 names many are a few edits away: offer those nearly as close as the best, not far ones beside a near miss
    const best = ranked[0]?.[1] ?? 0;
    return ranked
      .filter(([, d]) => d <= best + 2)
      .slice(0, max)
      .map(([n]) => n);
  }
}

export { editDistance } from '../../../core/names.js';

let row = new Int32Array(64);

/**
 * Levenshtein distance of a and b if it is at most `limit`, else limit + 1:
 * a row's minimum only grows, so a row past the limit ends the comparison
 * (30,000 names are compared for every unknown name).
 */
function boundedDistance(a: string, b: string, limit: number): number {
  if (b.length + 1 > row.length) row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0];
    row[0] = i;
    let min = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      const v = Math.min(up + 1, row[j - 1] + 1, diag + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = v;
      diag = up;
      if (v < min) min = v;
    }
    if (min > limit) return limit + 1;
  }
  return row[b.length];
}
