/**
 * The runtime's limits on parsed JSON (runtime/server/json-checks.ts) are found in the text, in
 * one pass; these tests hold that pass to a walk over the parsed value, which is what the limits
 * are about.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_LIMIT, JSON_MEMBERS_LIMIT, limitBreach, memberBreach, prototypeKey } from '../../generators/runtime/server/json-checks.js';
import { firstDuplicateName } from '../../generators/runtime/server/json-duplicates.js';

const TOO_DEEP = `is nested more than ${JSON_DEPTH_LIMIT} levels deep`;
const INFINITE = 'has a number too large to represent; send finite numbers';

/** The oracle: what the parsed value holds, found by walking it. */
function walkedBreaches(text: string): Set<string> {
  const found = new Set<string>();
  const pending: [unknown, number][] = [[JSON.parse(text) as unknown, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, level] = next;
    if (typeof value === 'number' && !Number.isFinite(value)) found.add(INFINITE);
    if (typeof value !== 'object' || value === null) continue;
    if (level > JSON_DEPTH_LIMIT) found.add(TOO_DEEP);
    for (const member of Object.values(value)) pending.push([member, level + 1]);
  }
  return found;
}

describe('limits found in the text', () => {
  it('finds an infinite number however it is written, and never one inside a string', () => {
    for (const text of ['1e400', '[-1e309]', '{"a":[2E+308]}', '9'.repeat(309), `-${'9'.repeat(400)}.5`, `[${'1'.repeat(250)}e99]`, '{"\\"[":[1e999]}']) {
      expect([text.slice(0, 20), limitBreach(text)]).toEqual([text.slice(0, 20), INFINITE]);
    }
    for (const text of ['1e308', '[1.7976931348623157e308]', '9'.repeat(308), '[1.5e-400, 0.000e999]', '{"a":"1e400"}', `{"${'9'.repeat(400)}":1}`, `"${'\\"'.repeat(200)}1e999"`]) {
      expect([text.slice(0, 20), limitBreach(text)]).toEqual([text.slice(0, 20), undefined]);
    }
  });

  it('counts nesting by brackets outside strings', () => {
    expect(limitBreach(`${'['.repeat(JSON_DEPTH_LIMIT)}${']'.repeat(JSON_DEPTH_LIMIT)}`)).toBeUndefined();
    expect(limitBreach(`${'['.repeat(JSON_DEPTH_LIMIT + 1)}${']'.repeat(JSON_DEPTH_LIMIT + 1)}`)).toBe(TOO_DEEP);
    expect(limitBreach(`${'{"a":'.repeat(JSON_DEPTH_LIMIT + 1)}1${'}'.repeat(JSON_DEPTH_LIMIT + 1)}`)).toBe(TOO_DEEP);
    // Side by side, not nested: 5,000 arrays at one level.
    expect(limitBreach(`[${Array.from({ length: 5000 }, () => '[[]]').join(',')}]`)).toBeUndefined();
    expect(limitBreach(`["${'['.repeat(5000)}", "\\\\", "${'{'.repeat(5000)}"]`)).toBeUndefined();
  });

  it('agrees with a walk over the parsed value on generated JSON', () => {
    const numbers = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
      fc.constantFrom('1e400', '-2E+308', '1e308', '0.5e-999', '9'.repeat(309), '9'.repeat(308), `${'1'.repeat(220)}e90`),
    );
    const strings = fc.string({ unit: fc.constantFrom('a', '"', '\\', '[', ']', '{', '}', '1', 'e', '9', ':', ',') }).map((s) => JSON.stringify(s));
    const { json } = fc.letrec<{ json: string }>((tie) => ({
      json: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        numbers,
        strings,
        fc.constantFrom('true', 'false', 'null'),
        fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(', ')}]`),
        fc.array(fc.tuple(strings, tie('json')), { maxLength: 4 }).map((members) => `{${members.map(([name, value]) => `${name}: ${value}`).join(',')}}`),
      ),
    }));
    const deep = fc.tuple(fc.integer({ min: JSON_DEPTH_LIMIT - 2, max: JSON_DEPTH_LIMIT + 2 }), json).map(([levels, inner]) => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`);
    fc.assert(
      fc.property(fc.oneof(json, deep), (text) => {
        // A member given twice is refused on its own, and JSON.parse drops the first (and what it held).
        fc.pre(firstDuplicateName(text) === undefined);
        const breach = limitBreach(text);
        const expected = walkedBreaches(text);
        if (breach === undefined) expect(expected.size).toBe(0);
        else expect(expected.has(breach)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

/** The oracle: the most members any object of the parsed value has. */
function largestObject(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const members = Object.values(value);
  return Math.max(Array.isArray(value) ? 0 : members.length, ...members.map(largestObject));
}

describe('objects of too many members, found in the text before parsing', () => {
  const CROWDED = `has an object of more than ${JSON_MEMBERS_LIMIT} members; send fewer, or a list`;
  const object = (members: number, name = (index: number) => `k${index}`) => `{${Array.from({ length: members }, (_, index) => `"${name(index)}":1`).join(',')}}`;

  it('allows the limit and refuses one member more, at any depth', () => {
    expect(memberBreach(object(JSON_MEMBERS_LIMIT))).toBeUndefined();
    expect(memberBreach(object(JSON_MEMBERS_LIMIT + 1))).toBe(CROWDED);
    expect(memberBreach(`[1,{"a":[${object(JSON_MEMBERS_LIMIT + 1)}]}]`)).toBe(CROWDED);
    // Shortest members (\`"":0\`, repeated names) still count.
    expect(memberBreach(`{${Array.from({ length: JSON_MEMBERS_LIMIT + 1 }, () => '"":0').join(',')}}`)).toBe(CROWDED);
  });

  it('counts per object: many small objects, long arrays and colons inside strings pass', () => {
    expect(memberBreach(`[${Array.from({ length: 30_000 }, (_, index) => `{"id":${index},"n":"a:b"}`).join(',')}]`)).toBeUndefined();
    expect(memberBreach(`[${Array.from({ length: 200_000 }, () => '1').join(',')}]`)).toBeUndefined();
    expect(memberBreach(`{"a":${JSON.stringify(':'.repeat(100_000))},"b":"\\\":"}`)).toBeUndefined();
    // Two objects side by side of the limit each: neither passes it.
    expect(memberBreach(`[${object(JSON_MEMBERS_LIMIT)},${object(JSON_MEMBERS_LIMIT)}]`)).toBeUndefined();
    // Members of a closed object do not count toward the one that holds it.
    expect(memberBreach(`{"x":${object(JSON_MEMBERS_LIMIT)},"y":1}`)).toBeUndefined();
  });

  it('agrees with the largest object of the parsed value', () => {
    const sizes = fc.array(fc.integer({ min: JSON_MEMBERS_LIMIT - 2, max: JSON_MEMBERS_LIMIT + 2 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(sizes, fc.boolean(), (counts, nested) => {
        const parts = counts.map((count) => object(count, (index) => (index % 7 === 0 ? `a:{[${index}` : `k${index}`)));
        const text = nested ? `{"outer":[${parts.join(',')}]}` : `[${parts.join(',')}]`;
        expect(memberBreach(text)).toBe(largestObject(JSON.parse(text)) > JSON_MEMBERS_LIMIT ? CROWDED : undefined);
      }),
      { numRuns: 20 },
    );
  });
});

describe('prototype keys', () => {
  it('names the path to the first one, through objects and arrays', () => {
    expect(prototypeKey(JSON.parse('{"a":[{"b":1},{"__proto__":{"x":1}}]}'))).toEqual({ path: ['a', '1', '__proto__'], what: 'the key "__proto__"' });
    expect(prototypeKey(JSON.parse('{"constructor":{"prototype":{}}}'))).toEqual({ path: ['constructor'], what: 'the key "constructor" holding "prototype"' });
    expect(prototypeKey(JSON.parse('{"constructor":"text","a":{"b":[1,2]}}'))).toBeUndefined();
    expect(prototypeKey(JSON.parse('"__proto__"'))).toBeUndefined();
  });
});
