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
  'opt.trials': {
    en: '--trials must be a whole number from 1 to 2^53, got "{got}"',
    ja: '--trials は1から2^53までの整数でなければなりません(指定された値: "{got}")',
  },
  'opt.threads': {
    en: '--threads must be a whole number from 0 to 256, got "{got}"',
    ja: '--threads は0から256までの整数でなければなりません(指定された値: "{got}")',
  },
  'tune.onlyAcross': { en: '--{flag} applies to --across', ja: '--{flag} は --across と一緒に使います' },
  'tune.formatAcross': {
    en: '--format {format} prints the playable table of --across',
    ja: '--format {format} は --across の難易度表を出力する形式です',
  },
  'tune.formatAcrossHint': {
    en: 'add --across {across}, or use --format table|json|csv',
    ja: '--across {across} を付けるか、--format table|json|csv を使ってください',
  },
  'tune.pick': {
    en: '--pick must be one of {picks}, got "{got}"',
    ja: '--pick は {picks} のどれかでなければなりません(指定された値: "{got}")',
  },
  'tune.tolerance': {
    en: '--tolerance must be a rate from 0 to 1, got {got}',
    ja: '--tolerance は0から1までの率でなければなりません(指定された値: {got})',
  },
  'tune.acrossNoParam': {
    en: '--across {across}: {system} has no such grid parameter{why}',
    ja: '--across {across}: {system} にそのグリッドのパラメーターはありません{why}',
  },
  'tune.acrossIsTuned': { en: ' ({param} is what tune picks)', ja: '({param} は tune が選ぶ値です)' },
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
  'run.interrupted': { en: 'interrupted', ja: '中断しました' },
  'run.stoppedNothingWritten': { en: 'the run was stopped; no results were written', ja: '実行を止めました。結果は書き出していません' },
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
} as const satisfies Record<string, { en: string; ja: string }>;
