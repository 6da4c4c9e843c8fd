/**
 * Line and column of a JSON pointer (generators/load/locate.ts): every located problem the loader
 * reports goes through it, so a document with many problems asks it many times. A JSON text is
 * placed by a scanner of its own, which must place every pointer where the `yaml` package's
 * reading of the same text does (compared on real documents and on generated tricky JSON); a text
 * it refuses is left to that reading. Work is counted here, not timed: a lookup must not read a
 * whole map again (240,000 warnings under one map took 8 s when each lookup searched the map's
 * members one by one), and a JSON text must not be parsed by the `yaml` package at all (7-8 s on
 * 11 MB).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonPositions } from '../../generators/load/json-positions.js';
import { createLocator, type Position } from '../../generators/load/locate.js';
import { yamlPackage } from '../../generators/load/yaml-package.js';
import { yamlPositions } from '../../generators/load/yaml-positions.js';
import { fromPointer, toPointer } from '../../generators/shared/json-pointer.js';
import { REPO_ROOT } from '../support/run-node.js';

const MEMBERS = 2_000;

function bigYamlMap(): string {
  return Array.from({ length: MEMBERS }, (_, index) => `member${index}:\n  value: ${index}\n`).join('');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('locating many pointers under one big map', () => {
  it('reads a YAML map’s member names once, not once per lookup', () => {
    const locate = createLocator(bigYamlMap());
    // Every member name the YAML path compares is first checked to be a scalar.
    const keysRead = vi.spyOn(yamlPackage(), 'isScalar');
    for (let index = 0; index < MEMBERS; index += 1) expect(locate(`/member${index}/value`)).toEqual({ line: 2 * index + 2, column: 10 });
    expect(keysRead.mock.calls.length).toBeLessThan(4 * MEMBERS);
  });
});

describe('a JSON text', () => {
  it('is placed without the yaml package', () => {
    const parsed = vi.spyOn(yamlPackage(), 'parseDocument');
    const text = JSON.stringify({ paths: Object.fromEntries(Array.from({ length: MEMBERS }, (_, index) => [`/p${index}`, { get: {} }])) }, null, 2);
    const locate = createLocator(text);
    for (let index = 0; index < MEMBERS; index += 1) expect(locate(`/paths/~1p${index}/get`)).toEqual({ line: 3 * index + 4, column: 14 });
    expect(parsed).not.toHaveBeenCalled();
  });

  it('is placed however deep it nests, without recursing (the nesting limit is reported with a place found here)', () => {
    const depth = 100_000;
    const locate = createLocator(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(locate('/0'.repeat(64))).toEqual({ line: 1, column: 65 });
    expect(locate('/0'.repeat(depth))).toEqual({ line: 1, column: depth });
  });

  it('that is not JSON after all is placed by the yaml package', () => {
    // A flow mapping opens like JSON; a lone \r is a line end to JSON but not to YAML, which reads it as part of the next token.
    for (const text of ['{ type: string, enum: [a, b] }', '{"a":\r 1,\r"b": [true]}', '{"a": 1} # a comment', '{"a": 1,}', '{"a": 01}', '']) {
      expect(jsonPositions(text), JSON.stringify(text)).toBeUndefined();
      const yaml = yamlPositions(text);
      const locate = createLocator(text);
      for (const pointer of ['', '/type', '/enum/1', '/a', '/b/0', '/c']) expect(locate(pointer)).toEqual(yaml(fromPointer(pointer)) ?? { line: 0, column: 0 });
    }
  });
});

/** Every pointer to a value of `value`, and for each one that goes past it (a missing member, an item past the end, into a scalar). */
function pointersOf(value: unknown): string[] {
  const pointers: string[] = [];
  const visit = (node: unknown, segments: (string | number)[]): void => {
    const pointer = toPointer(segments);
    pointers.push(pointer, `${pointer}/missing`, `${pointer}/0`, `${pointer}/7/deeper`);
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...segments, index]));
    else if (typeof node === 'object' && node !== null) for (const [name, member] of Object.entries(node)) visit(member, [...segments, name]);
  };
  visit(value, []);
  return pointers;
}

