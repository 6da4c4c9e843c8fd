/**
 * Line and column of a JSON pointer (generators/load/locate.ts): every located problem the loader
 * reports goes through it, so a document with many problems asks it many times. Its work is
 * counted here, not timed: a lookup must not read a whole map again (240,000 warnings under one
 * map took 8 s when each lookup searched the map's members one by one).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocator } from '../../generators/load/locate.js';
import { yamlPackage } from '../../generators/load/yaml-package.js';

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
