// isolation: fixtures/rules/ — reads rule files with readRule and the schema; none is registered
import { readFileSync, readdirSync } from 'node:fs';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readRule, starterRule } from '../../../src/systems/rule/index.js';

/* schemas/hantei.rule-1.schema.json describes every rule file hantei reads (the fixtures, the starter) and refuses a misspelt key. */

const schema = JSON.parse(readFileSync('schemas/hantei.rule-1.schema.json', 'utf8'));
const validate = new Ajv({ allErrors: true }).compile(schema);
const files = [
  ...readdirSync('test/fixtures/rules/idioms').map((f) => `test/fixtures/rules/idioms/${f}`),
  ...['2d6', 'drawsteel', 'd6chain'].map((f) => `test/fixtures/rules/${f}.yaml`),
];

describe('the rule file schema', () => {
  it.each(files)('%s is valid', (f) => {
    const data = parse(readFileSync(f, 'utf8'));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });

  it('the starter hantei init --rule writes is valid and reads', () => {
    const data = parse(starterRule());
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(readRule(data, { file: 'my-rule.yaml' }).name).toBe('my-rule');
  });

  it('refuses a misspelt key, as hantei does', () => {
    expect(validate(parse(readFileSync('test/fixtures/rules/bad/typo.yaml', 'utf8')))).toBe(false);
  });
});
