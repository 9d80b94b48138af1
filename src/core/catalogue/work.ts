/*
 * The catalogue's words for long work, request options and plug-ins (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const WORK = {
  // a run stopped by its signal (core/steps.ts)
  'run.interrupted': { en: 'interrupted', ja: '中断しました' },
  'run.interruptedHint': { en: 'the run was stopped; no results were written', ja: '実行を止めました。結果は書き出していません' },

  // request options, every entrance (engine/options.ts)
  'options.notObject': {
    en: '{what} must be an object, got {got}',
    ja: '{what} にはオブジェクトを指定してください(指定された値: {got})',
  },
  'options.notObjectHint': { en: 'e.g. {eg}', ja: '例: {eg}' },
  'options.prototype': {
    en: '{what} is an object with a prototype of its own: its inherited keys would be read unchecked',
    ja: '{what} は独自のプロトタイプを持つオブジェクトです。継承したキーは検査されずに読まれてしまいます',
  },
  'options.prototypeHint': {
    en: 'pass a plain object ({ … }) without __proto__',
    ja: '__proto__ を含まない普通のオブジェクト({ … })を渡してください',
  },
  'options.reservedKey': {
    en: '{what} has the key "{k}", which hantei never reads as an option',
    ja: '{what} にキー "{k}" があります。hantei はこれをオプションとして読みません',
  },
  'options.reservedKeyHint': { en: 'remove the key "{k}"', ja: 'キー "{k}" を取り除いてください' },
  'options.unknown': {
    en: 'unknown option "{k}" for {what}{suggestion}',
    ja: '{what} に不明なオプション "{k}" があります{suggestion}',
  },
  'options.known': { en: 'the options are: {list}', ja: 'オプション: {list}' },
  'options.whole': {
    en: '{name} must be a whole number from {min} to {max}, got {got}',
    ja: '{name} は {min} から {max} までの整数で指定してください(指定された値: {got})',
  },
  'options.eg': { en: 'e.g. {example}', ja: '例: {example}' },
  'options.type': {
    en: '{name} must be {kind}, got {got}',
    ja: '{name} には{kind}を指定してください(指定された値: {got})',
  },
  'options.kind.string': { en: 'a string', ja: '文字列' },
  'options.kind.boolean': { en: 'true or false', ja: 'true か false' },
  'options.kind.stringOrNumber': { en: 'a string or a number', ja: '文字列か数値' },
  'options.kind.function': { en: 'a function', ja: '関数' },
  'options.kind.object': { en: 'an object', ja: 'オブジェクト' },
  'options.kind.strings': { en: 'a list of strings', ja: '文字列のリスト' },
  'options.kind.list': { en: 'a list', ja: 'リスト' },
  'options.kind.signal': { en: 'an AbortSignal', ja: 'AbortSignal のオブジェクト' },
  'options.kind.pool': { en: 'a WorkerPool', ja: 'WorkerPool のオブジェクト' },
  'options.kind.system': { en: "a system id ('2d6') or a system object", ja: "システムの ID('2d6')かシステムのオブジェクト" },
  'options.kind.ruleset': {
    en: 'a preset name, a ruleset file or a ruleset object',
    ja: 'プリセット名、ルールセットのファイル、またはルールセットのオブジェクト',
  },
  'options.kind.limit': { en: 'a whole number ≥ 1 or Infinity', ja: '1 以上の整数か Infinity' },
  'options.choice': {
    en: '{name} must be one of {list}, got {got}{suggestion}',
    ja: '{name} は {list} のいずれかです(指定された値: {got}){suggestion}',
  },
  'options.rate': {
    en: '{name} must be a rate from 0 to 1, got {got}',
    ja: '{name} には 0 から 1 までの割合を指定してください(指定された値: {got})',
  },

  // the workbench's request bodies (serve/fields.ts), checked by the same checks
  'fields.notObject': { en: '{route}: send a JSON object with {fields}', ja: '{route}: {fields} を持つ JSON オブジェクトを送ってください' },
  'fields.unknown': {
    en: '{route}: unknown field "{k}"{suggestion} (fields: {list})',
    ja: '{route}: 不明なフィールド "{k}"{suggestion}(フィールド: {list})',
  },
  'fields.missing': { en: '{route}: missing field "{k}"', ja: '{route}: フィールド "{k}" がありません' },

  // difficulty targets (tune, the workbench's difficulty table)
  'targets.none': { en: '{name} names no target', ja: '{name} に目標がありません' },
  'targets.noneHint': { en: 'e.g. easy=0.8,normal=0.5,hard=0.2', ja: '例: easy=0.8,normal=0.5,hard=0.2' },
  'targets.tooMany': { en: '{name} has {n} targets, at most {max}', ja: '{name} の目標が {n} 個あります。上限は {max} 個です' },
  'targets.label': {
    en: '{name}: the label "{label}" is not a name for a column (1–40 characters, no "=", "," or control characters)',
    ja: '{name}: ラベル "{label}" は列の名前にできません(1〜40 文字、"="・","・制御文字を含まない)',
  },
  'targets.repeated': { en: '{name}: {twice}', ja: '{name} の指定: {twice}' },
  'targets.twice': {
    en: 'the label "{label}" is given twice ({first} and {second}): each target is a column of its own',
    ja: 'ラベル "{label}" が2回指定されています({first} と {second})。目標はそれぞれ別の列になります',
  },
  'targets.repeatedHint': {
    en: 'give each target its own label, e.g. easy=0.8,hard=0.2',
    ja: '目標ごとに別のラベルを付けてください(例: easy=0.8,hard=0.2)',
  },
  'targets.rate': {
    en: '{name}: "{label}" must be a rate from 0 to 1, got {got}',
    ja: '{name}: "{label}" には 0 から 1 までの割合を指定してください(指定された値: {got})',
  },

  // tune --across (api/balance.ts)
  'tune.acrossUnknown': {
    en: '{name} {v}: {system} has no such grid parameter',
    ja: '{name} {v}: {system} にそのようなグリッドのパラメーターはありません',
  },
  'tune.acrossTuned': {
    en: '{name} {v}: {system} has no such grid parameter ({param} is what tune picks)',
    ja: '{name} {v}: {system} にそのようなグリッドのパラメーターはありません({param} は tune が選ぶ値です)',
  },

  // solve's work, estimated before it starts (solve/solve.ts)
  'solve.cellsBudget': {
    en: 'solve judges {cells} cells for each candidate ruleset (the cells the expectations pick), over the budget of {max}',
    ja: 'solve は候補のルールセットごとに {cells} セル(期待が選ぶセル)を評価し、上限 {max} を超えています',
  },
  'solve.cellsBudgetHint': {
    en: "narrow the expectations' where: or the analyses' grids, or raise the budget with --max-cells {n} (or --yes)",
    ja: '期待の where: か分析のグリッドを狭めるか、--max-cells {n}(または --yes)で上限を上げてください',
  },
  'solve.searchBudget': {
    en: 'the search would judge at least {judged} cells ({starts} starts × {candidates} rulesets in a first sweep × {cells} per ruleset), over the budget of {max} (500 × the cell budget)',
    ja: '探索は少なくとも {judged} セル(開始点 {starts} × 最初の一巡の候補 {candidates} × 候補あたり {cells} セル)を評価し、上限 {max}(セル上限の 500 倍)を超えています',
  },
  'solve.searchBudgetHint': {
    en: 'narrow the --vary ranges or lower --restarts, or raise the budget with --max-cells {n} (or --yes)',
    ja: '--vary の範囲を狭めるか --restarts を減らすか、--max-cells {n}(または --yes)で上限を上げてください',
  },

  // plug-ins (api/register.ts)
  'plugin.moduleUrl': {
    en: 'registerSystem: module must be a file URL of the module that exports the system, got {got}',
    ja: 'registerSystem: module にはシステムを export するモジュールの file URL を指定してください(指定された値: {got})',
  },
  'plugin.moduleUrlHint': {
    en: "e.g. new URL('./my-system/index.js', import.meta.url).href",
    ja: "例: new URL('./my-system/index.js', import.meta.url).href",
  },
  'plugin.missing': {
    en: 'registerSystem: the module of system "{id}" does not exist: {file}',
    ja: 'registerSystem: システム "{id}" のモジュールがありません: {file}',
  },
  'plugin.notFile': {
    en: 'registerSystem: the module of system "{id}" is not a regular file: {file}',
    ja: 'registerSystem: システム "{id}" のモジュールが通常のファイルではありません: {file}',
  },
  'plugin.fails': {
    en: 'registerSystem: the module of system "{id}" does not load in a worker thread: {why}',
    ja: 'registerSystem: システム "{id}" のモジュールがワーカースレッドで読み込めません: {why}',
  },
  'plugin.exportsOther': {
    en: 'registerSystem: the module {file} exports no system "{id}" as `system` (it exports {got})',
    ja: 'registerSystem: モジュール {file} は `system` としてシステム "{id}" を export していません({got})',
  },
  'plugin.moduleHint': {
    en: 'the module must load on its own and export the same system as `system`; without module, simulate it with threads: 0',
    ja: 'モジュールは単独で読み込めて、同じシステムを `system` として export する必要があります。module なしなら threads: 0 でシミュレーションしてください',
  },
  'plugin.unavailable': {
    en: 'system "{id}" is not available in worker threads: its module failed to load there ({why})',
    ja: 'システム "{id}" はワーカースレッドで使えません。モジュールの読み込みに失敗しました({why})',
  },
} as const satisfies Record<string, { en: string; ja: string }>;
