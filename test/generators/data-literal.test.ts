/**
 * The prettier-exact data printer (generators/print/data-literal.ts) against prettier itself:
 * for any JSON value, printing it directly in its final layout gives exactly what formatting the
 * plainly printed literal (every object and array expanded) with the pinned options gives, so
 * server.ts can skip the formatter for its route table and schemas.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printLiteral } from '../../generators/emit/server/literal.js';
import { prettierNumber, printDataLiteral, requote } from '../../generators/format/data-literal.js';
import { stringWidth } from '../../generators/format/width.js';
import * as prettier from 'prettier';
import { PRETTIER_OPTIONS } from '../../generators/format/format.js';

/** Text biased towards what moves prettier's line breaks: quotes, wide characters, long runs. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.array(fc.constantFrom('a', 'bb', ' ', "'", '"', '\\', '\n', '漢', 'é', '\u0301', '😀', '\u2028', 'x'.repeat(20), '$ref', '__proto__'), { maxLength: 14 }).map((parts) => parts.join('')),
);
const key = fc.oneof(fc.constantFrom('a', 'in', 'name', 'type', 'title', '$ref', '__proto__', 'x-long-extension-key', 'k'.repeat(60), 'q'.repeat(95)), text);
const number = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e21, -1e-7, 0.5, 123456789012));
const json = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 6 }),
    fc.array(number, { maxLength: 40 }),
    fc.array(text, { maxLength: 8 }),
    fc.array(fc.array(text, { maxLength: 3 }), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
}));

async function viaPrettier(prefix: string, value: unknown): Promise<string> {
  return prettier.format(`${prefix}${printLiteral(value)};\n`, PRETTIER_OPTIONS);
}

function direct(prefix: string, value: unknown): string {
  return `${prefix}${printDataLiteral(value, { indent: 0, column: prefix.length, trailing: 1 }, stringWidth)};\n`;
}

describe('printDataLiteral', () => {
  it('prints any JSON value exactly as prettier formats it', async () => {
    await fc.assert(
      // At the top, always a container, as in server.ts (`routes`, `securitySchemes`, `components`).
      fc.asyncProperty(fc.oneof(fc.array(json.value, { maxLength: 6 }), fc.dictionary(key, json.value, { maxKeys: 6 })), fc.constantFrom('export const x = ', `export const ${'v'.repeat(70)} = `), async (value, prefix) => {
        const data = JSON.parse(JSON.stringify(value)) as unknown;
        expect(direct(prefix, data)).toBe(await viaPrettier(prefix, data));
      }),
      { numRuns: 400 },
    );
  }, 120_000);

  it.each([
    ['strings that just fit and just do not', { description: 'd'.repeat(84), other: 'd'.repeat(85) }],
    ['a short key never moves its value', { name: 'n'.repeat(120), in: null }],
    ['null and negative numbers move like strings, positive numbers never', { ['k'.repeat(90)]: null, ['m'.repeat(90)]: -12345, ['p'.repeat(96)]: 123456 }],
    ['arrays of arrays with several elements always break', { security: [['a', 'b'], ['c', 'd']], single: [['a'], ['b']] }],
    ['numbers fill their lines', { enum: Array.from({ length: 60 }, (_, index) => index * 997) }],
    ['empty containers and a __proto__ key', JSON.parse('{"__proto__": {"a": []}, "b": {}, "c": [{}, []]}')],
  ])('%s', async (_name, value) => {
    expect(direct('export const x = ', value)).toBe(await viaPrettier('export const x = ', value));
  });

  it('re-quotes and normalises like prettier', () => {
    expect(requote('"it\'s"')).toBe('"it\'s"');
    expect(requote('"say \\"hi\\""')).toBe("'say \"hi\"'");
    expect(requote('"a\'b\\"c"')).toBe("'a\\'b\"c'");
    expect(prettierNumber(1e21)).toBe('1e21');
    expect(prettierNumber(-1.5e-7)).toBe('-1.5e-7');
  });
});
