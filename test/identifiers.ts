// The identifiers of a TypeScript source, by the compiler's own scanner (typescript/unstable/ast/scanner):
// names in code only — string literals, template text, regular expressions and comments are other tokens.
import { SyntaxKind } from 'typescript/unstable/ast';
import { createScanner } from 'typescript/unstable/ast/scanner';

export interface IdentifierAt {
  name: string;
  line: number;
}

// after these tokens a `/` starts a regular expression, not a division
const VALUE_END = new Set<SyntaxKind>([
  SyntaxKind.Identifier,
  SyntaxKind.CloseParenToken,
  SyntaxKind.CloseBracketToken,
  SyntaxKind.CloseBraceToken,
  SyntaxKind.NumericLiteral,
  SyntaxKind.BigIntLiteral,
  SyntaxKind.StringLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral,
  SyntaxKind.TemplateTail,
  SyntaxKind.ThisKeyword,
  SyntaxKind.PlusPlusToken,
  SyntaxKind.MinusMinusToken,
]);

/** Every identifier token of `text` with its 1-based line. */
export function identifiers(text: string): IdentifierAt[] {
  const scanner = createScanner(true, undefined, text);
  const out: IdentifierAt[] = [];
  // brace depth of each open template expression (`${`): its `}` goes back into the template's text
  const templates: number[] = [];
  let depth = 0;
  let previous: SyntaxKind = SyntaxKind.Unknown;
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  for (let token = scanner.scan(); token !== SyntaxKind.EndOfFile; token = scanner.scan()) {
    if ((token === SyntaxKind.SlashToken || token === SyntaxKind.SlashEqualsToken) && !VALUE_END.has(previous))
      token = scanner.reScanSlashToken();
    if (token === SyntaxKind.OpenBraceToken) depth++;
    else if (token === SyntaxKind.CloseBraceToken) {
      if (templates.length && templates[templates.length - 1] === depth) {
        templates.pop();
        token = scanner.reScanTemplateToken(false);
      } else depth--;
    }
    if (token === SyntaxKind.TemplateHead || token === SyntaxKind.TemplateMiddle) templates.push(depth);
    if (token === SyntaxKind.Identifier || token === SyntaxKind.PrivateIdentifier)
      out.push({ name: scanner.getTokenValue(), line: lineOf(scanner.getTokenStart()) });
    previous = token;
  }
  return out;
}
