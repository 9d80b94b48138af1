/*
 * A refusal said in the page's words: a parameter or request field a
 * message names as the library or the command line spells it (`known`,
 * `--known`, `"trials"`) is named as the page labels it, in the page's
 * language, and the values a hint lists in their words (never → しない);
 * a hint with no words in that language (an option's English description)
 * is left out rather than shown in English.
 */

import type { HanteiError } from '../core/errors.js';
import { type Message, type MessageLang, type MessageParam, isMessageId, labelled, msg } from '../core/messages.js';
import { PAGE } from '../core/catalogue/page.js';
import { camelCase } from '../core/names.js';
import { type Labels, valueLabel } from '../core/labels.js';
import { SYSTEMS } from '../systems/index.js';

/** Request fields the page fills from its own controls, by the words those controls show. */
const FIELDS: Readonly<Record<string, Labels>> = {
  trials: PAGE['page.trials'],
  targets: PAGE['page.targets'],
  text: PAGE['page.deckText'],
  name: PAGE['page.deckName'],
  vary: PAGE['solvePanel.vary'],
};

/** Every parameter and scenario option the page shows, by camelCase name → its label (the first system's word wins). */
function pageNames(): Map<string, Labels> {
  const names = new Map<string, Labels>(Object.entries(FIELDS));
  for (const s of SYSTEMS) {
    for (const p of s.params) if (!names.has(camelCase(p.name))) names.set(camelCase(p.name), p.label);
    for (const spec of Object.values(s.scenarios ?? {}))
      for (const o of spec.options) if (o.label && !names.has(camelCase(o.flag))) names.set(camelCase(o.flag), o.label);
  }
  return names;
}

const NAME = /^("?)(?:--)?([A-Za-z][\w-]*)\1$/;

/** The message parameters that name a parameter or field (others, like `names` of analyses or `v` a value, stay as typed). */
const NAME_KEYS = new Set(['p', 'k', 'key', 'option', 'flag', 'name', 'where', 'what', 'x', 'known', 'gmExile', 'example']);

/** A message parameter that is a name, as the page labels it; anything else as it was. */
function renamed(v: MessageParam, names: ReadonlyMap<string, Labels>): MessageParam {
  if (typeof v === 'object') return forPage(v, names);
  if (typeof v !== 'string') return v;
  // a study file's example (`trials: 100000`): on the page, the value typed into the named field
  const example = /^([A-Za-z][\w-]*): (\S.*)$/.exec(v);
  if (example && names.has(camelCase(example[1]))) return example[2];
  const m = NAME.exec(v);
  const label = m ? names.get(camelCase(m[2])) : undefined;
  if (!m || !label) return v;
  return m[1] ? labelled({ en: `"${label.en}"`, ja: `「${label.ja}」` }) : labelled(label);
}

/** A catalogue message with its name parameters in the page's labels (other messages as they are). */
export function forPage(m: Message, names: ReadonlyMap<string, Labels> = pageNames()): Message {
  const params = (m as { params?: Readonly<Record<string, MessageParam>> }).params;
  if (!params || !isMessageId(m.id)) return m;
  return msg(
    m.id,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, NAME_KEYS.has(k) || typeof v === 'object' ? renamed(v, names) : v])),
  );
}

/** The values a hint lists for the parameter its message names (`use one of: never, on-fail`), in that parameter's words. */
function valuesInWords(e: HanteiError, hint: Message): Message {
  const param = (e.text as { params?: Record<string, MessageParam> } | undefined)?.params?.p;
  const list = (hint as { params?: Record<string, MessageParam> }).params?.list;
  if (hint.id !== 'choice.useOneOf' || typeof param !== 'string' || typeof list !== 'string') return hint;
  const values = list.split(', ');
  const said = (lang: MessageLang, sep: string) => values.map((v) => valueLabel(param, v, lang)).join(sep);
  return msg('choice.useOneOf', { list: labelled({ en: said('en', ', '), ja: said('ja', '、') }) });
}

/** A command-line flag written into a message's words (`--gm-exile N`), named as the page labels it. */
function flagsInWords(text: string, names: ReadonlyMap<string, Labels>, lang: MessageLang): string {
  return text.replace(/--([a-z][a-z0-9-]*)/g, (flag, name: string) => names.get(camelCase(name))?.[lang] ?? flag);
}

/** An engine's error as the page shows it: its message in page words, and its hint when it has words in `lang`. */
export function errorForPage(e: HanteiError, lang: MessageLang): { text: string; hint?: string } {
  const names = pageNames();
  const text = flagsInWords(e.text ? forPage(e.text, names).text(lang) : e.message, names, lang);
  const hinted = e.hintText ? forPage(valuesInWords(e, e.hintText), names).text(lang) : lang === 'en' ? e.hint : undefined;
  const hint = hinted === undefined ? undefined : flagsInWords(hinted, names, lang);
  return hint ? { text, hint } : { text };
}
