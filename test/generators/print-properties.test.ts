/**
 * Property tests (fast-check) for the security boundary: for ANY input string the sanitiser
 * gives a safe identifier, a JSDoc block stays one comment, and a string literal (double- or
 * single-quoted) stays one literal with the same value.
 */
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isSafeIdentifier, toCamelIdentifier, toPascalIdentifier } from '../../generators/print/sanitize.js';
import { jsDocBlock, singleQuotedLiteral, stringLiteral } from '../../generators/print/escape.js';

/** Strings biased towards the characters that break generated code. */
const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.constantFrom('*/', '/*', '`', '${', '}', '"', "'", '\\', '\n', '\r', '\u2028', '\u2029', '\r\n', '\uD800', '\uDFFF', '\\u{', '$', '{', '__proto__', 'constructor', 'delete', ' ', 'a', '1', '<!--', '-->'), { maxLength: 12 }).map((parts) => parts.join('')),
);

function parse(text: string): ts.SourceFile {
  return ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

describe('print boundary properties', () => {
  it('sanitised identifiers are always safe and parse as one identifier', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        for (const identifier of [toCamelIdentifier(input), toPascalIdentifier(input)]) {
          expect(isSafeIdentifier(identifier)).toBe(true);
          const statement = parse(`let ${identifier} = 1;`).statements;
          expect(statement.length).toBe(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a JSDoc block of any text is a comment and nothing else', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        const source = parse(`${jsDocBlock(input)}\nexport {};\n`);
        expect(source.statements.length).toBe(1);
        expect(source.statements[0]?.kind).toBe(ts.SyntaxKind.ExportDeclaration);
      }),
      { numRuns: 500 },
    );
  });

  it('a string literal of any text is one literal with exactly that value', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        const source = parse(`const x = ${stringLiteral(input)};`);
        const declaration = (source.statements[0] as ts.VariableStatement | undefined)?.declarationList.declarations[0];
        expect(source.statements.length).toBe(1);
        expect(declaration?.initializer && ts.isStringLiteral(declaration.initializer) ? declaration.initializer.text : undefined).toBe(input);
      }),
      { numRuns: 500 },
    );
  });

  it('a single-quoted literal of any text is one literal with exactly that value', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        const source = parse(`const x = ${singleQuotedLiteral(input)};`);
        const declaration = (source.statements[0] as ts.VariableStatement | undefined)?.declarationList.declarations[0];
        expect(source.statements.length).toBe(1);
        expect(declaration?.initializer && ts.isStringLiteral(declaration.initializer) ? declaration.initializer.text : undefined).toBe(input);
        // And as JavaScript reads it.
        expect(new Function(`return ${singleQuotedLiteral(input)};`)()).toBe(input);
      }),
      { numRuns: 500 },
    );
  });
});
