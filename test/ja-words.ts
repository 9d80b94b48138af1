/*
 * The English words of a Japanese text, names aside: what the tests of every Japanese surface
 * (catalogue entries, --help, errors) hold empty.
 */

/** Names that stay as they are in Japanese text: hantei's commands and keys a user types, formats, other software, units. */
const NAMES = new Set(
  [
    // hantei and its commands, subcommands and the YAML keys of its files
    'hantei',
    'exact',
    'simulate',
    'report',
    'tune',
    'compare',
    'opposed',
    'turn',
    'session',
    'combat',
    'solve',
    'deck',
    'inspect',
    'cards',
    'import',
    'update',
    'info',
    'show',
    'rulesets',
    'merge',
    'serve',
    'shard',
    'vary',
    'params',
    'system',
    'extends',
    'analyses',
    'analysis',
    'min',
    'max',
    'where',
    'rules',
    'trials',
    'method',
    'expect',
    'difficulty',
    'success',
    'name',
    'lang',
    'en',
    'ja',
    'true',
    'false',
    'version',
    'digest',
    'schema',
    'balance',
    // the init command and a rule file's keys (kind:, dice:, explode: { on:, depth: }, default:)
    'init',
    'kind',
    'dice',
    'notation',
    'explode',
    'on',
    'depth',
    // the goal forms' YAML keys and values a study file spells (order: [on-colour, allied, enemy], gap:, every:, falling:, target ± tolerance), a route's JSON field
    'order',
    'gap',
    'every',
    'target',
    'tolerance',
    'falling',
    'rising',
    // an expectation's and a difficulty table's YAML keys (value:, outcome:, spread:, targets:, across: decks, pick:)
    'value',
    'outcome',
    'spread',
    'targets',
    'across',
    'decks',
    'pick',
    'on-colour',
    'allied',
    'enemy',
    'check',
    'text',
    'mtg',
    // Scryfall's name for its bulk-data object, and the card update route's JSON field
    'bulk-data',
    'source',
    // a plugin module's JavaScript words (export, module, new) and numbers' names
    'export',
    'module',
    'new',
    'threads',
    'Infinity',
    'default',
    'mana',
    'cost',
    'type',
    'line',
    'easy',
    'normal',
    'hard',
    'inputs',
    'command',
    'Sideboard',
    'Deck',
    'Card',
    'Name',
    'SB',
    // placeholders of usage lines, formats, software, card names in examples
    'FILE',
    'NAME',
    'DECK',
    'KEY',
    'RANGE',
    'YAML',
    'JSON',
    'CSV',
    'HTML',
    'XML',
    'URL',
    'HTTP',
    'HTTPS',
    'SHA',
    'MTGO',
    'Arena',
    'Moxfield',
    'XMage',
    'Cockatrice',
    'OCTGN',
    'Scryfall',
    'MTGJSON',
    'Bolt',
    'Lightning',
    'Forest',
    'Monte',
    'Carlo',
    // values a user types (--pick mean, --format markdown) and keys he presses
    'mean',
    'worst',
    'median',
    'markdown',
    'Ctrl-C',
    'GM',
    'CI',
  ].map((w) => w.toLowerCase()),
);

/** The Latin words of a Japanese text that are no name: options, ruleset keys, paths and filled placeholders taken out first. */
export function englishWords(ja: string): string[] {
  const t = ja
    .replace(/X\d+/g, ' ')
    .replace(/--[\w-]+/g, ' ')
    .replace(/\S*\/\S*/g, ' ')
    .replace(/\S+=\S+/g, ' ')
    .replace(/\S*[_\d.|]\S*/g, ' ') // code, file names and values as typed (oracle_cards, my-rule.yaml, UTF-8, table|json|csv)
    .replace(/\b[A-Z]{2,}\b|\b[A-Za-z]+[A-Z][A-Za-z]*\b/g, ' ') // acronyms (FIFO, BOM) and CamelCase names (AtomicCards, JUnit)
    .replace(/"[^"]*"/g, ' ');
  return [...t.matchAll(/[A-Za-z][A-Za-z'-]*/g)].map((m) => m[0]).filter((w) => w.length > 1 && !NAMES.has(w.toLowerCase()));
}

/**
 * The English words of a Japanese text (names aside), for the tests of other surfaces (--help, errors).
 *
 * @example
 * expect(japaneseProblems(stdout)).toEqual([]);
 */
export function japaneseProblems(text: string, names: readonly string[] = []): string[] {
  // names as whole words (longest first: "Draw Steel" before "Steel"), then what is left
  const pattern = [...names].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const typed = text.replace(/\S+=\S+/g, ' '); // KEY=VALUES as typed
  const unnamed = pattern.length ? typed.replace(new RegExp(`(?<![\\w-])(${pattern.join('|')})(?![\\w-])`, 'g'), ' ') : typed;
  return unnamed
    .split('\n')
    .map((line) => ({ line, words: englishWords(line) }))
    .filter((l) => l.words.length > 0)
    .map((l) => `${l.words.join(' ')} ← ${l.line.trim()}`);
}