function expectSamePlaces(text: string, pointers: readonly string[]): void {
  const json = jsonPositions(text);
  expect(json).toBeDefined();
  const yaml = yamlPositions(text);
  const differing: { pointer: string; json: Position | undefined; yaml: Position | undefined }[] = [];
  for (const pointer of pointers) {
    const segments = fromPointer(pointer);
    const [byJson, byYaml] = [json!(segments), yaml(segments)];
    if (byJson?.line !== byYaml?.line || byJson?.column !== byYaml?.column) differing.push({ pointer, json: byJson, yaml: byYaml });
  }
  expect(differing.slice(0, 5)).toEqual([]);
}

describe('the JSON scanner places pointers where the yaml package does', () => {
  const documents = [
    'generated/openapi.json',
    ...readdirSync(path.join(REPO_ROOT, 'test/corpus/documents'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => `test/corpus/documents/${name}`),
  ];

  it.each(documents)('in %s', (file) => {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    expectSamePlaces(text, pointersOf(JSON.parse(text)));
  });

  it('in the same documents written with CRLF line ends, with tabs, and minified', () => {
    const text = readFileSync(path.join(REPO_ROOT, 'generated/openapi.json'), 'utf8');
    const value = JSON.parse(text) as unknown;
    const pointers = pointersOf(value);
    expectSamePlaces(text.replace(/\n/g, '\r\n'), pointers);
    expectSamePlaces(JSON.stringify(value, null, '\t'), pointers);
    expectSamePlaces(JSON.stringify(value), pointers);
  });

  it('in generated JSON: escaped and unicode names, names given twice, nested and empty arrays and objects, every kind of scalar, any spacing', () => {
    fc.assert(
      fc.property(trickyJson(), ({ text, pointers }) => {
        expectSamePlaces(text, pointers);
      }),
      { numRuns: 300 },
    );
  });
});

/** A JSON tree kept as written: members as a list, so a name may be given twice. */
type Written = { scalar: string } | { items: Written[] } | { members: [name: string, value: Written][] };

const NAMES = fc.oneof(fc.constantFrom('a', 'b', '', '~', '/', 'a/b~c', '0', '01', 'é', '\u{1F600}', '"', '\\', '\u2028'), fc.string({ unit: 'binary', maxLength: 6 }));

const SCALARS = fc.oneof(
  fc.constantFrom('true', 'false', 'null', '0', '-0', '1.5e+10', '-2E-3', '12345678901234567890', '0.000'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((number) => JSON.stringify(number)),
  fc.string({ unit: 'binary', maxLength: 8 }).map((text) => JSON.stringify(text)),
);

const WRITTEN = fc.letrec<{ value: Written }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    SCALARS.map((scalar) => ({ scalar })),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => ({ items })),
    fc.array(fc.tuple(NAMES, tie('value')), { maxLength: 4 }).map((members) => ({ members })),
  ),
})).value;

const SPACING = fc.array(fc.constantFrom('', ' ', '  ', '\t', '\n', '\r\n', '\n\t  ', ' \n\n'), { minLength: 1, maxLength: 12 });

/** A name in quotes, each character either as JSON.stringify writes it or as a \\u escape (a surrogate pair as two). */
function quotedName(name: string, escapeEvery: number): string {
  const units = [...Array(name.length).keys()].map((index) => name.charAt(index));
  const written = units.map((unit, index) => (escapeEvery > 0 && index % escapeEvery === 0 ? `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}` : JSON.stringify(unit).slice(1, -1)));
  return `"${written.join('')}"`;
}

function trickyJson(): fc.Arbitrary<{ text: string; pointers: string[] }> {
  return fc.tuple(WRITTEN, SPACING, fc.nat(3)).map(([tree, spacing, escapeEvery]) => {
    let next = 0;
    const space = (): string => spacing[next++ % spacing.length]!;
    const pointers: string[] = [];
    const write = (node: Written, segments: string[]): string => {
      const pointer = toPointer(segments);
      pointers.push(pointer, `${pointer}/missing`, `${pointer}/0`, `${pointer}/3/x`);
      if ('scalar' in node) return node.scalar;
      if ('items' in node) return `[${space()}${node.items.map((item, index) => write(item, [...segments, String(index)])).join(`${space()},${space()}`)}${space()}]`;
      const members = node.members.map(([name, value]) => `${quotedName(name, escapeEvery)}${space()}:${space()}${write(value, [...segments, name])}`);
      return `{${space()}${members.join(`${space()},${space()}`)}${space()}}`;
    };
    const text = `${space()}${write(tree, [])}${space()}`;
    return { text, pointers };
  });
}
