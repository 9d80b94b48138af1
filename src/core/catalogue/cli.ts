/*
 * The catalogue's words for the workbench and the command line (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const CLI = {
  // the workbench (serve/)
  'serve.noAnalysis': { en: 'no analysis "{name}" in the study', ja: 'スタディに分析 "{name}" がありません' },
  'serve.withHint': { en: '{text} ({hint})', ja: '{text}({hint})' },
  'serve.paramsObject': { en: '"params" must be an object', ja: '"params" はオブジェクトでなければなりません' },
  // the CLI
  'cli.hint': { en: 'hint', ja: 'ヒント' },
  'cli.seeHelp': { en: 'add --help to the command to see its options', ja: 'コマンドに --help を付けるとオプションの一覧が出ます' },
  'cli.listsOptions': { en: 'hantei {command} --help lists its options', ja: 'hantei {command} --help でオプションの一覧が出ます' },
  'cli.notOptionOf': {
    en: '--{flag} is not an option of {command} {system}: it belongs to {homes}',
    ja: '--{flag} は {command} {system} のオプションではありません({homes} のオプションです)',
  },
  'cli.noSystem': {
    en: '{command} has no {system} (it is for {offered}){elsewhere}',
    ja: '{command} に {system} はありません({offered} 用です){elsewhere}',
  },
  'cli.systemHas': { en: '; {system} has {commands}', ja: '。{system} には {commands} があります' },
  'list.and': { en: ' and ', ja: '、' },
  'list.others': { en: 'others', ja: 'ほか' },
  'cli.nameSystem': { en: 'name a rule system: {systems}', ja: 'ルールシステムを指定してください: {systems}' },
  'cli.useDeck': { en: 'use: hantei deck inspect DECK', ja: '使い方: hantei deck inspect DECK' },
  'cli.useCards': {
    en: 'use: hantei cards import FILE | update | info | show NAME',
    ja: '使い方: hantei cards import FILE | update | info | show NAME',
  },
  'cli.nameStudy': { en: 'name a study file, or --from results.json', ja: 'スタディのファイルか --from results.json を指定してください' },
  'cli.studyOrFrom': {
    en: 'give a study file or --from, not both',
    ja: 'スタディのファイルと --from は同時に指定できません。どちらか一方を指定してください',
  },
  'cli.nameCommand': { en: 'name a command (hantei --help lists them)', ja: 'コマンドを指定してください(hantei --help で一覧が出ます)' },
  'cli.repeated': { en: '--{k} is given {n} times; give it once', ja: '--{k} が {n} 回指定されています。1回だけ指定してください' },
  'cli.repeatedHint': { en: 'hantei uses one --{k}; remove the others', ja: 'hantei が使う --{k} は1つです。ほかを消してください' },
} as const satisfies Record<string, { en: string; ja: string }>;
