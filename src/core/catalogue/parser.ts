/*
 * The command-line parser's (yargs') own words: its help headings and type
 * tags, and the errors users meet. yargs always parses in English (so an
 * error's meaning and exit code never depend on the locale); these say its
 * words in the user's language. `%s` marks yargs' own placeholders.
 */

/** yargs' help words, and its errors as it says them in English ({1}, {2}: its values), in the catalogue's Japanese. */
export const PARSER = {
  // help words, keyed by yargs' English after parser.help. (given to yargs' updateStrings)
  'parser.help.Commands:': { en: 'Commands:', ja: 'コマンド:' },
  'parser.help.Options:': { en: 'Options:', ja: 'オプション:' },
  'parser.help.Examples:': { en: 'Examples:', ja: '例:' },
  'parser.help.Positionals:': { en: 'Positionals:', ja: '位置引数:' },
  'parser.help.boolean': { en: 'boolean', ja: '真偽値' },
  'parser.help.count': { en: 'count', ja: '回数' },
  'parser.help.string': { en: 'string', ja: '文字列' },
  'parser.help.number': { en: 'number', ja: '数値' },
  'parser.help.array': { en: 'array', ja: '配列' },
  'parser.help.required': { en: 'required', ja: '必須' },
  'parser.help.default': { en: 'default', ja: '既定値' },
  'parser.help.default:': { en: 'default:', ja: '既定値:' },
  'parser.help.choices:': { en: 'choices:', ja: '選択肢:' },
  'parser.help.aliases:': { en: 'aliases:', ja: '別名:' },
  'parser.help.generated-value': { en: 'generated-value', ja: '自動の値' },
  'parser.help.Show help': { en: 'Show help', ja: 'ヘルプを表示します' },
  'parser.help.Show version number': { en: 'Show version number', ja: 'バージョンを表示します' },
  'parser.help.command': { en: 'command', ja: 'コマンド' },
  'parser.help.deprecated': { en: 'deprecated', ja: '非推奨' },
  'parser.help.deprecated: %s': { en: 'deprecated: %s', ja: '非推奨: %s' },
  'parser.unknownArgument': { en: 'Unknown argument: {1}', ja: '不明な引数: {1}' },
  'parser.unknownArguments': { en: 'Unknown arguments: {1}', ja: '不明な引数: {1}' },
  'parser.unknownCommand': { en: 'Unknown command: {1}', ja: '不明なコマンド: {1}' },
  'parser.unknownCommands': { en: 'Unknown commands: {1}', ja: '不明なコマンド: {1}' },
  'parser.missingRequired': { en: 'Missing required argument: {1}', ja: '必須の引数がありません: {1}' },
  'parser.missingRequireds': { en: 'Missing required arguments: {1}', ja: '必須の引数がありません: {1}' },
  'parser.missingValue': { en: 'Missing argument value: {1}', ja: '引数の値がありません: {1}' },
  'parser.missingValues': { en: 'Missing argument values: {1}', ja: '引数の値がありません: {1}' },
  'parser.notEnough': {
    en: 'Not enough non-option arguments: got {1}, need at least {2}',
    ja: '引数が足りません(指定 {1} 個、必要 {2} 個以上)',
  },
  'parser.tooMany': { en: 'Too many non-option arguments: got {1}, maximum of {2}', ja: '引数が多すぎます(指定 {1} 個、最大 {2} 個)' },
  'parser.invalidValues': {
    en: 'Invalid values: Argument: {1}, Given: {2}, Choices: {3}',
    ja: '不正な値: 引数 {1}、指定された値 {2}、選択肢 {3}',
  },
  'parser.invalidValue': {
    en: 'Invalid value: Argument: {1}, Given: {2}, Choices: {3}',
    ja: '不正な値: 引数 {1}、指定された値 {2}、選択肢 {3}',
  },
  'parser.followingMissing': { en: 'Not enough arguments following: {1}', ja: '次の引数に値がありません: {1}' },
  'parser.exclusive': { en: 'Arguments {1} and {2} are mutually exclusive', ja: '引数 {1} と {2} は同時に指定できません' },
  'parser.checkFailed': { en: 'Argument check failed: {1}', ja: '引数の確認に失敗しました: {1}' },
  'parser.didYouMean': { en: 'Did you mean {1}?', ja: 'もしかして {1}?' },
  'parser.invalid': { en: 'invalid command line', ja: 'コマンドラインが正しくありません' },
} as const satisfies Record<string, { en: string; ja: string }>;
