import { type Message, type MessageLang, type Text, msg, sayIn } from './messages.js';
import { terminalSafe } from './terminal-text.js';

/** The place name of what is read from `-` (decks/text-bytes.ts names it so). */
const STANDARD_INPUT = 'standard input';
/**
 * One error type for everything a user can get wrong. The CLI prints it in one
 * or two lines and exits non-zero; nothing below the CLI calls process.exit.
 *
 * @example
 * if (isHanteiError(e) && e.code === 'interrupted') console.error('stopped');
 */
export type ErrorCode =
  | 'usage'
  | 'file'
  | 'yaml'
  | 'deck'
  | 'unknown-card'
  | 'ruleset'
  | 'range'
  | 'impossible'
  | 'study'
  | 'interrupted'
  | 'expectation'
  | 'internal';

/**
 * Where a HanteiError's input was at fault: a file and, where known, the line and column.
 *
 * @example
 * const { file, line, column } = (e as HanteiError).place;
 */
export interface ErrorPlace {
  file?: string;
  line?: number;
  column?: number;
}

/**
 * Every mistake a user can make (a bad value, file, deck, ruleset or study) as one error: a `code`, the file, line and column at fault (`place`) and a `hint` saying how to fix it.
 *
 * @example
 * try {
 *   await exact({ system: '2d6', params: { ability: 3, difficulty: 8 } });
 * } catch (e) {
 *   if (isHanteiError(e)) console.error(e.format()); // hantei: … then the hint
 * }
 */
export class HanteiError extends Error {
  readonly code: ErrorCode;
  readonly place: ErrorPlace;
  /** The hint in English. */
  readonly hint?: string;
  /** The message as a catalogue message (core/messages.ts), when it was built from one: what `localized` says. */
  readonly text?: Message;
  /** The hint as a catalogue message, when it was built from one. */
  readonly hintText?: Message;

  /** `message` and `hint` are English texts or catalogue messages (`msg(id, params)`); `.message` is always the English text. */
  constructor(code: ErrorCode, message: Text, opts: ErrorPlace & { hint?: Text } = {}) {
    super(sayIn(message, 'en'));
    this.name = 'HanteiError';
    this.code = code;
    this.place = { file: opts.file, line: opts.line, column: opts.column };
    if (typeof message !== 'string') this.text = message;
    if (opts.hint !== undefined) this.hint = sayIn(opts.hint, 'en');
    if (opts.hint !== undefined && typeof opts.hint !== 'string') this.hintText = opts.hint;
  }

  /**
   * The message in a language: the catalogue's words when the error was built from a message, else the English text.
   *
   * @example
   * if (isHanteiError(e)) console.error(e.localized('ja'));
   */
  localized(lang: MessageLang): string {
    return this.text ? this.text.text(lang) : this.message;
  }

  /**
   * The hint in a language (undefined when there is none).
   *
   * @example
   * const hint = e.localizedHint('ja');
   */
  localizedHint(lang: MessageLang): string | undefined {
    return this.hintText ? this.hintText.text(lang) : this.hint;
  }

  /** The same error at another place (a file, line and column found later), its message and hint kept in every language. */
  at(place: ErrorPlace): HanteiError {
    return new HanteiError(this.code, this.text ?? this.message, { ...this.place, ...place, hint: this.hintText ?? this.hint });
  }

  /**
   * `file:line:col: message` then the hint, as compilers print it, in English or (`lang`) the user's language.
   * For a terminal: control characters of names it quotes are shown escaped (core/terminal-text.ts).
   */
  format(lang: MessageLang = 'en'): string {
    const { file, line, column } = this.place;
    let where = '';
    // standard input is no file name: said in words (標準入力)
    if (file)
      where =
        (file === STANDARD_INPUT ? msg('read.standardInput').text(lang) : file) +
        (line ? `:${line}` + (column ? `:${column}` : '') : '') +
        ': ';
    const hint = this.localizedHint(lang);
    return terminalSafe(`hantei: ${where}${this.localized(lang)}` + (hint ? `\n  ${msg('cli.hint').text(lang)}: ${hint}` : ''));
  }
}

/**
 * Whether an error is a HanteiError (a mistake in the input, not a bug).
 *
 * @example
 * if (isHanteiError(e) && e.code === 'usage') console.error(e.message, e.hint);
 */
export function isHanteiError(e: unknown): e is HanteiError {
  return e instanceof HanteiError;
}
