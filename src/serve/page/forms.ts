/*
 * The grid form and the ruleset editor, generated from the server's
 * contract: a system's params become the grid, a preset's leaves the editor.
 * Every handler writes into the `Edits` of the analysis it was built for, so
 * an event that fires late (a text input's change on blur, after the picker
 * moved on) can never land in another analysis.
 */

import type { AnalysisInfo, RulesetField, SystemInfo } from '../protocol.js';
import type { DeckSummary } from '../../api/decks.js';
import { valueLabel } from '../../core/labels.js';
import { el, getAt, setAt } from './dom.js';
import { type Lang, word } from './i18n.js';
import type { Edits } from './store.js';

export interface FormContext {
  system: SystemInfo;
  analysis: AnalysisInfo;
  edits: Edits;
  decks: readonly DeckSummary[];
  lang: Lang;
  /** Called after every edit, with the time of the event. */
  changed: (started: number) => void;
}

export function listOf(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v])
    .flatMap((x) => String(x).split(','))
    .map((s) => s.trim())
    .filter(Boolean);
}

function choicesFor(ctx: FormContext, name: string): string[] {
  const p = ctx.system.params.find((x) => x.name === name)!;
  if (p.choices) return [...p.choices];
  // ruleset-dependent choices (mtg check types), as the system gives them for the preset
  return ctx.system.choices[ctx.analysis.preset]?.[name] ?? [];
}

function checkList(
  ctx: FormContext,
  name: string,
  values: ReadonlyArray<{ value: string; label: string }>,
  chosen: ReadonlySet<string>,
): HTMLElement {
  const { edits } = ctx;
  const box = el('span', { class: 'checks', 'data-param': name, role: 'group' });
  for (const v of values) {
    const cb = el('input', { type: 'checkbox', value: v.value });
    cb.checked = chosen.has(v.value);
    cb.addEventListener('change', () => {
      const started = performance.now();
      edits.params[name] = [...box.querySelectorAll<HTMLInputElement>('input:checked')].map((x) => x.value);
      ctx.changed(started);
    });
    box.append(el('label', {}, cb, ` ${v.label}`));
  }
  return box;
}

export function renderParams(form: HTMLElement, ctx: FormContext): void {
  const { system, edits, lang } = ctx;
  form.replaceChildren();
  for (const p of system.params) {
    const id = `param-${p.name}`;
    const caption = el('span', { id: `${id}-label` }, p.label[lang]);
    let control: HTMLElement;
    if (p.kind === 'deck-list') {
      control = checkList(
        ctx,
        p.name,
        ctx.decks.map((d) => ({ value: d.deck, label: d.deck })),
        new Set(listOf(edits.params[p.name])),
      );
    } else if (p.kind === 'flag') {
      const cb = el('input', { type: 'checkbox', 'data-param': p.name, id });
      cb.checked = edits.params[p.name] === true || edits.params[p.name] === 'true';
      cb.addEventListener('change', () => {
        const started = performance.now();
        edits.params[p.name] = cb.checked;
        ctx.changed(started);
      });
      control = cb;
    } else if (p.kind === 'choice-list') {
      const all = choicesFor(ctx, p.name);
      const given = listOf(edits.params[p.name]);
      const chosen = new Set(given.length ? given : p.default !== undefined ? listOf(p.default) : all);
      control = checkList(
        ctx,
        p.name,
        all.map((c) => ({ value: c, label: valueLabel(p.name, c, lang) })),
        chosen,
      );
    } else {
      // ranges and lists as typed on the command line: 0..8, 1,3,5, easy,hard
      const input = el('input', {
        type: 'text',
        'data-param': p.name,
        id,
        placeholder: p.default !== undefined ? String(p.default) : '',
        ...(lang === 'en' ? { title: p.describe } : {}),
      });
      input.value = edits.params[p.name] === undefined ? '' : listOf(edits.params[p.name]).join(',');
      input.addEventListener('change', () => {
        const started = performance.now();
        const v = input.value.trim();
        if (v === '') delete edits.params[p.name];
        else edits.params[p.name] = v;
        ctx.changed(started);
      });
      control = input;
    }
    control.setAttribute('aria-labelledby', `${id}-label`);
    form.append(el('div', { class: 'param' }, caption, control));
  }
}

/** A ruleset key's words: its full path, else its last key; the key itself when the system has none. */
function keyWord(system: SystemInfo, path: ReadonlyArray<string | number>, lang: Lang): string {
  const names = path.filter((k) => typeof k === 'string') as string[];
  const full = system.rulesetLabels[names.join('.')];
  if (full)
    return (
      full[lang] +
      (path.length > names.length
        ? ` ${path
            .filter((k) => typeof k === 'number')
            .map((k) => Number(k) + 1)
            .join('.')}`
        : '')
    );
  return names.join('.');
}

