/**
 * Schemas whose own keywords contradict each other (generators/load/unsatisfiable-schemas.ts):
 * hey-api's schema-const.yaml has `garply: {type: integer, const: "10n"}`, which generate took
 * silently; the types said `garply?: "10n"` and the server refused every body holding it.
 */
import { describe, expect, it } from 'vitest';
import { loadDocument, type SpecProblem } from '../../generators/load/index.js';
import { PatternTests } from '../../generators/load/own-keywords.js';
import { writeSpec } from './helpers/scratch.js';

const INFO = "info: { title: t, version: '1' }\n";

function summary(warnings: readonly SpecProblem[]): string[] {
  return warnings.map((warning) => `${warning.pointer} ${warning.message}`);
}

const at = (name: string, rest: string): string => `/components/schemas/${name}${rest}`;

describe('a schema no value can satisfy', () => {
  it('is a located warning for each contradiction of its own keywords, in 3.1', async () => {
    const file = writeSpec(
      'unsatisfiable-31',
      `openapi: 3.1.0
${INFO}paths: {}
components:
  schemas:
    Garply: { type: integer, const: 10n }
    Fraction: { type: integer, const: 1.5 }
    TooLong: { type: string, maxLength: 2, const: abc }
    Unmatched: { type: string, pattern: '^[a-z]+$', const: A1 }
    Below: { type: number, minimum: 5, const: 3 }
    NotListed: { const: a, enum: [b, c] }
    AllTooLong: { type: string, maxLength: 3, enum: [abcd, efghi] }
    SomeTooLong: { type: string, maxLength: 3, enum: [abc, efghi] }
    Crossed: { type: integer, minimum: 10, maximum: 1 }
    CrossedUntyped: { minimum: 10, maximum: 1 }
    NoInteger: { type: integer, minimum: 1.2, maximum: 1.8 }
    Exclusive: { type: number, exclusiveMinimum: 1, maximum: 1 }
    Lengths: { type: string, minLength: 5, maxLength: 2 }
    Items: { type: array, minItems: 3, maxItems: 1 }
    Sizes: { type: object, minProperties: 2, maxProperties: 1 }
    Contains: { type: array, contains: { type: string }, minContains: 2, maxContains: 1 }
    Forbidden: { type: object, required: [x], properties: { x: false } }
    Crowded: { type: object, required: [a, b], maxProperties: 1 }
`,
    );
    const loaded = await loadDocument(file);
    expect(summary(loaded.warnings)).toEqual([
      `${at('Garply', '/const')} \`const: "10n"\` is refused by its own schema (type integer), so no value can pass this schema`,
      `${at('Fraction', '/const')} \`const: 1.5\` is refused by its own schema (type integer), so no value can pass this schema`,
      `${at('TooLong', '/const')} \`const: "abc"\` is refused by its own schema (maxLength 2), so no value can pass this schema`,
      `${at('Unmatched', '/const')} \`const: "A1"\` is refused by its own schema (the pattern), so no value can pass this schema`,
      `${at('Below', '/const')} \`const: 3\` is refused by its own schema (minimum 5), so no value can pass this schema`,
      `${at('NotListed', '/const')} \`const: "a"\` is refused by its own schema (the enum), so no value can pass this schema`,
      `${at('AllTooLong', '/enum')} \`enum\` lists values its own schema refuses ("abcd": maxLength 3, "efghi": maxLength 3), so no value can pass this schema`,
      `${at('SomeTooLong', '/enum')} \`enum\` lists a value its own schema refuses ("efghi": maxLength 3), so it is never valid`,
      `${at('Crossed', '/minimum')} \`minimum: 10\` and \`maximum: 1\` leave no number between them, so no value can pass this schema`,
      `${at('CrossedUntyped', '/minimum')} \`minimum: 10\` and \`maximum: 1\` leave no number between them, so no number can pass this schema`,
      `${at('NoInteger', '/minimum')} \`minimum: 1.2\` and \`maximum: 1.8\` leave no integer between them, so no value can pass this schema`,
      `${at('Exclusive', '/exclusiveMinimum')} \`exclusiveMinimum: 1\` and \`maximum: 1\` leave no number between them, so no value can pass this schema`,
      `${at('Lengths', '/minLength')} \`minLength: 5\` is greater than \`maxLength: 2\`, so no value can pass this schema`,
      `${at('Items', '/minItems')} \`minItems: 3\` is greater than \`maxItems: 1\`, so no value can pass this schema`,
      `${at('Sizes', '/minProperties')} \`minProperties: 2\` is greater than \`maxProperties: 1\`, so no value can pass this schema`,
      `${at('Contains', '/minContains')} \`minContains: 2\` is greater than \`maxContains: 1\`, so no value can pass this schema`,
      `${at('Forbidden', '/properties/x')} property "x" is required and declared \`false\` (no value), so no value can pass this schema`,
      `${at('Crowded', '/required')} \`required\` lists 2 properties but \`maxProperties\` is 1, so no value can pass this schema`,
    ]);
    // Said at the keyword's own line and column in the file, as every loader warning is.
    expect(loaded.warnings[0]).toMatchObject({ file, line: 6, column: 37, severity: 'warning', hint: expect.stringContaining('generated as written') });
  });

  it('is not warned about where some value passes (type arrays with null, 1.0 as an integer, an enum with one fitting value, a character outside the BMP)', async () => {
    const file = writeSpec(
      'satisfiable-31',
      `openapi: 3.1.0
${INFO}paths: {}
components:
  schemas:
    NullConst: { type: [integer, 'null'], const: null }
    Two: { type: number, const: 2 }
    WholeFloat: { type: integer, const: 1.0 }
    Mixed: { type: [integer, string], enum: [1, one] }
    Untyped: { enum: [1, one, null] }
    Single: { type: number, minimum: 1, maximum: 1 }
    Integer: { type: integer, minimum: 0.5, maximum: 1.5 }
    Fits: { type: string, maxLength: 3, pattern: '^[a-z]+$', enum: [abc, de] }
    Optional: { type: object, properties: { x: false } }
    Bounded: { type: array, minContains: 2, maxContains: 1 }
    OneCharacter: { type: string, maxLength: 1, const: "\\U0001F600" }
`,
    );
    expect(summary((await loadDocument(file)).warnings)).toEqual([]);
  });

  it('reads 3.0 `nullable` as allowing null, and warns only for numbers where null still passes', async () => {
    const file = writeSpec(
      'unsatisfiable-30',
      `openapi: 3.0.3
${INFO}paths: {}
components:
  schemas:
    Nullable: { type: integer, nullable: true, enum: [null, 1] }
    NullableUntyped: { nullable: true, enum: [null, 1] }
    NullableString: { type: string, nullable: true, maxLength: 2, enum: [ab] }
    CrossedNullable: { type: integer, nullable: true, minimum: 5, maximum: 1 }
    ExclusiveFlag: { type: number, minimum: 1, maximum: 1, exclusiveMaximum: true }
`,
    );
    expect(summary((await loadDocument(file)).warnings)).toEqual([
      `${at('CrossedNullable', '/minimum')} \`minimum: 5\` and \`maximum: 1\` leave no number between them, so no number can pass this schema`,
      `${at('ExclusiveFlag', '/minimum')} \`minimum: 1\` and \`exclusiveMaximum: 1\` leave no number between them, so no value can pass this schema`,
    ]);
  });

  it('leaves an enum value of another type to the enum-type warning, and counts it toward "no value"', async () => {
    const file = writeSpec('unsatisfiable-enum-types', `openapi: 3.1.0\n${INFO}paths: {}\ncomponents:\n  schemas:\n    Codes: { type: string, maxLength: 1, enum: [1, ab] }\n`);
    expect(summary((await loadDocument(file)).warnings)).toEqual([
      `${at('Codes', '/enum')} \`enum\` lists a value of another type than \`type: string\` (1), so it is never valid`,
      `${at('Codes', '/enum')} \`enum\` lists a value its own schema refuses ("ab": maxLength 1), so no value can pass this schema`,
    ]);
  });
});

