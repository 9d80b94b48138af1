/**
 * One error type for everything a user can get wrong. The CLI prints it in one
 * or two lines and exits non-zero; nothing below the CLI calls process.exit.
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

export interface ErrorPlace {
  file?: string;
  line?: number;
  column?: number;
}

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

export function isHanteiError(e: unknown): e is HanteiError {
  return e instanceof HanteiError;
}
