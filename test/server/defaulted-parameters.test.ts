/**
 * Parameters the runtime fills in from their schema's `default` are always in the handler's input,
 * and typed so (emit/server/handler-types.ts, `isFilledIn`; runtime/server/types.ts,
 * `WithDefaults`). They were typed optional, so a handler of `?status=` with `default: available`
 * had to apply the document's default again (`query.status ?? 'available'`), and could apply
 * another one. Only a `default` the runtime applies counts: not one under `$ref`, not on a required
 * parameter.
 */
import { describe, expect, it } from 'vitest';
import { requestTypeExpression } from '../../generators/emit/server/handler-types.js';
import type { OperationModel, ParameterModel } from '../../generators/model/types.js';
import { compiles, runtimeModule } from './helpers/type-verdicts.js';

function query(name: string, schema: ParameterModel['schema'], required = false): ParameterModel {
  return { name, in: 'query', required, schema, style: 'form', explode: true, pointer: '#' };
}

const operation = {
  method: 'get',
  security: [],
  parameters: {
    path: [],
    header: [],
    cookie: [],
    query: [
      query('status', { type: 'string', enum: ['available', 'sold'], default: 'available' }),
      query('limit', { type: 'integer', default: 20 }),
      query('sort', { $ref: '#/components/schemas/Sort' }),
      query('q', { type: 'string' }),
    ],
  },
} as unknown as OperationModel;
const request = requestTypeExpression(operation, { operation: 'Op', request: 'Req', response: 'Res' });

/** `Op` as openapi-typescript prints the operation's parameters. */
const PRELUDE = `
import type { HandlerRequest } from ${runtimeModule('server/contract.js')};
import type { WithDefaults } from ${runtimeModule('server/types.js')};
interface Op { parameters: { query?: { status?: 'available' | 'sold'; limit?: number; sort?: 'asc' | 'desc'; q?: string } } }
type Req = ${request};
declare const req: Req;
`;

describe('parameters filled in from their default', () => {
  it('names only the parameters whose own schema has a default', () => {
    expect(request).toContain(`WithDefaults<NonNullable<Op["parameters"]["query"]>, "status" | "limit">`);
  });

  it('types them as always present, and the others as optional', () => {
    const verdicts = compiles(PRELUDE, [
      [`'available' | 'sold'`, 'req.query.status'],
      ['number', 'req.query.limit'],
      [`'asc' | 'desc'`, 'req.query.sort'],
      ['string', 'req.query.q'],
      ['number', 'req.query.status'],
    ]);
    expect(verdicts).toEqual([true, true, false, false, false]);
  });
});