describe('the pattern tests of one document', () => {
  // Patterns and values both come from the document: 200 enum values of 1,000 characters under
  // a pattern whose automaton walks 1.5 million states for each would cost seconds.
  it('stop at one budget for the document, so an input cannot choose how long they take', () => {
    const tests = new PatternTests();
    const results = Array.from({ length: 200 }, () => tests.accepts('^(?:[a-z]{1,2000})+$', 'a'.repeat(1_000)));
    const made = results.filter((result) => result !== undefined).length;
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThanOrEqual(8);
    expect(results.slice(made).every((result) => result === undefined)).toBe(true);
  });

  it('count the automata they build, so many distinct patterns beside short values end too', () => {
    // Each distinct pattern builds an automaton of a few thousand states on its first test, which
    // its match of 51 characters hardly spends: 5,000 such schemas with a default (650 KB) took
    // 12.6 s of CPU and 2.9 GB, every automaton kept; now the builds count against the budget.
    const tests = new PatternTests();
    const results = Array.from({ length: 1_000 }, (_, index) => tests.accepts(`^(?:[a-z]{1,${1_000 + index}})+$`, `${'a'.repeat(50)}!`));
    const made = results.filter((result) => result !== undefined).length;
    expect(made).toBeGreaterThan(100);
    expect(made).toBeLessThan(600);
    expect(results.slice(0, made).every((result) => result === false)).toBe(true);
  });

  it('compile each pattern once and read an invalid one as no answer', () => {
    const tests = new PatternTests();
    expect(tests.accepts('^[a-z]+$', 'abc')).toBe(true);
    expect(tests.accepts('^[a-z]+$', 'A')).toBe(false);
    expect(tests.accepts('(', 'A')).toBeUndefined();
  });
});
