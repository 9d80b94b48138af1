/*
 * The message catalogue: the errors and warnings users meet most, in English
 * and Japanese, in one place. A HanteiError built from a message keeps its
 * English text as `.message` (byte-identical to what scripts and tests grep)
 * and can say itself in the user's language (`localized('ja')`): the CLI under
 * `--lang ja`, the workbench in the page's language.
 *
 * Placeholders are `{name}`; a parameter may itself be a message (a hint
 * inside a message, a "did you mean" list), said in the same language.
 */

import { VALUES } from './catalogue/values.js';
import { RULESETS } from './catalogue/rulesets.js';
import { BUDGETS } from './catalogue/budgets.js';
import { DECKS } from './catalogue/decks.js';
import { STUDIES } from './catalogue/studies.js';
import { FILES } from './catalogue/files.js';
import { SOLVE } from './catalogue/solve.js';
import { CLI } from './catalogue/cli.js';
import { GOALS } from './catalogue/goals.js';
import { INIT } from './catalogue/init.js';
import { SERVE } from './catalogue/serve.js';
import { READING } from './catalogue/reading.js';
import { CARDS } from './catalogue/cards.js';
import { PARSER } from './catalogue/parser.js';
import { HELP } from './catalogue/help.js';
import { COMMANDS } from './catalogue/commands.js';
import { WORDS } from './catalogue/words.js';
import { REPORT } from './catalogue/report.js';
import { PAGE } from './catalogue/page.js';
import { OUTPUTS } from './catalogue/outputs.js';
import { RULE } from './catalogue/rule.js';
import { RULE_IDIOMS } from './catalogue/rule-idioms.js';
import { WORK } from './catalogue/work.js';
import { KEY_USE } from './catalogue/key-use.js';
import { REPORT_RUN } from './catalogue/report-run.js';
import { EXPECTATIONS } from './catalogue/expectations.js';
import { DECK_SYSTEMS } from './catalogue/deck-systems.js';
import { MTG } from './catalogue/mtg.js';
import { MTG_DECKS } from './catalogue/mtg-decks.js';
import { SYSTEMS_ERRORS } from './catalogue/systems-errors.js';
import { ENGINE_IO } from './catalogue/engine-io.js';
import { CARD_DATA } from './catalogue/card-data.js';

/**
 * The languages messages are written in.
 *
 * @example
 * const lang: MessageLang = process.env.LANG?.startsWith('ja') ? 'ja' : 'en';
 */
export type MessageLang = 'en' | 'ja';

/**
 * A text that can be said in each language: a catalogue message, a list of
 * names, or (for words no catalogue has: file system errors, YAML parser
 * messages) the same text in both. `String(m)` is its English text.
 *
 * @example
 * const m = msg('param.unknown', { k: 'abilty' });
 * m.text('ja'); // 不明なパラメーター "abilty"
 */
export interface Message {
  readonly id: string;
  text(lang: MessageLang): string;
}

/** A parameter of a message: said as it is (names, numbers, values typed) or, as a message, in the message's language. */
export type MessageParam = string | number | Message;

/**
 * Either a plain English text (not yet in the catalogue) or a message.
 *
 * @example
 * const hint: Text = msg('range.narrow');
 */
export type Text = string | Message;

const MESSAGES = {
  ...VALUES,
  ...RULESETS,
  ...BUDGETS,
  ...DECKS,
  ...STUDIES,
  ...FILES,
  ...SOLVE,
  ...CLI,
  ...GOALS,
  ...INIT,
  ...SERVE,
  ...READING,
  ...CARDS,
  ...PARSER,
  ...HELP,
  ...COMMANDS,
  ...WORDS,
  ...REPORT,
  ...PAGE,
  ...OUTPUTS,
  ...RULE,
  ...RULE_IDIOMS,
  ...WORK,
  ...KEY_USE,
  ...REPORT_RUN,
  ...EXPECTATIONS,
  ...DECK_SYSTEMS,
  ...MTG,
  ...MTG_DECKS,
  ...SYSTEMS_ERRORS,
  ...ENGINE_IO,
  ...CARD_DATA,
} as const satisfies Record<string, { en: string; ja: string }>;

/** The id of a catalogue message. */
export type MessageId = keyof typeof MESSAGES;

function say(v: MessageParam | undefined, lang: MessageLang): string {
  return v === undefined ? '' : typeof v === 'object' ? v.text(lang) : String(v);
}

