import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as AjvModule from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { lazy } from '../core/lazy.js';
import { HanteiError } from '../core/errors.js';
import { type Message, msg, verbatim } from '../core/messages.js';
import { packageRoot } from '../paths.js';
import { SYSTEMS } from '../systems/index.js';
import { type JsonSchema, withSystems } from './system-schema.js';

/*
 * The published JSON Schemas of the documents hantei writes (schemas/ in the
 * package): `report --from` checks a file against them before reading a number.
 * The results schema's per-system parts are generated from the registry
 * (engine/system-schema.ts) each time a system is added, so a registered
 * system's documents are checked as strictly as a built-in one's.
 */

export const SCHEMA_FILES = {
  'hantei.results/1': 'hantei.results-1.schema.json',
  'hantei.study/1': 'hantei.study-1.schema.json',
  'hantei.part/1': 'hantei.part-1.schema.json',
  'hantei.solve/1': 'hantei.solve-1.schema.json',
} as const;
export type SchemaName = keyof typeof SCHEMA_FILES;

// ajv loads with the first validation, not with the library
const ajvModule = lazy<typeof AjvModule>('ajv');

let validators: Record<SchemaName, ValidateFunction> | undefined;
/** How many systems the validators know: registering one recompiles them. */
let compiledFor = 0;

/** The published schema file, as data. */
export function readSchema(name: SchemaName): JsonSchema {
  return JSON.parse(readFileSync(join(packageRoot(), 'schemas', SCHEMA_FILES[name]), 'utf8')) as JsonSchema;
}

function compiled(): Record<SchemaName, ValidateFunction> {
  if (validators && compiledFor === SYSTEMS.length) return validators;
  const ajv = new (ajvModule().Ajv)({ allErrors: false, strict: true, allowUnionTypes: true, formats: { uri: true } }); // $schema is an address we write ourselves: its format is not worth a dependency (and ajv warns on every compile without it)
  const results = withSystems(readSchema('hantei.results/1'), SYSTEMS);
  ajv.addSchema(results);
  validators = {
    'hantei.results/1': ajv.compile(results),
    'hantei.study/1': ajv.compile(readSchema('hantei.study/1')),
    'hantei.part/1': ajv.compile(readSchema('hantei.part/1')),
    'hantei.solve/1': ajv.compile(readSchema('hantei.solve/1')),
  };
  compiledFor = SYSTEMS.length;
  return validators;
}

/** `/analyses/0/results/cells/3/success` → `analyses[0].results.cells[3].success`. */
export function jsonPath(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? (out ? `.${p}` : p) : `[${JSON.stringify(p)}]`;
  return out || String(msg('schema.theDocument'));
}

// the validator's (ajv's) words are its own, said as they are; the place and our words come from the catalogue
function describe(e: ErrorObject): Message {
  const path = e.instancePath ? jsonPath(e.instancePath) : msg('schema.theDocument');
  const why = e.message ? verbatim(e.message.replace('<=', '≤').replace('>=', '≥')) : msg('schema.isInvalid');
  if (e.keyword === 'additionalProperties')
    return msg('schema.atValue', {
      path,
      why,
      value: String(JSON.stringify((e.params as { additionalProperty?: unknown }).additionalProperty)),
    });
  if (e.keyword === 'const' || e.keyword === 'enum') {
    const p = e.params as { allowedValue?: unknown; allowedValues?: unknown };
    return msg('schema.atValue', { path, why, value: String(JSON.stringify(p.allowedValue ?? p.allowedValues)) });
  }
  return msg('schema.at', { path, why });
}

/** Validate a parsed document against its schema; the first error names its JSON path. */
export function validateDocument(data: unknown, schema: SchemaName, file: string): void {
  const validate = compiled()[schema];
  if (validate(data)) return;
  const errors = validate.errors ?? [];
  // oneOf reports every branch; the deepest error says most
  const best = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  throw new HanteiError('file', msg('schema.invalid', { schema, why: best ? describe(best) : msg('schema.invalid.word') }), {
    file,
    hint: msg('schema.where', { file: SCHEMA_FILES[schema] }),
  });
}
