/*
 * Finds every `new HanteiError(` whose message (or hint) is plain English
 * typed in place (a string, a template, a string concatenation) instead of a
 * catalogue message: parsed with TypeScript's own parser, so a call split over
 * lines or nested in another is found as surely as a one-liner.
 */
import { resolve } from 'node:path';
import { API } from 'typescript/unstable/sync';
import type { Node } from 'typescript/unstable/ast';
import {
  isBinaryExpression,
  isIdentifier,
  isNewExpression,
  isNoSubstitutionTemplateLiteral,
  isObjectLiteralExpression,
  isParenthesizedExpression,
  isPropertyAssignment,
  isStringLiteral,
  isTemplateExpression,
} from 'typescript/unstable/ast/is';

const ROOT = resolve('.');
// a project of every source under src/ (the build's tsconfig leaves the page out): given to the parser, never written
const CONFIG = resolve(ROOT, 'tsconfig.no-plain-errors.json');
const CONFIG_TEXT = JSON.stringify({ compilerOptions: { noEmit: true, skipLibCheck: true, types: [] }, include: ['src/**/*.ts'] });

/** Whether an expression is English typed in place: a string, a template, or a `+` with one of them. */
function isPlainText(n: Node): boolean {
  if (isStringLiteral(n) || isNoSubstitutionTemplateLiteral(n) || isTemplateExpression(n)) return true;
  if (isParenthesizedExpression(n)) return isPlainText(n.expression);
  return isBinaryExpression(n) && (isPlainText(n.left) || isPlainText(n.right));
}

/** The hint of a HanteiError's options (`{ hint: … }`), when it is written there. */
function hintOf(n: Node | undefined): Node | undefined {
  if (!n || !isObjectLiteralExpression(n)) return undefined;
  for (const p of n.properties) if (isPropertyAssignment(p) && isIdentifier(p.name) && p.name.text === 'hint') return p.initializer;
  return undefined;
}

/**
 * Every `new HanteiError(` under src/ with a plain-text message or hint, as
 * `src/path.ts:line` (with ` hint` when only the hint is plain). `override`
 * replaces files' text (absolute path → text) before parsing.
 *
 * @example
 * plainErrors(); // ['src/cli/run.ts:12', …]
 */
export function plainErrors(override: Readonly<Record<string, string>> = {}): string[] {
  const files: Record<string, string> = { ...override, [CONFIG]: CONFIG_TEXT };
  const api = new API({
    cwd: ROOT,
    fs: { readFile: (f) => files[f], fileExists: (f) => (f in files ? true : undefined) },
  });
  try {
    const project = api.updateSnapshot({ openProjects: [CONFIG] }).getProject(CONFIG);
    if (!project) throw new Error(`no project from ${CONFIG}`);
    const found: string[] = [];
    for (const name of project.program.getSourceFileNames()) {
      if (!name.startsWith(resolve(ROOT, 'src') + '/')) continue;
      const file = project.program.getSourceFile(name);
      if (!file) continue;
      const visit = (n: Node): void => {
        if (isNewExpression(n) && isIdentifier(n.expression) && n.expression.text === 'HanteiError' && n.arguments) {
          const [, message, opts] = n.arguments;
          const hint = hintOf(opts);
          const where = `${name.slice(ROOT.length + 1)}:${file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1}`;
          if (message && isPlainText(message)) found.push(where);
          else if (hint && isPlainText(hint)) found.push(`${where} hint`);
        }
        n.forEachChild(visit);
      };
      visit(file);
    }
    return found.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  } finally {
    api.close();
  }
}
