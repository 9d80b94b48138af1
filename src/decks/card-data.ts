import { type Card, coloursToMask } from './card.js';
import { basicLandTypes, cardManaCost } from './mana-cost.js';

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

/** Normalise a name for lookup: case, 《》 brackets, curly quotes, spacing. */
export function normaliseName(name: string): string {
  return name
    .replace(/[《》「」]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Name → card data, by English name, front-face name and Japanese name. A
 * fallback index (the imported card data, possibly large) is loaded only when
 * a name is not found here.
 */
export class CardIndex {
  private readonly byName = new Map<string, CardData>();
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

  private more(): CardIndex | undefined {
    if (!this.loaded && this.fallback) this.loaded = this.fallback();
    return this.loaded;
  }

  add(d: CardData): void {
    const keys = [d.name, d.name.split('//')[0], d.ja, d.printed_name, ...(d.card_faces ?? []).map((f) => f.name)];
    for (const k of keys) if (k && !this.byName.has(normaliseName(k))) this.byName.set(normaliseName(k), d);
  }

  get(name: string): CardData | undefined {
    return this.byName.get(normaliseName(name)) ?? this.more()?.get(name);
  }

  get size(): number {
    return this.byName.size;
  }

  /** The closest known names, for "did you mean". */
  suggest(name: string, max = 3): string[] {
    const target = normaliseName(name);
    const scored: Array<[number, string]> = [];
    const seen = new Set<string>();
    const all = [...this.byName.values(), ...(this.more()?.byName.values() ?? [])];
    for (const d of all) {
      if (seen.has(d.name)) continue;
      seen.add(d.name);
      const cand = [d.name, d.ja].filter((x): x is string => !!x);
      let best = Infinity;
      for (const c of cand) best = Math.min(best, editDistance(target, normaliseName(c)));
      scored.push([best, d.name]);
    }
    scored.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    const limit = Math.max(3, Math.ceil(target.length / 2));
    return scored.filter(([s]) => s <= limit).slice(0, max).map(([, n]) => n);
  }
}

export function editDistance(a: string, b: string): number {
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
