/**
 * Every `pattern` check on a request is bounded in work (decisions/0014, 0017): the linear matcher
 * costs automaton states × text length, which counted repetitions make large (`^(?:[a-z]{1,2000})+$`
 * took 1.6 s on 30,000 characters, a 1 MiB string about a minute), and what stays native
 * (lookbehind, backreferences) is polynomial (`(?<![x])\w*\w*\w*!` took 42 s on 1,000
 * characters). Work past PATTERN_WORK_LIMIT per validated value set is refused with the document's
 * 400, never answered wrongly. Assertions are on the work counted and on the answers, not on time.
 */
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoutes, serverOptions } from '../../generators/runtime/server-runtime.js';
import { createValidators, describeError, SchemaSet } from '../../generators/runtime/server/validation.js';
import { CHEAP_NATIVE_WORK, PATTERN_WORK_LIMIT, PatternWorkExceeded, patternWorkSpent, serverPattern, withPatternWorkLimit } from '../../generators/runtime/server/patterns.js';
import { backtrackingWork, linearPattern } from '../../generators/runtime/server/linear-patterns.js';

/** The matcher's answer, or 'refused' when its work would pass the limit; and the work it counted. */
function bounded(pattern: string, text: string): { readonly answer: boolean | 'refused'; readonly spent: number } {
  const matcher = serverPattern(pattern, 'u');
  try {
    const answer = withPatternWorkLimit(() => matcher.test(text));
    return { answer, spent: patternWorkSpent() };
  } catch (error) {
    if (error instanceof PatternWorkExceeded) return { answer: 'refused', spent: patternWorkSpent() };
    throw error;
  }
}

describe('which engine matches short text', () => {
  // Native matching spends its estimate on the meter, the automaton the states it visits: the work
  // counted says which one answered.
  it.each([
    // A path value under a slug pattern: natively, though the automaton's bound (400) is below the
    // native estimate (2,250); the automaton took 3.5 µs a test here against 40 ns natively.
    ['^[a-z][a-z0-9_]*-[0-9]+$', 'tmdb-1396', true, 'native'],
    ['^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', '3f0e1c52-8f6e-4c6a-9b7a-2d1e5c4b3a21', true, 'native'],
    // Five overlapping repetitions (natively 126 s on this text): an estimate past CHEAP_NATIVE_WORK, so the automaton.
    ['^\\w*\\w*\\w*\\w*\\w*!$', 'a'.repeat(255), false, 'automaton'],
  ])('%s on %j: %s, %s', (pattern, text, matches, engine) => {
    const estimate = backtrackingWork(new RegExp(pattern, 'u').source)(text.length);
    const { answer, spent } = bounded(pattern, text);
    expect(answer).toBe(matches);
    if (engine === 'native') {
      expect(estimate).toBeLessThanOrEqual(CHEAP_NATIVE_WORK);
      expect(spent).toBe(estimate);
    } else {
      expect(estimate).toBeGreaterThan(CHEAP_NATIVE_WORK);
      expect(spent).toBeLessThan(estimate);
    }
  });

  it('the slug pattern\'s automaton bound is the smaller, so comparing bounds alone would have chosen it', () => {
    const source = new RegExp('^[a-z][a-z0-9_]*-[0-9]+$', 'u').source;
    expect(linearPattern(source)!.work(9)).toBeLessThan(backtrackingWork(source)(9));
  });
});

describe('pattern work per value set', () => {
  it.each([
    // Counted repetitions expand into thousands of states.
    ['^(?:[a-z]{1,2000})+$', 'a'.repeat(30_000)],
    // Lookbehind stays native, and three repetitions side by side are cubic there.
    ['(?<![x])\\w*\\w*\\w*!', 'a'.repeat(1_000)],
    // A backreference stays native too.
    ['^(\\w)\\w*\\w*\\1!$', 'a'.repeat(100_000)],
    // A counted repetition walks its count on every start: 1.2 s natively on 500,000 characters.
    ['(?<!x)a{1000}b', 'a'.repeat(500_000)],
  ])('%s on %#: refused within the limit, before or while working', (pattern, text) => {
    const { answer, spent } = bounded(pattern, text);
    expect(answer).toBe('refused');
    expect(spent).toBeLessThanOrEqual(PATTERN_WORK_LIMIT);
  });

  it.each([
    // Below NATIVE_TEXT_LIMIT, five overlapping repetitions took 126 s natively on 255 characters.
    ['^\\w*\\w*\\w*\\w*\\w*!$', 'a'.repeat(255), false],
    ['^\\w*\\w*\\w*\\w*\\w*!$', `${'a'.repeat(254)}!`, true],
    // Ordinary patterns on a 1 MiB string are still answered.
    ['^[a-z]+[a-z0-9]*$', 'a'.repeat(1_048_576), true],
    ['^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', '0123abcd-0123-4567-89ab-0123456789ab', true],
    ['(?<![x])\\w*\\w*\\w*!', 'ab!', true],
    ['^(\\w)\\w*\\1$', 'abca', true],
    ['^(?:[a-z]{1,2000})+$', 'a'.repeat(1_500), true],
  ])('%s on %#: answered as RegExp does, within the limit', (pattern, text, expected) => {
    const { answer, spent } = bounded(pattern, text);
    expect(answer).toBe(expected);
    // The native engine is the oracle where it answers quickly.
    if (text.length < 40) expect(new RegExp(pattern, 'u').test(text)).toBe(expected);
    expect(spent).toBeLessThanOrEqual(PATTERN_WORK_LIMIT);
  });

  it('counts the work of every value in the set, not of each alone', () => {
    const matcher = serverPattern('^(?:[a-z]{1,2000})+$', 'u');
    const value = 'a'.repeat(2_000);
    expect(() =>
      withPatternWorkLimit(() => {
        for (let count = 0; count < 1_000; count++) matcher.test(value);
      }),
    ).toThrow(PatternWorkExceeded);
    expect(patternWorkSpent()).toBeLessThanOrEqual(PATTERN_WORK_LIMIT);
  });
});