class CatalogueMessage implements Message {
  constructor(
    readonly id: MessageId,
    readonly params: Readonly<Record<string, MessageParam>>,
  ) {}

  text(lang: MessageLang): string {
    // a brace that names no parameter stays as written (hints quote YAML maps)
    return MESSAGES[this.id][lang].replace(/\{(\w+)\}/g, (all, k: string) => (k in this.params ? say(this.params[k], lang) : all));
  }

  // string interpolation of a message (older call sites) gives its English text, never "[object Object]"
  toString(): string {
    return this.text('en');
  }
}

class ListMessage implements Message {
  readonly id = 'list.or';
  constructor(private readonly items: readonly MessageParam[]) {}

  text(lang: MessageLang): string {
    return this.items.map((x) => say(x, lang)).join(MESSAGES['list.or'][lang]);
  }

  toString(): string {
    return this.text('en');
  }
}

class AndMessage implements Message {
  readonly id = 'list.and';
  constructor(private readonly items: readonly MessageParam[]) {}

  text(lang: MessageLang): string {
    const xs = this.items.map((x) => say(x, lang));
    if (xs.length <= 1) return xs.join('');
    // English: "a, b and c"; Japanese: "a、b、c"
    return lang === 'en' ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : xs.join(MESSAGES['list.and'].ja);
  }

  toString(): string {
    return this.text('en');
  }
}

/**
 * Items joined by "and" (`a, b and c`; `a、b、c` in Japanese).
 *
 * @example
 * msg('cli.noSystem', { command: 'opposed', system: 'drawsteel', offered: andList(['2d6', 'mtg']), elsewhere: '' });
 */
export function andList(items: readonly MessageParam[]): Message {
  return new AndMessage(items);
}

// yargs' own messages (it always speaks English, whatever the locale): matched back to the catalogue's, said in the user's language
const PARSER_IDS = [
  ...(Object.keys(PARSER) as Array<keyof typeof PARSER>),
  'cli.nameCommand',
  'cli.nameSystem',
  'cli.useDeck',
  'cli.useCards',
] as const;

class YargsMessage implements Message {
  readonly id: string = 'yargs';
  private readonly said: Message | undefined;
  constructor(private readonly value: string) {
    const m = recognise(value, PARSER_IDS);
    if (m.id !== 'verbatim') {
      this.said = m;
      this.id = m.id;
    }
  }

  text(lang: MessageLang): string {
    return this.said ? this.said.text(lang) : this.value;
  }

  toString(): string {
    return this.value;
  }
}

/**
 * A message of the command-line parser (yargs), in English as it says it, or the catalogue's Japanese for the common ones.
 *
 * @example
 * new HanteiError('usage', yargsMessage('Unknown argument: abilty'));
 */
export function yargsMessage(text: string): Message {
  return new YargsMessage(text);
}

class SameMessage implements Message {
  readonly id = 'verbatim';
  constructor(private readonly value: string) {}

  text(): string {
    return this.value;
  }

  toString(): string {
    return this.value;
  }
}

/**
 * A catalogue message with its parameters.
 *
 * @example
 * throw new HanteiError('range', msg('value.empty', { p: '--ability' }));
 */
export function msg(id: MessageId, params: Readonly<Record<string, MessageParam>> = {}): Message {
  return new CatalogueMessage(id, params);
}

/**
 * Names joined by "or" (`"a" or "b"`; `"a" または "b"` in Japanese), each in quotes.
 *
 * @example
 * msg('param.didYouMeanSuffix', { names: quotedOr(['ability']) });
 */
export function quotedOr(names: readonly string[]): Message {
  return new ListMessage(names.map((n) => `"${n}"`));
}

/**
 * A text no catalogue translates (a parser's or the file system's words), the same in every language.
 *
 * @example
 * msg('ruleset.notYaml', { why: verbatim(parserMessage) });
 */
export function verbatim(text: string): Message {
  return new SameMessage(text);
}

class LabelMessage implements Message {
  readonly id = 'label';
  constructor(private readonly words: Readonly<Record<MessageLang, string>>) {}

  text(lang: MessageLang): string {
    return this.words[lang];
  }

  toString(): string {
    return this.words.en;
  }
}

/**
 * A word given in both languages (a system's parameter label) as a message.
 *
 * @example
 * msg('param.mustBe', { label: labelled(param.label), bounds });
 */
export function labelled(words: Readonly<Record<MessageLang, string>>): Message {
  return new LabelMessage(words);
}

