/**
 * A document's `pattern` runs on request values. JavaScript's engine backtracks: `^(a+)+$` took
 * 45 s on a path value of 30 `a`s and a `!` (every request with one held the event loop), and
 * overlapping repetitions side by side are quadratic on long text. The server's engine
 * (patterns.ts) matches such patterns with a linear automaton whose answers must equal the native
 * engine's on every text: checked here against `RegExp` on generated patterns and texts.
 */
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoutes, serverOptions } from '../../generators/runtime/server-runtime.js';
import { linearPattern } from '../../generators/runtime/server/linear-patterns.js';
import { exponentialPatternReason, NATIVE_TEXT_LIMIT, serverPattern } from '../../generators/runtime/server/patterns.js';

/** Milliseconds `work` took. */
function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

describe('patterns that backtrack badly', () => {
  it.each([
    ['^(a+)+$', `${'a'.repeat(40)}!`, 'aaa'],
    ['^(a|aa)+$', `${'a'.repeat(60)}!`, 'aaaaa'],
    ['^(\\w+\\s?)*$', `${'word '.repeat(20)}!`, 'two words'],
    ['(x+x+)+y', 'x'.repeat(40), 'xxxy'],
    ['^([a-z0-9]+-?)+\\.example$', `${'a1'.repeat(30)}.example!`, 'a-b1.example'],
  ])('%s: refuses a hostile value at once, and matches as RegExp does', (pattern, hostile, benign) => {
    const matcher = serverPattern(pattern, 'u');
    let answer: boolean | undefined;
    // Natively each hostile value takes from seconds to hours.
    expect(timed(() => (answer = matcher.test(hostile)))).toBeLessThan(500);
    expect(answer).toBe(false);
    expect(matcher.test(benign)).toBe(true);
    expect(new RegExp(pattern, 'u').test(benign)).toBe(true);
  });

  it('matches long text in linear time with a pattern that is quadratic natively', () => {
    const matcher = serverPattern('^[a-z]+[a-z0-9]*$', 'u');
    const text = `${'a'.repeat(200_000)}!`;
    expect(timed(() => expect(matcher.test(text)).toBe(false))).toBeLessThan(2_000);
    expect(matcher.test('a'.repeat(200_000))).toBe(true);
  });

  it('keeps the native engine for short text under a plain pattern, and for what an automaton cannot do', () => {
    expect(linearPattern('^[a-z][a-z0-9_]*-[0-9]+$')?.nested).toBe(false);
    expect(NATIVE_TEXT_LIMIT).toBeGreaterThanOrEqual(100);
    expect(linearPattern('^(a)\\1$')).toBeUndefined();
    expect(linearPattern('^(?<!b)a$')).toBeUndefined();
  });

  it.each([
    // Lookahead used to leave a pattern to the native engine: the first took 2.5 s on 26 `a`s,
    // twice as long for each more; the second is quadratic natively (1.4 s on 40,000 characters,
    // minutes on a 1 MiB body string).
    ['^(a+)+(?=!)!$', `${'a'.repeat(40)}x`, 'aaa!'],
    ['^(?!-)[a-z]+[a-z0-9]*$', `${'a'.repeat(1_000_000)}!`, 'ab9'],
    ['^(?=.*[A-Z])(?=.*\\d).{8,}$', 'a'.repeat(1_000_000), 'Abcdefg1'],
    ['^(?:(?!--)[a-z-])+$', `${'a-'.repeat(100_000)}-`, 'a-b-c'],
  ])('%s (lookahead): matched in linear time, as RegExp does', (pattern, hostile, benign) => {
    const matcher = serverPattern(pattern, 'u');
    let answer: boolean | undefined;
    expect(timed(() => (answer = matcher.test(hostile)))).toBeLessThan(2_000);
    expect(answer).toBe(false);
    expect(matcher.test(benign)).toBe(true);
    expect(new RegExp(pattern, 'u').test(benign)).toBe(true);
  });

  it.each([
    // Escapes and braces other engines take literally, which the `u` flag refuses: each pattern
    // used to be compiled without `u` and matched natively, 2.5 s for 26 `a`s and a `!` and
    // twice as long for each more.
    ['^(a+)+\\-$', `${'a'.repeat(40)}!`, 'aaa-'],
    ['^(\\w+\\_?)+\\.x$', `${'word_'.repeat(20)}!`, 'a_b.x'],
    ['^([a\\-]+\\ ?)+}$', `${'a-'.repeat(30)}!`, 'a- a}'],
    ['^(a+\\@?)+]{$', `${'a'.repeat(40)}!`, 'a@a]{'],
  ])('%s (refused by the u flag): matched in linear time with its evident meaning', (pattern, hostile, benign) => {
    const matcher = serverPattern(pattern, 'u');
    let answer: boolean | undefined;
    expect(timed(() => (answer = matcher.test(hostile)))).toBeLessThan(500);
    expect(answer).toBe(false);
    expect(matcher.test(benign)).toBe(true);
    expect(new RegExp(pattern).test(benign)).toBe(true);
  });

  it('reads a pattern the u flag refuses as the engine without it does, on every character', () => {
    const matcher = serverPattern('^\\d{3}\\-\\d{4}$', 'u');
    for (const text of ['555-1234', '5551234', '555\\1234', '555-12345', '555--234']) expect(matcher.test(text), text).toBe(/^\d{3}\-\d{4}$/.test(text));
  });
});

