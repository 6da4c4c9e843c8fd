/**
 * The nested-repetition check of servable-schemas.ts builds an automaton for each distinct
 * pattern that nests counted repetitions (to know whether the server's linear matcher can run
 * it), under one budget per document: 20,000 schemas of 30 bytes each took 23 s of CPU to load
 * outside any budget (a hostile-documents pass, 2026-11-29). Counted, not timed.
 */
import { describe, expect, it } from 'vitest';
import { schemaFindings } from '../../generators/load/servable-schemas.js';

/** A document whose component schemas are strings of these patterns, S0, S1, ... */
function withPatterns(patterns: readonly string[]): { readonly [key: string]: unknown } {
  const schemas = Object.fromEntries(patterns.map((pattern, index) => [`S${index}`, { type: 'string', pattern }]));
  return { openapi: '3.1.0', info: { title: 'Patterns', version: '1.0.0' }, paths: {}, components: { schemas } };
}

/** Distinct patterns whose automata have a few thousand states each. */
const counted = (count: number): string[] => Array.from({ length: count }, (_, index) => `^(?:[a-z]{1,${1_000 + index}})+$`);

const TOO_MANY_STATES = '^(a{1,200}){1,200}$';

describe('the automata the nested-repetition check builds', () => {
  it('stop at the document budget, with one warning at the first pattern left, saying how many and what to do', () => {
    const findings = schemaFindings(withPatterns(counted(3_000)));
    expect(findings).toHaveLength(1);
    const [warning] = findings;
    expect(warning).toMatchObject({ severity: 'warning', hint: expect.stringContaining('Write fewer distinct patterns that nest repetitions') });
    const left = /and ([\d,]+) more distinct patterns were not checked/.exec(warning!.message);
    const checked = 3_000 - 1 - Number(left?.[1]?.replace(/,/g, ''));
    // About 20,000 units each (4 a state): some hundreds fit the budget, not thousands.
    expect(checked).toBeGreaterThan(100);
    expect(checked).toBeLessThan(1_500);
    expect(warning!.pointer).toBe(`/components/schemas/S${checked}/pattern`);
  });

  it('refuse a pattern of too many states within the budget, and leave it with the warning past it', () => {
    expect(schemaFindings(withPatterns([TOO_MANY_STATES]))).toEqual([expect.objectContaining({ pointer: '/components/schemas/S0/pattern', message: expect.stringContaining('need more automaton states') })]);
    const past = schemaFindings(withPatterns([TOO_MANY_STATES, TOO_MANY_STATES.replace('200', '201')]), 1);
    expect(past).toEqual([expect.objectContaining({ pointer: '/components/schemas/S0/pattern' }), expect.objectContaining({ severity: 'warning', pointer: '/components/schemas/S1/pattern' })]);
  });

  it('build each distinct pattern once: 10,000 schemas of one such pattern spend one automaton', () => {
    const one = counted(1)[0]!;
    // A budget of one build: a second build of the same pattern would leave the rest unchecked.
    expect(schemaFindings(withPatterns(Array.from({ length: 10_000 }, () => one)), 1)).toEqual([]);
    expect(schemaFindings(withPatterns([TOO_MANY_STATES, TOO_MANY_STATES]), 1)).toHaveLength(2);
  });

  it('spend little on the patterns real documents nest: 20,000 distinct ones stay well within the budget', () => {
    const slugs = Array.from({ length: 20_000 }, (_, index) => `^[a-z]{${index % 5}}[a-z0-9]+(-[a-z0-9]+)*x${index}$`);
    expect(schemaFindings(withPatterns(slugs))).toEqual([]);
  });
});
