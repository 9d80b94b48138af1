/*
 * The catalogue's words for the workbench server's own refusals (English and Japanese), sent to the page in its
 * language.
 */

export const SERVE = {
  'serve.isScenarioRun': {
    en: '"{name}" is a scenario: run it as a simulation',
    ja: '"{name}" はシナリオです。シミュレーションで実行してください',
  },
  'serve.isScenario': { en: '"{name}" is a scenario', ja: '"{name}" はシナリオです' },
  'serve.saveScenario': {
    en: 'scenario analyses use preset rulesets; pick a check analysis to save',
    ja: 'シナリオの分析はプリセットのルールセットを使います。保存するには判定の分析を選んでください',
  },
  'serve.noWrite': {
    en: 'this server was started without --write: download the files instead',
    ja: 'このサーバーは --write なしで起動されました。代わりにファイルをダウンロードしてください',
  },
  'serve.notPresetOverrides': {
    en: 'the edited ruleset cannot be written as a preset with overrides',
    ja: '編集したルールセットをプリセットとその変更として書き出せません',
  },
  'serve.noAnalysesList': { en: 'the study has no analyses list', ja: 'スタディに analyses のリストがありません' },
  'serve.analysisNotMap': { en: 'the analysis is not a map', ja: '分析がマップではありません' },
  'serve.outsideFolder': {
    en: 'refusing to write outside the study folder: {file}',
    ja: 'スタディのフォルダーの外には書き込みません: {file}',
  },
  'serve.pastedNoFile': {
    en: 'deck "{id}" was pasted; scenarios read deck files, so save it into the study folder first',
    ja: 'デッキ "{id}" は貼り付けられたものです。シナリオはデッキのファイルを読むので、先にスタディのフォルダーに保存してください',
  },
  'serve.busy': {
    en: '{n} simulations are running (the cap is {max}); wait for one or cancel it',
    ja: 'シミュレーションが {n} 件実行中です(上限は {max} 件)。終わるのを待つか、どれかを取り消してください',
  },
  'serve.existsOne': {
    en: '{names} already exists in the study folder and this workbench did not write it: nothing was saved. Confirm the overwrite, move it away, or download the files instead',
    ja: '{names} はスタディのフォルダーに既にあり、このワークベンチが書いたものではありません。何も保存していません。上書きを確かめるか、ファイルを移すか、代わりにダウンロードしてください',
  },
  'serve.existsMany': {
    en: '{names} already exist in the study folder and this workbench did not write them: nothing was saved. Confirm the overwrite, move them away, or download the files instead',
    ja: '{names} はスタディのフォルダーに既にあり、このワークベンチが書いたものではありません。何も保存していません。上書きを確かめるか、ファイルを移すか、代わりにダウンロードしてください',
  },
  'serve.noRoute': { en: 'no such route: {route}', ja: 'そのようなルートはありません: {route}' },
  'serve.bodyOver': { en: 'request body over {max} bytes', ja: 'リクエストの本文が {max} バイトを超えています' },
  'serve.notJson': { en: 'the request body is not valid JSON', ja: 'リクエストの本文が正しい JSON ではありません' },
  'serve.sessionId': {
    en: "{header} must be 1–64 letters, digits, '-' or '_'",
    ja: "{header} は 1〜64 文字の英字、数字、'-'、'_' で指定してください",
  },
} as const satisfies Record<string, { en: string; ja: string }>;
