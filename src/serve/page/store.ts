/*
 * The page's edits, one record per analysis: its ruleset and its grid. Each
 * analysis keeps its own, so switching and coming back restores them and an
 * edit never lands in another analysis's parameters. Kept in localStorage
 * (per study file) so a reload loses nothing; discarding is the only way to
 * drop them, and the page asks first.
 */

import type { AnalysisInfo, StateResponse } from '../protocol.js';
import { clone } from './dom.js';

export interface Edits {
  rules: Record<string, unknown>;
  params: Record<string, unknown>;
}

interface Saved {
  current?: string;
  lang?: 'en' | 'ja';
  edits: Record<string, Edits>;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export class EditStore {
  private readonly key: string;
  private readonly saved: Saved;
  private readonly byName = new Map<string, Edits>();

  constructor(private readonly state: StateResponse) {
    this.key = `hantei-workbench:${state.study.file ?? ''}:${state.study.name}`;
    this.saved = { edits: {} };
    try {
      const raw = JSON.parse(localStorage.getItem(this.key) ?? 'null') as unknown;
      if (isObject(raw) && isObject(raw.edits)) {
        this.saved.current = typeof raw.current === 'string' ? raw.current : undefined;
        this.saved.lang = raw.lang === 'ja' || raw.lang === 'en' ? raw.lang : undefined;
        for (const [name, e] of Object.entries(raw.edits)) {
          // only analyses the study still has, with the two objects an edit is made of
          if (state.analyses.some((a) => a.name === name) && isObject(e) && isObject(e.rules) && isObject(e.params))
            this.saved.edits[name] = { rules: e.rules, params: e.params };
        }
      }
    } catch {
      // storage unreadable (private mode, bad JSON): start from the study
    }
  }

  get current(): string | undefined {
    return this.saved.current;
  }
  get lang(): 'en' | 'ja' | undefined {
    return this.saved.lang;
  }

  /** The edits of an analysis (the study's values until it is edited). The same object each time: handlers bind to it. */
  of(a: AnalysisInfo): Edits {
    let e = this.byName.get(a.name);
    if (!e) {
      const s = this.saved.edits[a.name];
      e = s ? clone(s) : { rules: clone(a.rules as Record<string, unknown>), params: clone(a.params) };
      this.byName.set(a.name, e);
    }
    return e;
  }

  /** Whether an analysis differs from the study. */
  dirty(a: AnalysisInfo): boolean {
    const e = this.byName.get(a.name) ?? this.saved.edits[a.name];
    return !!e && (JSON.stringify(e.rules) !== JSON.stringify(a.rules) || JSON.stringify(e.params) !== JSON.stringify(a.params));
  }

  /** Analyses with unsaved edits. */
  dirtyNames(): string[] {
    return this.state.analyses.filter((a) => this.dirty(a)).map((a) => a.name);
  }

  /** Back to the study's values. */
  discard(a: AnalysisInfo): Edits {
    const e = this.of(a);
    e.rules = clone(a.rules as Record<string, unknown>);
    e.params = clone(a.params);
    this.persist();
    return e;
  }

  setCurrent(name: string): void {
    this.saved.current = name;
    this.persist();
  }
  setLang(lang: 'en' | 'ja'): void {
    this.saved.lang = lang;
    this.persist();
  }

  persist(): void {
    const edits: Record<string, Edits> = {};
    for (const a of this.state.analyses) if (this.dirty(a)) edits[a.name] = this.byName.get(a.name) ?? this.saved.edits[a.name];
    this.saved.edits = edits;
    try {
      localStorage.setItem(this.key, JSON.stringify(this.saved));
    } catch {
      // full or disabled storage: edits live as long as the page
    }
  }
}
