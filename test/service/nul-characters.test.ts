/**
 * The NUL check's two halves agree: the allocation-free test that every request pays for
 * (`holdsNulCharacter`) finds a U+0000 exactly where the slower search that names its place for
 * the 400 message (`nulCharacterAt`) does. The end-to-end refusal is in e2e-stores.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { holdsNulCharacter, nulCharacterAt } from '../../service/src/nul-characters.js';

const nullPrototype = (entries: Record<string, unknown>): object => Object.assign(Object.create(null) as object, entries);

const CASES: ReadonlyArray<readonly [string, unknown, string | undefined]> = [
  ['plain string', 'hello', undefined],
  ['string with NUL', 'a\u0000b', ''],
  ['number, boolean, null', [1, true, null], undefined],
  ['nested member', { a: { b: ['x', 'y\u0000'] } }, 'a.b[1]'],
  ['member name', { ok: 1, 'k\u0000': 2 }, 'k\u0000'],
  ['null-prototype query object', nullPrototype({ q: 'x', r: 'z\u0000' }), 'r'],
  ['inherited members are not the request\'s', Object.create({ inherited: '\u0000' }) as object, undefined],
  ['empty object and array', [{}, []], undefined],
];

describe('holdsNulCharacter', () => {
  it.each(CASES)('%s: agrees with nulCharacterAt', (_name, value, place) => {
    expect(nulCharacterAt(value, '')).toBe(place);
    expect(holdsNulCharacter(value)).toBe(place !== undefined);
  });

  it('walks nesting far deeper than the call stack allows without overflowing', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`) as unknown;
    expect(holdsNulCharacter(deep)).toBe(true);
    expect(nulCharacterAt(deep, '')).toBe('[0]'.repeat(50_000));
    expect(holdsNulCharacter(JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`))).toBe(false);
  });

  it('agrees on generated values too', () => {
    const pieces = ['a', '\u0000', 'b', '', 'ok'];
    let seed = 7;
    const next = (): number => (seed = (seed * 48271) % 2147483647);
    const value = (depth: number): unknown => {
      const kind = next() % (depth > 3 ? 2 : 4);
      if (kind === 0) return pieces[next() % pieces.length]! + pieces[next() % pieces.length]!;
      if (kind === 1) return next() % 3 === 0 ? null : next() % 100;
      if (kind === 2) return Array.from({ length: next() % 4 }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: next() % 4 }, (_, index) => [`${pieces[next() % pieces.length]!}${index}`, value(depth + 1)]));
    };
    let withNul = 0;
    for (let round = 0; round < 500; round++) {
      const sample = value(0);
      const found = nulCharacterAt(sample, '') !== undefined;
      if (found) withNul++;
      expect(holdsNulCharacter(sample)).toBe(found);
    }
    // Both outcomes were exercised.
    expect(withNul).toBeGreaterThan(50);
    expect(withNul).toBeLessThan(450);
  });
});
