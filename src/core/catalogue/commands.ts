/*
 * The commands' own refusals (cli/ and api/: tune, compare, rulesets, serve, the simulation options) and the
 * interrupted run's words. `{x}` marks a placeholder.
 */

export const COMMANDS = {
  'opt.wholeAtLeast1': {
    en: '--{flag} must be a whole number ≥ 1, got "{got}"',
    ja: '--{flag} は1以上の整数でなければなりません(指定された値: "{got}")',
  },
  'opt.example': { en: 'e.g. {example}', ja: '例: {example}' },
  'tune.onlyAcross': { en: '--{flag} applies to --across', ja: '--{flag} は --across と一緒に使います' },
  'tune.formatAcross': {
    en: '--format {format} prints the playable table of --across',
    ja: '--format {format} は --across の難易度表を出力する形式です',
  },
  'tune.formatAcrossHint': {
    en: 'add --across {across}, or use --format table|json|csv',
    ja: '--across {across} を付けるか、--format table|json|csv を使ってください',
  },
  'opt.useOneOf': { en: 'use one of: {names}', ja: '次のどれかを使ってください: {names}' },
  'compare.bothRulesets': {
    en: '--ruleset {ruleset} and --rulesets {rulesets} together: compare uses one of them',
    ja: '--ruleset {ruleset} と --rulesets {rulesets} が両方あります。compare が使うのはどちらか一方です',
  },
  'compare.bothRulesetsHint': {
    en: 'compare rulesets with --rulesets a,b; or decks under one --ruleset',
    ja: 'ルールセットを比べるなら --rulesets a,b、デッキを比べるなら --ruleset を1つにしてください',
  },
  'compare.needsTwoRulesets': { en: 'compare needs two or more rulesets', ja: 'compare には2つ以上のルールセットが必要です' },
  'compare.needsTwo': {
    en: 'compare needs two or more rulesets (--rulesets v1,v2) or two or more decks (--deck a,b)',
    ja: 'compare には2つ以上のルールセット(--rulesets v1,v2)か2つ以上のデッキ(--deck a,b)が必要です',
  },
  'rulesets.noPreset': { en: '{system} has no preset "{preset}"', ja: '{system} にプリセット "{preset}" はありません' },
  'serve.port': { en: '--port must be 0..65535, got {got}', ja: '--port は 0..65535 でなければなりません(指定された値: {got})' },
  'serve.portInUse': { en: 'port {port} is in use', ja: 'ポート {port} は使用中です' },
  'serve.portInUseHint': {
    en: 'pick another with --port, or --port 0 for any free one',
    ja: '--port で別のポートを指定するか、--port 0 で空いているポートを使ってください',
  },
  'serve.cannotBind': { en: 'cannot bind to --host {host}', ja: '--host {host} で待ち受けできません' },
  'run.stoppedAfter': {
    en: 'the run was stopped after writing {files}; nothing else was written',
    ja: '{files} を書き出した後で実行を止めました。ほかには何も書き出していません',
  },
  'report.shardFrom': {
    en: "--shard runs part of a study's simulations; --from simulates nothing",
    ja: '--shard はスタディのシミュレーションの一部を実行します。--from は何もシミュレーションしません',
  },
  'report.shardFromHint': { en: 'give the study file with --shard', ja: '--shard にはスタディのファイルを指定してください' },
  'report.failed': { en: '{n} expectation{s} failed', ja: '{n} 件の期待条件を満たしませんでした' },
  // --vary / vary: (engine/vary.ts)
  'vary.namesNoKey': { en: '{where} "{item}" names no ruleset key', ja: '{where} の "{item}" はルールセットのキーを指定していません' },
  'vary.writeKeyRange': {
    en: 'write KEY=RANGE, e.g. {where} modifiers.same=3..6,modifiers.allied=1..4',
    ja: 'KEY=RANGE の形で書いてください(例 {where} modifiers.same=3..6,modifiers.allied=1..4)',
  },
  'vary.empty': { en: '{where} is empty', ja: '{where} が空です' },
  'vary.twice': { en: '{where} names "{key}" twice', ja: '{where} に "{key}" が2回あります' },
  'vary.twiceHint': { en: 'give each key once, with all its values', ja: 'キーは1回だけ、すべての値をまとめて指定してください' },
  'vary.noValues': { en: '{where} {key}= has no values', ja: '{where} の {key}= に値がありません' },
  'vary.noValuesHint': { en: 'e.g. {key}=3..6 or {key}=2,4', ja: '例 {key}=3..6 または {key}=2,4' },
  'vary.isParam': {
    en: '{where}: "{key}" is also a parameter of {system}; give it as --{key}',
    ja: '{where}: "{key}" は {system} のパラメーターでもあります。--{key} で指定してください',
  },
  'vary.noSuchKey': { en: '{where}: the ruleset has no "{key}"', ja: '{where}: ルールセットに "{key}" はありません' },
  'vary.keysUnder': { en: 'keys under {declared}: {keys}', ja: '{declared} の下のキー: {keys}' },
  'vary.none': { en: 'none', ja: 'なし' },
  'vary.notBoolean': {
    en: '{where} {key}: "{value}" is not true or false',
    ja: '{where} {key}: "{value}" は true でも false でもありません',
  },
  // --shard, the scenarios' options (engine/)
  'shard.spec': {
    en: '--shard must be I/N with 1 ≤ I ≤ N ≤ 10000, got "{got}"',
    ja: '--shard は 1 ≤ I ≤ N ≤ 10000 の I/N でなければなりません(指定された値: "{got}")',
  },
  'shard.specHint': { en: 'e.g. --shard 2/8 runs the second of eight parts', ja: '例 --shard 2/8 は8分割の2番目を実行します' },
  'scenario.none': { en: 'no scenario "{scenario}" for system "{system}"', ja: 'システム "{system}" にシナリオ "{scenario}" はありません' },
  'scenario.known': { en: 'scenarios: {list}', ja: 'シナリオ: {list}' },
  'scenario.maxCards': {
    en: '{label} must be a whole number ≥ 1, got "{got}"',
    ja: '{label} は1以上の整数でなければなりません(指定された値: "{got}")',
  },
  // results files read back (report --from; report/build.ts)
  'results.notJson': { en: 'not valid JSON: {why}', ja: '正しい JSON ではありません: {why}' },
  'results.notResults': { en: 'not a hantei results file (schema {schema})', ja: 'hantei の結果ファイルではありません(schema {schema})' },
  'results.notResultsHint': {
    en: 'expected "{study}" (a report\'s results.json) or "{results}" (--format json output)',
    ja: '"{study}"(レポートの results.json)か "{results}"(--format json の出力)が必要です',
  },
  'results.unknownSystem': { en: '{path}: unknown rule system {system}', ja: '{path}: 不明なルールシステム {system}' },
  'results.knownSystems': { en: 'hantei knows {systems}', ja: 'hantei が知っているシステム: {systems}' },
  'report.cannotWrite': { en: 'cannot write the report: {why}', ja: 'レポートを書き出せません: {why}' },
} as const satisfies Record<string, { en: string; ja: string }>;