/** A list of records (d6chain grades) as JSON text: rows are added and removed by editing it; the server's validator judges it. */
function listInput(ctx: FormContext, f: RulesetField, id: string, label: string): HTMLElement {
  const area = el('textarea', { id, rows: '4', spellcheck: 'false', placeholder: '[{ "name": "…", "minDegree": 0 }]' });
  area.value = JSON.stringify(getAt(ctx.edits.rules, f.path) ?? [], null, 1);
  area.dataset.path = JSON.stringify(f.path);
  area.addEventListener('change', () => {
    const started = performance.now();
    let value: unknown;
    try {
      value = JSON.parse(area.value);
    } catch (e) {
      area.setAttribute('aria-invalid', 'true');
      area.title = (e as Error).message;
      return;
    }
    if (!Array.isArray(value)) {
      area.setAttribute('aria-invalid', 'true');
      area.title = word('jsonList', ctx.lang);
      return;
    }
    area.removeAttribute('aria-invalid');
    area.title = '';
    setAt(ctx.edits.rules, f.path, value);
    ctx.changed(started);
  });
  return el('label', { class: 'field list', for: id }, el('span', {}, label), area);
}

function fieldInput(ctx: FormContext, f: RulesetField, label: string): HTMLElement {
  const { edits, system, lang } = ctx;
  const id = `rule-${f.path.join('.')}`;
  if (f.kind === 'list') return listInput(ctx, f, id, label);
  const v = getAt(edits.rules, f.path);
  let input: HTMLInputElement | HTMLSelectElement;
  if (f.kind === 'boolean') {
    input = el('input', { type: 'checkbox', id });
    input.checked = v === true;
  } else if (f.kind === 'choice') {
    input = el('select', { id });
    for (const c of f.choices ?? []) {
      // a value's words in both languages (the raw value is what a YAML file says; the option's value keeps it)
      const valueWord = system.rulesetLabels[`value:${c}`]?.[lang];
      input.append(el('option', { value: c }, valueWord ?? c));
    }
    input.value = String(v);
  } else {
    input = el('input', { type: f.kind === 'number' ? 'number' : 'text', id, step: '1' });
    input.value = String(v);
  }
  input.dataset.path = JSON.stringify(f.path);
  const key = f.path.join('.');
  input.addEventListener(f.kind === 'number' || f.kind === 'text' ? 'input' : 'change', () => {
    const started = performance.now();
    const value = f.kind === 'boolean' ? (input as HTMLInputElement).checked : f.kind === 'number' ? Number(input.value) : input.value;
    if (f.kind === 'number' && (input.value.trim() === '' || !Number.isFinite(value))) return;
    setAt(edits.rules, f.path, value);
    ctx.changed(started);
  });
  // the key itself stays visible beside its words: it is what a ruleset file says
  const caption = el('span', {}, label);
  if (label !== key && label !== String(f.path.at(-1))) caption.append(' ', el('code', { class: 'key' }, String(f.path.at(-1))));
  return el('label', { class: 'field', for: id }, caption, input);
}

/** The ruleset editor: the preset's leaves grouped by their parent key; large text-only groups (aliases) folded. */
export function renderRuleset(form: HTMLElement, fields: readonly RulesetField[], ctx: FormContext): void {
  const { system, lang } = ctx;
  form.replaceChildren();
  const groups = new Map<string, RulesetField[]>();
  for (const f of fields) {
    const key = f.path.length > 1 ? String(f.path[0]) : '';
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  for (const [key, fs] of groups) {
    if (key === '') {
      form.append(el('div', { class: 'group' }, ...fs.map((f) => fieldInput(ctx, f, keyWord(system, f.path, lang)))));
      continue;
    }
    // within a group, a leaf is named by its key (outcome rows, table cells by their path below the group)
    const body = fs.map((f) => {
      const own = system.rulesetLabels[f.path.filter((k) => typeof k === 'string').join('.')];
      return fieldInput(ctx, f, own ? keyWord(system, f.path, lang) : f.path.slice(1).join('.'));
    });
    const textOnly = fs.every((f) => f.kind === 'text');
    const title = system.rulesetLabels[key]?.[lang] ?? key;
    const group = el('details', { class: 'group', 'data-group': key }, el('summary', {}, title), ...body);
    if (!textOnly) group.setAttribute('open', '');
    form.append(group);
  }
}
