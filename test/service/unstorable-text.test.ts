/**
 * The unstorable-text check's two halves agree: the allocation-free test that every request pays
 * for (`holdsUnstorableText`) finds a U+0000 or an unpaired surrogate exactly where the slower
 * search that names its place for the 400 message (`unstorableTextAt`) does. The end-to-end
 * refusal is in e2e-stores.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, unstorableCharacter, unstorableTextAt } from '../../service/src/unstorable-text.js';

const at = (value: unknown): string | undefined => unstorableTextAt(value, '')?.at;

const nullPrototype = (entries: Record<string, unknown>): object => Object.assign(Object.create(null) as object, entries);

const CASES: ReadonlyArray<readonly [string, unknown, string | undefined]> = [
  ['plain string', 'hello', undefined],
  ['string with NUL', 'a\u0000b', ''],
  ['number, boolean, null', [1, true, null], undefined],
  ['nested member', { a: { b: ['x', 'y\u0000'] } }, 'a.b[1]'],
  // A member name is the request's own text: quoted by the runtime's rule (decisions/0038).
  ['member name', { ok: 1, 'k\u0000': 2 }, '"k\\u0000"'],
  ['null-prototype query object', nullPrototype({ q: 'x', r: 'z\u0000' }), 'r'],
  ['inherited members are not the request\'s', Object.create({ inherited: '\u0000' }) as object, undefined],
  ['empty object and array', [{}, []], undefined],
  ['lone high surrogate', ['ok', 'a\ud800b'], '[1]'],
  ['lone low surrogate at the end', { k: 'ab\udc00' }, 'k'],
  ['high surrogate at the very end', { k: 'ab\udbff' }, 'k'],
  ['surrogate pair (an emoji) is fine', { k: '\ud83d\ude00 \u{10FFFF}' }, undefined],
  ['reversed pair', { k: '\ude00\ud83d' }, 'k'],
  ['lone surrogate in a member name', { ['n\udfff']: 1 }, '"n\\udfff"'],
];

describe('unstorableCharacter', () => {
  it('names U+0000 and unpaired surrogates, and passes paired ones and other controls', () => {
    expect(['a\u0000', '\ud800', 'x\udc00', '\ud83d\ude00', 'c\u0001\u001b[31m\u2028'].map(unstorableCharacter)).toEqual(['U+0000', 'U+D800', 'U+DC00', undefined, undefined]);
  });
});

describe('holdsUnstorableText', () => {
  it.each(CASES)('%s: agrees with unstorableTextAt', (_name, value, place) => {
    expect(at(value)).toBe(place);
    expect(holdsUnstorableText(value)).toBe(place !== undefined);
  });

  it('walks nesting far deeper than the call stack allows without overflowing', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`) as unknown;
    expect(holdsUnstorableText(deep)).toBe(true);
    expect(at(deep)).toBe('[0]'.repeat(50_000));
    expect(holdsUnstorableText(JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`))).toBe(false);
  });

  it('agrees on generated values too', () => {
    const pieces = ['a', '\u0000', 'b', '', 'ok', '\ud800', '\udc00'];
    let seed = 7;
    const next = (): number => (seed = (seed * 48271) % 2147483647);
    const value = (depth: number): unknown => {
      const kind = next() % (depth > 3 ? 2 : 4);
      if (kind === 0) return pieces[next() % pieces.length]! + pieces[next() % pieces.length]!;
      if (kind === 1) return next() % 3 === 0 ? null : next() % 100;
      if (kind === 2) return Array.from({ length: next() % 4 }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: next() % 4 }, (_, index) => [`${pieces[next() % pieces.length]!}${index}`, value(depth + 1)]));
    };
    let withUnstorable = 0;
    for (let round = 0; round < 500; round++) {
      const sample = value(0);
      const found = at(sample) !== undefined;
      if (found) withUnstorable++;
      expect(holdsUnstorableText(sample)).toBe(found);
    }
    // Both outcomes were exercised.
    expect(withUnstorable).toBeGreaterThan(50);
    expect(withUnstorable).toBeLessThan(450);
  });
});
