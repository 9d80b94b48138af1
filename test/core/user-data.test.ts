import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { HanteiError } from '../../src/core/errors.js';
import { MAX_YAML_ALIASES, parseUserJson, refuseUnsafeKeys, unsafeKeyPath, yamlData } from '../../src/core/user-data.js';
import { parseRuleset } from '../../src/api/checks.js';
import { deepMerge } from '../../src/systems/ruleset-file.js';

describe('keys that reach the prototype are refused wherever they sit', () => {
  it('finds __proto__, constructor and prototype at any depth, in maps and lists', () => {
    expect(unsafeKeyPath({ a: 1, b: [1, { c: 2 }] })).toBeUndefined();
    expect(unsafeKeyPath(JSON.parse('{"a": {"__proto__": {"x": 1}}}'))).toEqual(['a', '__proto__']);
    expect(unsafeKeyPath({ a: [0, { constructor: 1 }] })).toEqual(['a', 1, 'constructor']);
    expect(unsafeKeyPath([{ prototype: {} }])).toEqual([0, 'prototype']);
    // names that merely contain them are fine
    expect(unsafeKeyPath({ constructors: 1, proto: 2, __proto: 3 })).toBeUndefined();
  });

  it('deep nesting cannot overflow the stack', () => {
    let deep: unknown = { constructor: 1 };
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unsafeKeyPath(deep)).toHaveLength(200_001);
  });

  it('JSON: an own "__proto__" key is an error naming its path', () => {
    expect(() => parseUserJson('[{"name": "Forest", "__proto__": {"mana_cost": "{G}"}}]', 'file', 'cards.json')).toThrow(
      /the key "__proto__" \(at \[0\]\.__proto__\) is not allowed/,
    );
    expect(parseUserJson('{"a": [1, 2]}', 'file', 'x.json')).toEqual({ a: [1, 2] });
  });

  it("a library caller's ruleset object is refused too (as a file would be), before it is merged", () => {
    const evil = JSON.parse('{"extends": "v2", "__proto__": {"colorlessCheck": 3}}');
    expect(() => parseRuleset('mtg', 'extends: v2\nmodifiers: { constructor: 1 }\n')).toThrow(
      /the key "constructor" \(at modifiers\.constructor\) is not allowed/,
    );
    expect(() => refuseUnsafeKeys(evil, 'ruleset', 'r.yaml')).toThrow(HanteiError);
    // and nothing reached Object.prototype on the way
    expect(({} as Record<string, unknown>).colorlessCheck).toBeUndefined();
    expect(deepMerge({ a: 1 }, { b: 2 })).toEqual({ a: 1, b: 2 });
  });
});

describe('YAML aliases are limited', () => {
  const bomb = [
    'a: &a [x, x, x, x, x, x, x, x, x]',
    ...'bcdefg'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`),
  ].join('\n');

  it('an alias bomb is a HanteiError naming the file, not an exhausted heap', () => {
    const lc = new LineCounter();
    const doc = parseDocument(bomb, { lineCounter: lc });
    expect(() => yamlData(doc, 'study', 'bomb.yaml', lc)).toThrow(new RegExp(`YAML aliases expand past the limit of ${MAX_YAML_ALIASES}`));
    try {
      yamlData(doc, 'study', 'bomb.yaml', lc);
    } catch (e) {
      expect((e as HanteiError).place.file).toBe('bomb.yaml');
    }
  });

  it('a few aliases are expanded as YAML says', () => {
    const lc = new LineCounter();
    const doc = parseDocument('base: &b { ability: 3 }\nx: *b\ny: [*b, *b]\n', { lineCounter: lc });
    expect(yamlData(doc, 'study', 's.yaml', lc)).toEqual({ base: { ability: 3 }, x: { ability: 3 }, y: [{ ability: 3 }, { ability: 3 }] });
  });

  it('an unsafe key in YAML is placed at its line and column', () => {
    const lc = new LineCounter();
    const doc = parseDocument('cards:\n  - { count: 1, name: Forest }\n  - { count: 2, prototype: 1 }\n', { lineCounter: lc });
    expect(() => yamlData(doc, 'deck', 'd.yaml', lc)).toThrow(HanteiError);
    try {
      yamlData(doc, 'deck', 'd.yaml', lc);
    } catch (e) {
      expect((e as HanteiError).place).toEqual({ file: 'd.yaml', line: 3, column: 17 });
    }
  });
});
