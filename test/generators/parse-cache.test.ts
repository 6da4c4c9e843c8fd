/**
 * YAML values remembered by the hash of their text (generators/load/parse-cache.ts): a remembered
 * value is what parsing gives, and only what JSON gives back exactly is remembered.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedYamlValue, isJsonExact } from '../../generators/load/parse-cache.js';
import { loadDocument } from '../../generators/load/index.js';
import { scratchDir, writeSpec } from './helpers/scratch.js';

describe('isJsonExact', () => {
  it('accepts what JSON gives back as it was', () => {
    expect(isJsonExact({ a: [1, 'x', true, null, { b: -1.5 }], c: {} })).toBe(true);
    expect(isJsonExact('text')).toBe(true);
  });

  it.each([
    ['Infinity', { a: Number.POSITIVE_INFINITY }],
    ['NaN', [Number.NaN]],
    ['-0', { a: -0 }],
    ['a hole in an array', [1, , 3]],
    ['undefined', { a: undefined }],
    ['a class instance', { a: new Date(0) }],
    ['a Map', new Map()],
    ['an own __proto__ key', JSON.parse('{"__proto__": {"x": 1}}')],
    ['a null-prototype object', Object.create(null)],
    ['a function', { a: () => 1 }],
    ['a bigint', { a: 1n }],
  ])('refuses %s', (_what, value) => {
    expect(isJsonExact(value)).toBe(false);
  });

  it('walks a deep value without recursion', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(isJsonExact(deep)).toBe(true);
  });
});

describe('cachedYamlValue', () => {
  it('remembers a value and gives it back without parsing again', () => {
    const folder = scratchDir('parse-cache');
    let parses = 0;
    const parse = () => {
      parses += 1;
      return { value: { openapi: '3.1.0', list: [1, 2] }, shared: false };
    };
    expect(cachedYamlValue('openapi: 3.1.0\nlist: [1, 2]\n', 'options', parse, folder)).toEqual({ openapi: '3.1.0', list: [1, 2] });
    expect(cachedYamlValue('openapi: 3.1.0\nlist: [1, 2]\n', 'options', parse, folder)).toEqual({ openapi: '3.1.0', list: [1, 2] });
    expect(parses).toBe(1);
    // Another text is another entry.
    cachedYamlValue('openapi: 3.1.0\n', 'options', () => ({ value: { openapi: '3.1.0' }, shared: false }), folder);
    expect(readdirSync(folder)).toHaveLength(2);
    // The same text parsed with other options is another entry too.
    cachedYamlValue('openapi: 3.1.0\n', 'other options', () => ({ value: { openapi: '3.1.0' }, shared: false }), folder);
    expect(readdirSync(folder)).toHaveLength(3);
  });

  it('never remembers a value with shared objects, one JSON cannot keep, or a failure', () => {
    const folder = scratchDir('parse-cache-refused');
    let parses = 0;
    const shared = () => (parses += 1, { value: { a: 1 }, shared: true });
    cachedYamlValue('a: &x 1\nb: *x\n', 'options', shared, folder);
    cachedYamlValue('a: &x 1\nb: *x\n', 'options', shared, folder);
    const infinite = () => (parses += 1, { value: { a: Number.POSITIVE_INFINITY }, shared: false });
    cachedYamlValue('a: .inf\n', 'options', infinite, folder);
    cachedYamlValue('a: .inf\n', 'options', infinite, folder);
    expect(parses).toBe(4);
    expect(() => cachedYamlValue('a: [\n', 'options', () => {
      throw new Error('syntax');
    }, folder)).toThrow('syntax');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('parses again when an entry is damaged, and rewrites it', () => {
    const folder = scratchDir('parse-cache-damaged');
    cachedYamlValue('a: 1\n', 'options', () => ({ value: { a: 1 }, shared: false }), folder);
    const [entry] = readdirSync(folder);
    writeFileSync(path.join(folder, entry!), '{"a": ');
    let parses = 0;
    expect(cachedYamlValue('a: 1\n', 'options', () => (parses += 1, { value: { a: 1 }, shared: false }), folder)).toEqual({ a: 1 });
    expect(parses).toBe(1);
    expect(cachedYamlValue('a: 1\n', 'options', () => (parses += 1, { value: { a: 1 }, shared: false }), folder)).toEqual({ a: 1 });
    expect(parses).toBe(1);
  });
});

describe('the loader with remembered values', () => {
  it('loads a document the same way twice, and still locates a problem in a remembered file', async () => {
    // A unique text, so the first load parses it and the second takes it from the cache.
    const marker = `${process.pid}-${Date.now()}`;
    const spec = writeSpec('parse-cache-load', `openapi: 3.1.0\ninfo: { title: 'cache ${marker}', version: '1' }\npaths:\n  /a:\n    get:\n      responses:\n        '200': { description: ok }\n  /b/{id}:\n    get:\n      responses:\n        '200': { description: ok }\n`);
    const first = await loadDocument(spec);
    const second = await loadDocument(spec);
    expect(second.document).toEqual(first.document);
    // The undeclared {id} is a warning located in the file: positions come from the text, cached or not.
    expect(second.warnings.map((warning) => [warning.line, warning.pointer])).toEqual(first.warnings.map((warning) => [warning.line, warning.pointer]));
    expect(second.warnings.length).toBeGreaterThan(0);
    expect(second.warnings[0]!.line).toBeGreaterThan(0);
  });
});
