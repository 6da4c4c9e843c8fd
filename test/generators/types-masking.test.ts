/** Prototype-member names around openapi-typescript: masked on the way in, restored on the way out. */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { maskPrototypeNames, unmaskPrototypeNames } from '../../generators/emit/types-masking.js';
import { printTypes } from '../../generators/emit/types.js';
import { stringLiteral } from '../../generators/print/escape.js';
import { typeCheckTypesWith } from './helpers/typecheck.js';

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

/**
 * openapi-typescript builds a JSON pointer from each name on its way down and percent-decodes it
 * again, so a name holding a `%` that starts no escape (a property `50%off` with members, a schema
 * `Rate%`, a query parameter `rate%` with an object schema: all valid OpenAPI) threw "URI
 * malformed" and generate stopped with "please report". Such names are masked like prototype
 * names, and restored as data wherever they come back: quoted in code, escaped in comments.
 */
describe('names openapi-typescript cannot decode', () => {
  const HOSTILE = 'x%zz" ; PWNED_KEY(); "*/ PWNED_COMMENT(); /*\n';
  const DOCUMENT = {
    openapi: '3.1.0',
    info: { title: 'percent', version: '1' },
    paths: {
      '/rates': {
        get: {
          operationId: 'rates',
          parameters: [{ name: 'rate%', in: 'query', schema: { type: 'object', properties: { min: { type: 'number' } } } }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Rate%25' } } } } },
        },
      },
    },
    components: {
      schemas: {
        'Rate%': {
          type: 'object',
          required: ['50%off', HOSTILE],
          properties: {
            '50%off': { type: 'object', properties: { until: { type: 'string' } } },
            [HOSTILE]: { type: 'object', description: HOSTILE, properties: { a: { type: 'integer' } } },
            '%E2%80': { type: 'object', properties: { b: { type: 'boolean' } } },
          },
        },
      },
    },
  };

  it('are typed under their own names, and no text of theirs becomes code', async () => {
    const types = await printTypes(JSON.parse(JSON.stringify(DOCUMENT)));
    expect(types).not.toContain('__oats_masked');
    const key = stringLiteral(HOSTILE);
    expect(typeCheckTypesWith('types-percent-names', types, [
      "import type { operations, components } from './types.js';",
      "type Rate = components['schemas']['Rate%'];",
      `export const rate: Rate = { '50%off': { until: 'x' }, ${key}: { a: 1 }, '%E2%80': { b: true } };`,
      "export const query: NonNullable<operations['rates']['parameters']['query']> = { 'rate%': { min: 1 } };",
      "export const answer: operations['rates']['responses'][200]['content']['application/json'] = rate;",
    ])).toEqual([]);
    const source = ts.createSourceFile('types.ts', types, ts.ScriptTarget.Latest, true);
    const identifiers: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) identifiers.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(identifiers.filter((name) => name.includes('PWNED'))).toEqual([]);
  });
});
