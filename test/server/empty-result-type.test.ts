/**
 * A bodiless answer's type (runtime/server/contract.ts, `EmptyResult`): a handler's 204 written
 * with `data` compiled, and the runtime dropped the data without a word (a backend team's pass,
 * 2026-11-28). The type now refuses it, also in a result built before it is returned.
 */
import { describe, expect, it } from 'vitest';
import { compiles, runtimeModule } from './helpers/type-verdicts.js';

const PRELUDE = `
import type { DataResult, EmptyResult } from ${runtimeModule('server/contract.js')};
type Answer = DataResult<200, { id: string }> | EmptyResult<204>;
const built = { status: 204 as const, data: { id: 'x' } };
const plain = { status: 204 as const, headers: { 'X-Trace': 't' } };
`;

describe('EmptyResult', () => {
  it('takes a bodiless answer with headers or cookies, and refuses one given data', () => {
    expect(compiles(PRELUDE, [
      ['Answer', `{ status: 204 }`],
      ['Answer', `{ status: 204, headers: { 'X-Trace': 't' }, cookies: [{ name: 'a', value: 'b' }] }`],
      ['Answer', `{ status: 200, data: { id: 'x' } }`],
      ['Answer', `{ status: 204, data: { id: 'x' } }`],
      ['EmptyResult<204>', `{ status: 204, data: 'dropped' }`],
      // A result built before it is returned gets no excess-property check: only the type's own
      // `data?: never` refuses it (it compiled before).
      ['Answer', 'built'],
      ['Answer', 'plain'],
    ])).toEqual([true, true, true, false, false, false, true]);
  });
});
