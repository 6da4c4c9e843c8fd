/** Response serialisation from the document's schemas (generators/runtime/server/serialization.ts). */
import { describe, expect, it } from 'vitest';
import type { RouteResponse } from '../../generators/runtime/server/contract.js';
import { responseSerializer } from '../../generators/runtime/server/serialization.js';

const COMPONENTS = { schemas: { Tag: { type: 'object', properties: { label: { type: 'string' } } } } };

function response(schema: RouteResponse['schema']): RouteResponse {
  return { status: 200, shape: 'plain', errorCodes: [], ...(schema === undefined ? {} : { schema }) };
}

describe('responseSerializer', () => {
  it('writes declared properties only, in schema order, following $refs into the components', () => {
    const serialize = responseSerializer(COMPONENTS);
    const schema = { type: 'object', properties: { id: { type: 'integer' }, tag: { $ref: '#/components/schemas/Tag' } } };
    expect(serialize(response(schema), { tag: { label: 'x', internal: true }, extra: 1, id: 7 })).toBe('{"id":7,"tag":{"label":"x"}}');
  });

  it('uses plain JSON when a schema names a member of Object.prototype, so no inherited member is sent', () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      const properties = JSON.parse(`{"${name}": {"type": "string"}, "name": {"type": "string"}}`);
      expect(responseSerializer(COMPONENTS)(response({ type: 'object', properties }), { name: 'a' })).toBe('{"name":"a"}');
    }
    // The same name anywhere in the components makes every response of the document plain JSON.
    const hostile = { schemas: { Odd: { type: 'object', required: ['valueOf'] } } };
    expect(responseSerializer(hostile)(response({ type: 'object', properties: { name: { type: 'string' } } }), { name: 'a', more: 1 })).toBe('{"name":"a","more":1}');
  });

  it('uses plain JSON for a response without a schema', () => {
    expect(responseSerializer(COMPONENTS)(response(undefined), { any: ['thing'] })).toBe('{"any":["thing"]}');
  });
});