// names a message quoted and joined with "and" ("A" and "B"), as a list said in each language
const QUOTED_AND = /^"[^"]*"(?: and "[^"]*")+$/;

/**
 * The catalogue message among `ids` whose English a text is (its parameters
 * read back from the text), or the text as it is: for words kept in English
 * where they are stored (a deck's `assumptions` and `notes`), said again in
 * another language.
 *
 * @example
 * recognise(deck.assumptions[0], ['deck.sideboardTooBig']).text('ja');
 */
export function recognise(text: string, ids: readonly MessageId[]): Message {
  for (const id of ids) {
    const names: string[] = [];
    const pattern = MESSAGES[id].en
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return part === 's' ? '(s?)' : '(.+?)';
      })
      .join('');
    const m = new RegExp(`^${pattern}$`).exec(text);
    if (!m) continue;
    const params: Record<string, MessageParam> = {};
    names.forEach((n, i) => {
      const v = m[i + 1];
      params[n] = QUOTED_AND.test(v) ? labelled({ en: v, ja: v.split('" and "').join('"、"') }) : v;
    });
    return msg(id, params);
  }
  return verbatim(text);
}

/**
 * A text in a language: a message said in it, a plain string as it is.
 *
 * @example
 * sayIn(e.hintText ?? '', 'ja');
 */
export function sayIn(t: Text, lang: MessageLang): string {
  return typeof t === 'string' ? t : t.text(lang);
}

/**
 * Every message of the catalogue, for the tests that a Japanese output shows none of them in English.
 *
 * @example
 * for (const m of messageWords()) expect(jaText).not.toContain(m.en);
 */
export function messageWords(): ReadonlyArray<{ en: string; ja: string }> {
  return Object.values(MESSAGES);
}

// the language the CLI prints its messages in (set once as it starts; the library and the server say English unless asked)
let processLang: MessageLang = 'en';

/**
 * The language of the messages a process prints itself (warnings and notes on stderr); the CLI sets it from `--lang` or the locale.
 *
 * @example
 * useMessageLang(messageLangOf(argv, process.env));
 */
export function useMessageLang(lang: MessageLang): void {
  processLang = lang;
}

/**
 * The language set by `useMessageLang` (English by default).
 *
 * @example
 * process.stderr.write(`hantei: ${note.text(messageLang())}\n`);
 */
export function messageLang(): MessageLang {
  return processLang;
}

/**
 * The language of messages a user chose: `--lang` on the command line, else
 * the locale (LC_ALL, LC_MESSAGES, LANG: `ja_JP.UTF-8` → Japanese), else English.
 *
 * @example
 * messageLangOf(['exact', '2d6', '--lang', 'ja'], process.env); // 'ja'
 */
export function messageLangOf(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): MessageLang {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = a === '--lang' ? argv[i + 1] : a.startsWith('--lang=') ? a.slice('--lang='.length) : undefined;
    if (v === 'ja' || v === 'en') return v;
  }
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^ja([_.@-]|$)/i.test(locale) ? 'ja' : 'en';
}

/**
 * The command-line parser's (yargs') help words in a language, keyed by its English, for yargs' `updateStrings`.
 *
 * @example
 * cli.locale('en').updateStrings(parserHelpWords('ja'));
 */
export function parserHelpWords(lang: MessageLang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PARSER)
      .filter(([k]) => k.startsWith('parser.help.'))
      .map(([k, v]) => [k.slice('parser.help.'.length), v[lang]]),
  );
}

/**
 * Every message of the catalogue with its id, for the test that renders each one in Japanese.
 *
 * @example
 * for (const [id] of messageEntries()) msg(id).text('ja');
 */
export function messageEntries(): ReadonlyArray<[MessageId, { en: string; ja: string }]> {
  return Object.entries(MESSAGES) as Array<[MessageId, { en: string; ja: string }]>;
}

/**
 * A catalogue message said in the process's language (`useMessageLang`): for texts the CLI hands to its parser, as `--help` shows them.
 *
 * @example
 * y.option('out', { type: 'string', describe: said('help.out') });
 */
export function said(id: MessageId, params: Readonly<Record<string, MessageParam>> = {}): string {
  return msg(id, params).text(processLang);
}

/**
 * Whether a string is the id of a catalogue message.
 *
 * @example
 * isMessageId(`read.what.${what}`) ? msg(`read.what.${what}`) : what;
 */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(MESSAGES, id);
}
