/** Prototype-member names around openapi-typescript: masked on the way in, restored on the way out. */
import { describe, expect, it } from 'vitest';
import { maskPrototypeNames, unmaskPrototypeNames } from '../../generators/emit/types-masking.js';

describe('maskPrototypeNames', () => {
  it('masks keys, whole string values and $ref segments, leaving other text alone', () => {
    const document = JSON.parse('{"components":{"schemas":{"constructor":{"required":["valueOf"],"properties":{"valueOf":{"description":"the valueOf of it"},"__proto__":{"$ref":"#/components/schemas/constructor"}}}}}}');
    const { document: masked, originals } = maskPrototypeNames(document);
    const text = JSON.stringify(masked);
    expect(text).not.toMatch(/"(constructor|valueOf|__proto__)"/);
    expect(text).toContain('the valueOf of it');
    expect(text).toMatch(/"#\/components\/schemas\/__oats_masked_\d+__"/);
    expect(new Set(originals.values())).toEqual(new Set(Object.getOwnPropertyNames(Object.prototype)));
  });

  it('picks a placeholder prefix the document does not contain', () => {
    const { originals } = maskPrototypeNames({ note: '__oats_masked_ is mentioned here', required: ['toString'] });
    expect(originals.size).toBeGreaterThan(0);
    expect([...originals.keys()].every((placeholder) => placeholder.startsWith('__oats_masked__') && !'__oats_masked_ is mentioned here'.includes(placeholder))).toBe(true);
  });

  it('hands back an unchanged copy of a document that names no prototype member, even where a name is part of longer text', () => {
    const document = { components: { schemas: { Builder: { description: 'has a constructor', properties: { toStringish: { $ref: '#/components/schemas/valueOfThing' } } } } } };
    const masking = maskPrototypeNames(document);
    expect(masking.document).toEqual(document);
    expect(masking.document).not.toBe(document); // a copy: openapi-typescript writes into what it gets
    expect(masking.originals.size).toBe(0);
    // Only a $ref segment: still masked.
    expect(JSON.stringify(maskPrototypeNames({ a: { $ref: '#/components/schemas/hasOwnProperty' } }).document)).not.toContain('hasOwnProperty');
  });
});

describe('unmaskPrototypeNames', () => {
  it('quotes a placeholder property name and restores names inside strings and comments', () => {
    const { originals } = maskPrototypeNames({ constructor: {} });
    const placeholder = [...originals].find(([, name]) => name === 'constructor')?.[0] ?? '';
    const printed = `/** @description ${placeholder} */\ntype A = { ${placeholder}: components["schemas"]["${placeholder}"] };\n`;
    expect(unmaskPrototypeNames(printed, originals)).toBe('/** @description constructor */\ntype A = { "constructor": components["schemas"]["constructor"] };\n');
  });
});
