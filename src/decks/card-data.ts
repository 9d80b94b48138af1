import { editDistance } from '../core/names.js';
import { type Card, coloursToMask } from './card.js';
import { MAX_MANA_VALUE } from './bounds.js';
import { basicLandTypes, cardManaCost } from './mana-cost.js';
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

/** Build the card model; returns an error string for data that cannot be a card. */
export function cardFromData(d: CardData, critical = false): Card | { error: string } {
  const face = d.card_faces?.[0];
  const typeLine = d.type_line ?? face?.type_line ?? '';
  const manaCost = d.mana_cost ?? face?.mana_cost ?? '';
  const parsed = cardManaCost(manaCost, d.layout, typeLine);
  if ('error' in parsed) return { error: `mana_cost "${manaCost}": ${parsed.error}` };
  const explicitMv = d.mana_value ?? d.cmc;
  if (explicitMv !== undefined && (typeof explicitMv !== 'number' || !Number.isFinite(explicitMv) || explicitMv < 0)) {
    return { error: `mana_value must be a number ≥ 0, got ${JSON.stringify(explicitMv)}` };
  }
  if ((explicitMv ?? parsed.manaValue) > MAX_MANA_VALUE) {
    return { error: `${explicitMv === undefined ? `mana_cost "${manaCost}" gives a mana value that` : 'mana_value'} must be at most 1,000,000, got ${explicitMv ?? parsed.manaValue}` };
  }
  const colourList = d.colors ?? d.color_indicator ?? face?.colors ?? face?.color_indicator;
  if (colourList !== undefined && !Array.isArray(colourList)) return { error: `colors must be a list like [G, W]` };
  if (colourList) {
    const bad = colourList.find((c) => !/^[WUBRG]$/i.test(String(c)));
    if (bad !== undefined) return { error: `colors: "${bad}" is not one of W U B R G` };
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
  /** Full names (`fire // ice`). */
  private readonly byName = new Map<string, CardData>();
  /** Face names, front faces, Japanese names: never shadow a full name. */
  private readonly byAlias = new Map<string, CardData>();
  private below?: CardIndex;
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

  /** This layer alone. */
  private own(name: string): CardData | undefined {
    const k = foldName(name);
    const hit = this.byName.get(k) ?? this.byAlias.get(k);
    if (hit) return hit;
    // "Valki, God of Lies // Tibalt, Cosmic Impostor" when the data knows the front face, or the reverse
    const faces = facesOf(k);
    if (faces.length > 1) return this.byName.get(faces[0]) ?? this.byAlias.get(faces[0]);
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

  /** Folded names of every card here, built once for suggestions (folding 30,000 names per unknown name is slow). */
  private pool?: Array<{ name: string; ja?: string; en: string[]; jaNames: string[] }>;

  private suggestPool(): NonNullable<CardIndex['pool']> {
    if (!this.pool) {
      const seen = new Set<string>();
      this.pool = [];
      for (const d of this.byName.values()) {
        if (seen.has(d.name)) continue;
        seen.add(d.name);
        const full = foldName(d.name);
        const jaNames = [d.ja, ...(d.ja_faces ?? [])].filter((x): x is string => !!x).map(foldName);
        this.pool.push({ name: d.name, ja: d.ja, en: [...new Set([full, ...facesOf(full)])], jaNames });
      }
    }
    return this.pool;
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
      for (const c of layer.suggestPool()) {
        // a card in an upper layer hides the same card below
        if (seen.has(c.name)) continue;
        seen.add(c.name);
        let best = Infinity;
        for (const f of ja ? c.jaNames : c.en) {
          if (Math.abs(f.length - target.length) > limit) continue;
          best = Math.min(best, editDistance(target, f));
        }
        if (best <= limit) scored.set(ja && c.ja ? `${c.ja} (${c.name})` : c.name, best);
      }
    }
    return [...scored.entries()]
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
      .slice(0, max)
      .map(([n]) => n);
  }
}

export { editDistance } from '../core/names.js';
