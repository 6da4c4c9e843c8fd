/**
 * The types' rewrite of required names no schema declares (generators/emit/types-required.ts)
 * reads each `allOf` member's names once: for each inline member it read every other member, and
 * for each required name of a schema every member again, so one `allOf` of 200,000 members
 * (11 MB of JSON, within the limits) held types and client for about 380 s (decisions/0017).
 * Work is counted, not timed: the reads of the members' `properties` and `required`.
 */
import { describe, expect, it } from 'vitest';
import { isAddedRequiredName, requiredNamesAsProperties } from '../../generators/emit/types-required.js';

type Json = Record<string, any>;

/** `value` behind a proxy counting each read of `properties` and `required` into `reads`. */
function counted(value: Json, reads: { count: number }): Json {
  return new Proxy(value, {
    get(target, key, receiver) {
      if (key === 'properties' || key === 'required') reads.count++;
      return Reflect.get(target, key, receiver);
    },
  });
}

describe('required names in a wide allOf', () => {
  it('reads each member a bounded number of times, and adds only the names nothing declares', () => {
    const width = 3_000;
    const reads = { count: 0 };
    const members: Json[] = Array.from({ length: width }, (_, index) => counted({ type: 'object', required: [`p${index}`], properties: { [`p${index}`]: { type: 'string' } } }, reads));
    // Required by one inline member, declared and required by another: left alone.
    const bySibling = counted({ required: ['p7'] }, reads);
    // Required by an inline member, declared by nothing: added.
    const alone = counted({ required: ['zz'] }, reads);
    const shared = { type: 'object', required: ['s'], properties: { s: { type: 'integer' } } };
    const document: Json = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {},
      components: {
        schemas: {
          Shared: shared,
          Wide: { allOf: [...members, bySibling, alone, ...Array.from({ length: width }, () => ({ $ref: '#/components/schemas/Shared' }))], required: ['p1', 's', 'nope'] },
        },
      },
    };
    requiredNamesAsProperties(document);
    const wide = document['components'].schemas.Wide;
    expect(Object.keys(wide.properties)).toEqual(['nope']);
    expect(isAddedRequiredName(wide.properties.nope)).toBe(true);
    expect(bySibling['properties']).toBeUndefined();
    expect(Object.keys(alone['properties'])).toEqual(['zz']);
    expect(Object.keys(shared.properties)).toEqual(['s']);
    // Gathering member by member read each member once per other member: about 18 million reads.
    expect(reads.count).toBeLessThan(20 * width);
  });
});
