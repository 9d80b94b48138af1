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
  readonly hint?: string;

  constructor(code: ErrorCode, message: string, opts: ErrorPlace & { hint?: string } = {}) {
    super(message);
    this.name = 'HanteiError';
    this.code = code;
    this.place = { file: opts.file, line: opts.line, column: opts.column };
    this.hint = opts.hint;
  }

  /** `file:line:col: message` then the hint, as compilers print it. */
  format(): string {
    const { file, line, column } = this.place;
    let where = '';
    if (file) where = file + (line ? `:${line}` + (column ? `:${column}` : '') : '') + ': ';
    return `hantei: ${where}${this.message}` + (this.hint ? `\n  hint: ${this.hint}` : '');
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