describe('a server whose document has such a pattern', () => {
  it('answers a hostile path value 400 at once (natively: 45 s for 30 characters)', async () => {
    const app = Fastify(serverOptions({ logger: false }));
    registerRoutes(
      app,
      {
        securitySchemes: [],
        components: {},
        routes: [
          {
            operationId: 'getItem',
            handler: 'getItem',
            method: 'GET',
            path: '/items/{id}',
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^(a+)+$' } },
              { name: 'code', in: 'query', required: false, schema: { type: 'string', pattern: '^[a-z]+-[0-9]+$' } },
            ],
            responses: [{ status: 200, shape: 'plain', contentType: 'application/json', schema: {}, errorCodes: [] }],
            security: [],
            roles: [],
          },
        ],
      },
      { handlers: { getItem: ({ path }) => ({ status: 200, data: path }) } },
    );
    const started = performance.now();
    const hostile = await app.inject({ url: `/items/${'a'.repeat(40)}!` });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect([hostile.statusCode, hostile.json()]).toEqual([400, expect.objectContaining({ detail: 'path parameter id must match pattern "^(a+)+$"' })]);
    expect((await app.inject({ url: '/items/aaa' })).json()).toEqual({ id: 'aaa' });
    // Each pattern is tested with its own matcher (Ajv keeps one per printed form).
    expect((await app.inject({ url: '/items/aaa?code=ab-1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/items/aaa?code=aaa' })).json()).toMatchObject({ detail: 'query parameter code must match pattern "^[a-z]+-[0-9]+$"' });
    await app.close();
  });
});

/** Pieces of patterns: characters, classes, escapes, anchors, groups and every quantifier form. */
const ATOMS = ['a', 'b', '.', '[ab]', '[^a]', '[a-c0-9_]', '\\d', '\\w', '\\s', '\\W', '\\p{L}', '\\u{1F600}', '\\uD83D\\uDE00', '😀', 'é', '\\.', '\\-', '[\\]a]', '\\x41', '[]', '[^]'];
const QUANTIFIERS = ['', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?', '{2,}'];

const pattern: fc.Arbitrary<string> = fc.letrec<{ expression: string; term: string }>((tie) => ({
  // Groups nest at most two deep: deeper, the native oracle itself can take minutes on 8 characters.
  term: fc.oneof(
    { maxDepth: 2 },
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...ATOMS), fc.constantFrom(...QUANTIFIERS)).map(([atom, quantifier]) => `${atom}${quantifier}`) },
    { weight: 1, arbitrary: fc.constantFrom('^', '$', '\\b', '\\B') },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('(', '(?:', '(?<n>'), tie('expression'), fc.constantFrom(...QUANTIFIERS)).map(([open, inner, quantifier]) => `${open}${inner.replace(/\(\?<n>/g, '(?:')})${quantifier}`) },
    // Lookahead takes no quantifier in `u` mode.
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('(?=', '(?!'), tie('expression')).map(([open, inner]) => `${open}${inner.replace(/\(\?<n>/g, '(?:')})`) },
  ),
  expression: fc.array(fc.array(tie('term'), { minLength: 0, maxLength: 4 }).map((terms) => terms.join('')), { minLength: 1, maxLength: 3 }).map((options) => options.join('|')),
})).expression;

// Short texts: the native engine is the oracle, and it backtracks exponentially on some of these patterns.
const text = fc.array(fc.constantFrom('a', 'b', 'c', '0', '1', '_', ' ', '.', '-', '\n', 'é', 'A', '😀', '\uD83D', '\uDE00', ']'), { maxLength: 8 }).map((chars) => chars.join(''));

describe('the linear matcher answers as RegExp does', () => {
  it('on generated patterns and texts', () => {
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 8 }), (source, texts) => {
        let native: RegExp;
        try {
          native = new RegExp(source, 'u');
        } catch {
          return; // not a pattern (a named group twice): never reaches the engine
        }
        const linear = linearPattern(source);
        expect(linear, source).toBeDefined();
        for (const candidate of texts) expect(linear!.test(candidate, { spent: 0, limit: Infinity }), `${source} on ${JSON.stringify(candidate)}`).toBe(native.test(candidate));
      }),
      // A fixed seed: the oracle's own time is then known to be small (some seeds draw a pattern
      // that takes RegExp minutes on 12 characters).
      { numRuns: 3000, seed: 20261126 },
    );
  });
});

describe('patterns only the engine without the u flag reads', () => {
  // Read for their structure (backtracking estimate, nesting), these hung the reader for ever:
  // `\k` without a group name, or a `\p{` / `\u{` no brace closes, sent it back to the start.
  const NON_U = 'it compiles only without the `u` flag, which the linear matcher needs';
  it.each([
    // Read through: no nesting, so generate keeps them and the server matches them natively.
    ['a\\k', undefined, ['ak', 'a', 'k']],
    ['x\\kb', undefined, ['xkb', 'xb']],
    // A lone brace the reader cannot place counts as nesting (the cautious side): refused at generate.
    ['\\p{', NON_U, ['p{', 'p']],
    ['a\\u{', NON_U, ['au{', 'a']],
    ['(a+)+\\p{', NON_U, ['aap{', 'aa']],
  ])('%s is read (generate: %s), and matched as RegExp without u matches it', (pattern, reason, texts) => {
    expect(() => new RegExp(pattern, 'u')).toThrow();
    expect(exponentialPatternReason(pattern)).toBe(reason);
    const plain = new RegExp(pattern);
    const matcher = serverPattern(pattern, 'u');
    for (const text of texts) expect([text, matcher.test(text)]).toEqual([text, plain.test(text)]);
  });
});
