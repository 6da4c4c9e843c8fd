/**
 * A response's declared headers in the handler contract (generators/emit/server/handler-types.ts,
 * `declaredHeaders`; runtime/server/types.ts, `DeclaredHeaders`): the emitted result type is
 * compiled beside an `Op` shaped as openapi-typescript prints one, so a missing required header
 * or a header of the wrong type is a compile error, while other names stay free. Before, every
 * result's `headers` was any string map: a 201 without its `Location` type-checked.
 */
import { describe, expect, it } from 'vitest';
import { responseTypeExpression } from '../../generators/emit/server/handler-types.js';
import type { OperationModel, ResponseModel } from '../../generators/model/types.js';
import { compiles, runtimeModule } from './helpers/type-verdicts.js';

function response(status: ResponseModel['status'], headers: ResponseModel['headers']): ResponseModel {
  return { status, description: '', shape: 'plain', contentType: 'application/json', errorCodes: [], headers, pointer: '#' };
}

const created = response(201, [
  { name: 'Location', required: true, schema: { type: 'string' } },
  { name: 'X-Total-Count', required: false, schema: { type: 'integer' } },
]);
const listed = response(200, [
  { name: 'Link', required: false, schema: { type: 'string' } },
  { name: 'Set-Cookie', required: true, schema: { type: 'string' } },
]);
const typed = responseTypeExpression({ responses: [created, listed] } as unknown as OperationModel, { operation: 'Op', request: 'Req', response: 'Res' });

/** `Op` as openapi-typescript prints the operation's responses. */
const PRELUDE = `
import type { DataResult } from ${runtimeModule('server/contract.js')};
import type { DeclaredHeaders } from ${runtimeModule('server/types.js')};
interface Pet { id: string }
interface Op { responses: {
  201: { headers: { Location: string; 'X-Total-Count'?: number; [name: string]: unknown }; content: { 'application/json': Pet } };
  200: { headers: { Link?: string; 'Set-Cookie': string; [name: string]: unknown }; content: { 'application/json': Pet[] } };
} }
type Res = ${typed};
`;

const CASES: ReadonlyArray<readonly [string, string, boolean]> = [
  ['a 201 with its Location and another header', `{ status: 201, data: { id: 'p' }, headers: { Location: '/pets/p', 'X-Trace': 't' } }`, true],
  ['a 201 with a declared integer header as a number', `{ status: 201, data: { id: 'p' }, headers: { Location: '/p', 'X-Total-Count': 3 } }`, true],
  ['a declared integer header as its decimal text', `{ status: 201, data: { id: 'p' }, headers: { Location: '/p', 'x-total-count': '3' } }`, true],
  ['a 201 with Location in lower case, as HTTP allows', `{ status: 201, data: { id: 'p' }, headers: { location: '/p' } }`, true],
  ['a 200 without Set-Cookie, which cookies writes', `{ status: 200, data: [], cookies: [{ name: 'a', value: 'b' }] }`, true],
  ['a 201 without its required Location', `{ status: 201, data: { id: 'p' } }`, false],
  ['a 201 with headers but not Location', `{ status: 201, data: { id: 'p' }, headers: { 'X-Trace': 't' } }`, false],
  ['a declared integer header as text', `{ status: 201, data: { id: 'p' }, headers: { Location: '/p', 'X-Total-Count': 'many' } }`, false],
  ['a declared integer header as text, in lower case', `{ status: 201, data: { id: 'p' }, headers: { Location: '/p', 'x-total-count': 'many' } }`, false],
  ['a required header of the wrong type', `{ status: 201, data: { id: 'p' }, headers: { Location: 1 } }`, false],
];

describe('declared response headers in the handler contract', () => {
  it('uses DeclaredHeaders only on responses that declare headers', () => {
    expect(typed).toContain(`DeclaredHeaders<Op["responses"][201]["headers"]>`);
    expect(typed).toContain(`DeclaredHeaders<Op["responses"][200]["headers"]>`);
    const bare = responseTypeExpression({ responses: [response(200, [])] } as unknown as OperationModel, { operation: 'Op', request: 'Req', response: 'Res' });
    expect(bare).not.toContain('DeclaredHeaders');
  });

  it('refuses a missing required header or a wrong type, and allows the rest', () => {
    const verdicts = compiles(PRELUDE, CASES.map(([, value]) => ['Res', value] as const)).map((compiled, index) => [CASES[index]![0], compiled]);
    expect(verdicts).toEqual(CASES.map(([name, , compiles]) => [name, compiles]));
  });
});
