/*
 * The Vega-Lite schema's validator, for the tests that hold hantei's chart
 * specs to it (report/charts.test.ts, cli/report.test.ts): compiled once a
 * process. Ajv's code optimiser only tidies the generated code (the same
 * checks, the same verdicts) and takes half of the ≈5 s of CPU this ≈2 MB
 * schema costs to compile: it is left off.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

let validate: ValidateFunction | undefined;

/** The validator of node_modules/vega-lite's schema (Ajv, not strict, union types allowed). */
export function vegaLiteValidator(): ValidateFunction {
  validate ??= new Ajv({ allErrors: false, strict: false, allowUnionTypes: true, code: { optimize: false } }).compile(
    JSON.parse(readFileSync('node_modules/vega-lite/build/vega-lite-schema.json', 'utf8')) as object,
  );
  return validate;
}
