/**
 * What `markedNames` (runtime/server/read-write.ts) costs for long `allOf` chains, at generate
 * time (the start check) and at every server start. Each object's answer gathered every name
 * marked anywhere above and below it, each schema's names again for each object and each way
 * down to it, for objects that require nothing too: a chain of 1,000 schemas with one readOnly
 * member each took 45 s (20 s as this test builds it), 120 schemas of 100 members each 10 s, and the recursion downwards
 * overflowed the stack past about 1,000 links.
 */
import { describe, expect, it } from 'vitest';
import { markedNames, withoutMarkedRequired } from '../../generators/runtime/server/read-write.js';
import { rewriteSchemaObjects, type SchemaObject } from '../../generators/runtime/server/schema-rewrite.js';

const ID = 'https://example.invalid/';

/** S0 … S(n-1), each holding the one before in an `allOf`, each declaring `size` readOnly members of its own and requiring them and `required`'s names. */
function chain(length: number, size: number, required: (index: number) => string[] = () => []): Record<string, SchemaObject> {
  const schemas: Record<string, SchemaObject> = {};
  for (let index = 0; index < length; index++) {
    const names = Array.from({ length: size }, (_, member) => `p${index}_${member}`);
    schemas[`S${index}`] = {
      type: 'object',
      ...(index > 0 ? { allOf: [{ $ref: `#/components/schemas/S${index - 1}` }] } : {}),
      required: [...names, ...required(index)],
      properties: Object.fromEntries(names.map((name) => [name, { type: 'string', readOnly: true }])),
    };
  }
  return schemas;
}

/** The request rewrite of validation.ts over the whole document, timed; the required lists it leaves, by schema. */
function requestRequired(schemas: Record<string, SchemaObject>): { readonly ms: number; readonly required: Record<string, unknown> } {
  const document = { $id: ID, components: { schemas } };
  const started = performance.now();
  const marked = markedNames(document, ID, 'readOnly');
  const adapted = rewriteSchemaObjects(document, (object, original) => withoutMarkedRequired(object, marked(original))) as { components: { schemas: Record<string, SchemaObject> } };
  const ms = performance.now() - started;
  return { ms, required: Object.fromEntries(Object.entries(adapted.components.schemas).map(([name, schema]) => [name, schema['required']])) };
}

describe('readOnly names out of required lists along allOf chains', () => {
  it('answers a chain of 1,000 schemas in a fraction of the 20 s it took, reaching the names above and below', () => {
    // Each requires the bottom's member, the top's, and one nobody marks.
    const schemas = chain(1_000, 1, () => ['p0_0', 'p999_0', 'plain']);
    schemas['Apart'] = { properties: { plain: { type: 'string', readOnly: true } } };
    const { ms, required } = requestRequired(schemas);
    expect(ms).toBeLessThan(3_000);
    // S0 is held (at some height) by S999, so the top's member applies to its value too; the
    // unlinked Apart marks `plain` for no schema of the chain.
    for (const name of ['S0', 'S500', 'S999']) expect(required[name]).toEqual(['plain']);
  });

  it('answers 120 schemas of 100 readOnly members each in a fraction of the 10 s it took', () => {
    const { ms, required } = requestRequired(chain(120, 100));
    expect(ms).toBeLessThan(1_000);
    expect(required['S119']).toEqual([]);
  });

  it('walks a chain of 5,000 without running out of stack, whichever end the document names first', () => {
    const schemas = chain(5_000, 1, (index) => (index === 0 ? ['p4999_0'] : []));
    // The top first: the first answer asked for is the top's, which reads the whole chain below it.
    const topFirst = Object.fromEntries(Object.entries(schemas).reverse());
    const { ms, required } = requestRequired(topFirst);
    expect(ms).toBeLessThan(3_000);
    expect(required['S0']).toEqual([]);
  });
});
