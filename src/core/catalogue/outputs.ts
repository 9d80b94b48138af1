/*
 * The catalogue's words for where outputs go (names never paths, no output over an input; io/inside-folder.ts,
 * io/outputs-vs-inputs.ts), English and Japanese; core/messages.ts joins every area into the one catalogue.
 */

export const OUTPUTS = {
  'out.nameNotPath': { en: '{name} is not a plain file name', ja: '{name} は単純なファイル名ではありません' },
  'out.outsideFolder': {
    en: '{name} would be written outside the folder',
    ja: '{name} はフォルダーの外に書かれることになります',
  },
  'out.nameNotPathHint': {
    en: 'names in studies, rulesets and results become file names inside the output folder only; this is a bug if the names are plain',
    ja: 'スタディ・ルールセット・結果の名前は出力フォルダーの中のファイル名にしかなりません。名前が普通のものならバグです',
  },
  'out.isInput': {
    en: '{option} {path} is {what} this command reads: writing it would replace it',
    ja: '{option} {path} はこのコマンドが読む{what}です。書くとそれを置き換えてしまいます',
  },
  'out.inFolderIsInput': {
    en: '{option} {path} holds {file}, {what} this command reads: writing the folder would replace it',
    ja: '{option} {path} にはこのコマンドが読む{what} {file} があります。フォルダーを書くとそれを置き換えてしまいます',
  },
  'out.isInputHint': {
    en: 'give {option} a new path: hantei never writes an output over one of its inputs',
    ja: '{option} に新しいパスを指定してください。hantei は入力を出力で上書きしません',
  },
  'out.writeIsInput': {
    en: 'cannot write {path}: it is {what} this command reads',
    ja: '{path} を書けません。このコマンドが読む{what}です',
  },
  'out.writeIsInputHint': {
    en: 'write to another file: hantei never writes an output over one of its inputs',
    ja: '別のファイルに書いてください。hantei は入力を出力で上書きしません',
  },
  'out.sameFile': {
    en: '{option} and {other} both name {path}',
    ja: '{option} と {other} が同じ {path} を指しています',
  },
  'out.sameFileHint': { en: 'give each output its own path', ja: '出力ごとに別のパスを指定してください' },
  'out.reportFile': {
    en: '{option} {path} is {name} of the report folder, which the report writes itself',
    ja: '{option} {path} はレポートフォルダーの {name} で、レポート自身が書くファイルです',
  },
  'out.reportFileHint': {
    en: 'name another file, e.g. {option} {folder}/junit.xml',
    ja: '別のファイル名を指定してください。例: {option} {folder}/junit.xml',
  },
  'out.givePathOrOmit': { en: 'give a file path, or leave out {option}', ja: 'ファイルのパスを指定するか、{option} を外してください' },
  'out.giveRegularOrOmit': {
    en: 'give a regular file path, or leave out {option}',
    ja: '通常のファイルのパスを指定するか、{option} を外してください',
  },
  'in.giveFile': { en: 'give the path of a file for {option}', ja: '{option} にはファイルのパスを指定してください' },
  // the kinds of input a message names
  'in.study': { en: 'the study', ja: 'スタディ' },
  'in.deck': { en: 'a deck', ja: 'デッキ' },
  'in.ruleset': { en: 'a ruleset', ja: 'ルールセット' },
  'in.cardData': { en: 'card data', ja: 'カードデータ' },
  'in.results': { en: 'the results', ja: '結果ファイル' },
  'in.part': { en: 'a part file', ja: 'パートファイル' },
  'in.rule': { en: 'the rule file', ja: 'ルールファイル' },
  'in.file': { en: 'a file', ja: 'ファイル' },
} as const satisfies Record<string, { en: string; ja: string }>;