describe('answers under the limit', () => {
  // Pieces that keep a pattern native (lookbehind, a backreference) or make its bound large.
  const PIECES = ['a', 'b', '\\w*', '[ab]+', 'a{1,3}', '(?<=a)', '(?<!b)', '(a|b)', '\\1', '(?=a)', '^', '$', '.'];
  const TEXT = fc.array(fc.constantFrom('a', 'b', 'c', '!'), { maxLength: 10 }).map((chars) => chars.join(''));

  it('are RegExp answers, or a refusal within the limit, on generated patterns', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 7 }), fc.array(TEXT, { minLength: 1, maxLength: 6 }), (pieces, texts) => {
        const source = pieces.join('');
        let expected: RegExp;
        try {
          expected = new RegExp(source, 'u');
        } catch {
          return; // a backreference with no group before it: not a pattern
        }
        for (const text of texts) {
          const { answer, spent } = bounded(source, text);
          if (answer !== 'refused') expect(answer, `${source} on ${text}`).toBe(expected.test(text));
          expect(spent).toBeLessThanOrEqual(PATTERN_WORK_LIMIT);
        }
      }),
      { numRuns: 1000, seed: 20261127 },
    );
  });
});

describe('maxLength beside a costly pattern', () => {
  it('is checked first, so a long value meets the document’s own message', () => {
    const set = new SchemaSet();
    const index = set.add({ type: 'string', maxLength: 10, pattern: '^(?<!x)[a-z]+[a-z0-9]*$' }, 'body');
    const validate = set.compile(createValidators().requests, {}, 'request')[index]!;
    expect(validate('a'.repeat(20_000))).toBe(false);
    expect(describeError('body', validate.errors)).toBe('body must NOT have more than 10 characters');
    expect(validate('abc9')).toBe(true);
  });
});

describe('patterns on member names', () => {
  it('are bounded too: a costly key under patternProperties is refused, not thrown', () => {
    const set = new SchemaSet();
    const index = set.add({ type: 'object', patternProperties: { '^(?:[a-z]{1,2000})+$': { type: 'integer' } } }, 'body');
    const validate = set.compile(createValidators().requests, {}, 'request')[index]!;
    expect(validate({ ['a'.repeat(30_000)]: 1 })).toBe(false);
    expect(describeError('body', validate.errors)).toMatch(/^body holds text too long for its schema's patterns/);
    expect(validate({ abc: 1 })).toBe(true);
    expect(validate({ abc: 'x' })).toBe(false);
  });
});

describe('a server whose document has a costly pattern', () => {
  it('answers a body too costly to check 400 in the document shape, and checks an ordinary one', async () => {
    const app = Fastify(serverOptions({ logger: false }));
    registerRoutes(
      app,
      {
        securitySchemes: [],
        components: {},
        routes: [
          {
            operationId: 'putNote',
            handler: 'putNote',
            method: 'POST',
            path: '/notes',
            parameters: [],
            body: { required: true, contentType: 'application/json', schema: { type: 'array', items: { type: 'string', pattern: '^(?:[a-z]{1,2000})+$' } } },
            responses: [{ status: 200, shape: 'plain', contentType: 'application/json', schema: {}, errorCodes: [] }],
            security: [],
            roles: [],
          },
        ],
      },
      { handlers: { putNote: ({ body }) => ({ status: 200, data: { count: (body as unknown[]).length } }) } },
    );
    const costly = await app.inject({ method: 'POST', url: '/notes', payload: ['a'.repeat(40_000)] });
    expect(costly.statusCode).toBe(400);
    expect(costly.json()).toMatchObject({ detail: expect.stringMatching(/^body holds text too long for its schema's patterns/) });
    const many = await app.inject({ method: 'POST', url: '/notes', payload: Array.from({ length: 200 }, () => 'a'.repeat(2_000)) });
    expect(many.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/notes', payload: ['abc', 'a'.repeat(1_500)] })).json()).toEqual({ count: 2 });
    expect((await app.inject({ method: 'POST', url: '/notes', payload: ['ab1'] })).json()).toMatchObject({ detail: 'body field 0 must match pattern "^(?:[a-z]{1,2000})+$"' });
    await app.close();
  });
});
