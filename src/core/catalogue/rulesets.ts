/*
 * The catalogue's words for rulesets and rule systems (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const RULESETS = {
  // rulesets (engine/request.ts, systems/ruleset-file.ts, systems/*/ruleset.ts)
  'ruleset.notFound': {
    en: '"{name}" is neither a ruleset of {system} nor a .yaml/.json file',
    ja: '"{name}" は {system} のルールセットでも .yaml/.json ファイルでもありません',
  },
  'ruleset.useOneOf': {
    en: 'use one of: {list}, or a ruleset file',
    ja: '次のいずれか、またはルールセットのファイルを指定してください: {list}',
  },
  'ruleset.notYaml': { en: 'ruleset is not valid YAML/JSON: {why}', ja: 'ルールセットが正しい YAML/JSON ではありません: {why}' },
  'ruleset.unknownKey': { en: 'unknown ruleset key "{key}"', ja: '不明なルールセットのキー "{key}"' },
  'ruleset.notWhole': {
    en: '"{key}" must be a whole number {range}, got {v}',
    ja: '"{key}" は{range}の整数で指定してください(指定された値: {v})',
  },
  'ruleset.outOfRange': { en: '"{key}" must be {range}, got {v}', ja: '"{key}" は{range}で指定してください(指定された値: {v})' },
  'ruleset.notBool': { en: '"{key}" must be true or false, got {v}', ja: '"{key}" は true か false で指定してください(指定された値: {v})' },
  'ruleset.notOneOf': {
    en: '"{key}" must be one of {list}, got {v}',
    ja: '"{key}" は {list} のいずれかで指定してください(指定された値: {v})',
  },
  'ruleset.notMap': { en: 'a ruleset file must be a map of keys', ja: 'ルールセットのファイルはキーのマップでなければなりません' },
  'ruleset.startWith': {
    en: 'start with "extends: {preset}" and override keys below it',
    ja: '"extends: {preset}" で始め、その下に変えるキーを書いてください',
  },
  'ruleset.notPreset': { en: '"extends: {name}" is not a preset', ja: '"extends: {name}" はプリセットではありません' },
  'ruleset.minRemaining': {
    en: 'boost.minRemaining ({min}) is below boost.size ({size})',
    ja: 'boost.minRemaining({min})が boost.size({size})より小さくなっています',
  },
  'ruleset.minRemainingHint': {
    en: 'the boost takes boost.size cards, so at least that many must remain',
    ja: 'ブーストは boost.size 枚のカードを使うので、少なくともその枚数が残っていなければなりません',
  },
  'ruleset.maxBelowMin': { en: '{max} is below {min}', ja: '{max} が {min} より小さくなっています' },
  'ruleset.refused': {
    en: 'ruleset key "{key}" is not modelled by {command} {system}: {why}',
    ja: 'ルールセットのキー "{key}" は {command} {system} では扱えません: {why}',
  },
  'ruleset.refusedHint': {
    en: 'leave "{key}" as the preset has it for {command}{elsewhere}',
    ja: '{command} では "{key}" をプリセットの値のままにしてください{elsewhere}',
  },
  'ruleset.refusedElsewhere': { en: ', or use {commands}, which model it', ja: '(または、このキーを扱う {commands} を使ってください)' },
  'ruleset.noEffect': {
    en: '{where}: note: ruleset key "{key}" has no effect on {command} {system}: {why}',
    ja: '{where}: 注意: ルールセットのキー "{key}" は {command} {system} では効果がありません: {why}',
  },
  'ruleset.editedName': { en: '{name} (edited)', ja: '{name} (編集版)' },
  'ruleset.mustBeObject': { en: '"rules" must be a ruleset object', ja: '"rules" はルールセットのオブジェクトでなければなりません' },
  'vary.wrap': { en: '--vary {what}: {error}', ja: '--vary {what}: {error}' },
  'vary.allowedHint': { en: 'narrow the ranges to values the ruleset allows', ja: 'ルールセットが許す値に範囲を狭めてください' },
  'vary.notKey': {
    en: '{where}: "{key}" is not a ruleset key of {system}',
    ja: '{where}: "{key}" は {system} のルールセットのキーではありません',
  },
  'vary.refused': {
    en: '--vary "{key}" is not modelled by {command} {system}: {why}',
    ja: '--vary の "{key}" は {command} {system} では扱えません: {why}',
  },
  'vary.refusedHint': { en: 'leave "{key}" out of --vary for {command}', ja: '{command} では "{key}" を --vary から外してください' },
  'vary.noEffect': {
    en: 'note: --vary "{key}" has no effect on {command} {system}: {why}',
    ja: '注意: --vary の "{key}" は {command} {system} では効果がありません: {why}',
  },
  // systems
  'system.unknown': { en: 'unknown rule system "{id}"', ja: '不明なルールシステム "{id}"' },
} as const satisfies Record<string, { en: string; ja: string }>;
