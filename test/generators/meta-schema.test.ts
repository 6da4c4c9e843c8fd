/**
 * The meta-schema check of servable schemas (generators/load/meta-schema.ts): Ajv's validator of
 * the JSON Schema 2020-12 meta-schema, remembered on disk as the code Ajv writes for it. What the
 * remembered validator answers must be what Ajv's validateSchema answers, error for error; a
 * damaged or foreign entry must never be run; and a run that finds the entry must not load Ajv.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { evaluated, metaSchemaCheck } from '../../generators/load/meta-schema.js';
import { REPO_ROOT, scratchDir } from './helpers/scratch.js';

const ajv = new Ajv2020({ strict: false, logger: false, validateFormats: false });

/** What Ajv itself answers, in the check's shape; a throw as `{ throws: message }`. */
function ajvAnswer(schema: unknown): unknown {
  try {
    const valid = ajv.validateSchema(schema as object) as boolean;
    return valid ? { valid } : { valid, error: ajv.errors?.[0] };
  } catch (error) {
    return { throws: (error as Error).message };
  }
}

function answer(check: ReturnType<typeof metaSchemaCheck>, schema: unknown): unknown {
  try {
    const result = check(schema);
    return result.valid ? { valid: true } : result;
  } catch (error) {
    return { throws: (error as Error).message };
  }
}

/** A check whose validator was read from disk: the entry written by a first check in another folder. */
function rememberedCheck(): ReturnType<typeof metaSchemaCheck> {
  const first = scratchDir('meta-schema-first');
  metaSchemaCheck(first);
  const entries = readdirSync(first);
  expect(entries).toHaveLength(1);
  const second = scratchDir('meta-schema-second');
  writeFileSync(path.join(second, entries[0]!), readFileSync(path.join(first, entries[0]!)));
  return metaSchemaCheck(second);
}

const SCHEMAS: readonly unknown[] = [
  { type: 'string' },
  { type: 'strin' },
  { type: ['string', 'null'] },
  { type: ['string', 'string'] },
  { type: 'object', properties: { a: { type: 'integer', minimum: 'x' } }, required: ['a', 'a'] },
  { $defs: { a: { items: { type: 7 } } }, $ref: '#/$defs/a' },
  { allOf: [{ anyOf: [{ oneOf: [{ not: { enum: 'x' } }] }] }] },
  { if: { const: 1 }, then: { maxLength: -1 }, else: { pattern: 5 } },
  { prefixItems: [{ type: 'number' }, { minItems: 1.5 }], items: false },
  { unevaluatedProperties: { type: 'bogus' }, dependentSchemas: { a: { required: 'a' } } },
  { patternProperties: { '^x': { multipleOf: 0 } }, propertyNames: { format: 1 } },
  { contains: { type: 'string' }, minContains: -1 },
  { $dynamicAnchor: 'meta', $dynamicRef: '#meta', additionalProperties: { type: 'nope' } },
  { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'x' },
  { $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' },
  { $schema: 5 },
  { examples: 'not a list', deprecated: 'yes', readOnly: 1 },
  { discriminator: { propertyName: 'kind' }, 'x-extension': { type: 'anything' }, nullable: true },
  [],
  [{ type: 'string' }],
  'string',
  7,
  null,
  true,
  false,
];

describe('the remembered meta-schema validator', () => {
  const check = rememberedCheck();

  it.each(SCHEMAS.map((schema) => [JSON.stringify(schema), schema]))('answers %s as Ajv does', (_text, schema) => {
    expect(answer(check, schema)).toEqual(ajvAnswer(schema));
  });

  it('answers generated schemas as Ajv does', () => {
    const keyword = fc.constantFrom('type', 'items', 'properties', 'required', 'enum', 'const', 'minimum', 'pattern', 'allOf', 'anyOf', 'not', '$ref', '$defs', 'additionalProperties', 'format', 'minLength', 'uniqueItems', 'title', 'x-a');
    const value = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('string', 'object', 'integer', 'bogus', '#/$defs/a', '^a+$'),
        fc.integer({ min: -2, max: 3 }),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(keyword, tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(fc.property(fc.dictionary(keyword, value, { maxKeys: 4 }), (schema) => {
      expect(answer(check, schema)).toEqual(ajvAnswer(schema));
    }), { numRuns: 300 });
  });
});

describe('what is evaluated', () => {
  it('only a function that needs nothing but Ajv\'s equality helper', () => {
    expect(evaluated('module.exports = function v() { return true; };')).toBeTypeOf('function');
    expect(evaluated('const e = require("ajv/dist/runtime/equal").default; module.exports = (a) => e(a, 1);')?.(1)).toBe(true);
    for (const code of ['module.exports = require("node:fs");', 'module.exports = 5;', 'throw new Error("damaged")', '{{{']) {
      expect(evaluated(code), code).toBeUndefined();
    }
  });

  it('a damaged entry is compiled again with Ajv and rewritten', () => {
    const folder = scratchDir('meta-schema-damaged');
    metaSchemaCheck(folder);
    const [entry] = readdirSync(folder);
    const damaged = scratchDir('meta-schema-damaged-copy');
    writeFileSync(path.join(damaged, entry!), 'module.exports = require("node:child_process");');
    const check = metaSchemaCheck(damaged);
    expect(answer(check, { type: 'strin' })).toEqual(ajvAnswer({ type: 'strin' }));
    expect(readFileSync(path.join(damaged, entry!), 'utf8')).toBe(readFileSync(path.join(folder, entry!), 'utf8'));
  });
});

describe('a run that finds the entry', () => {
  it('checks schemas without loading Ajv', () => {
    const folder = scratchDir('meta-schema-no-ajv');
    metaSchemaCheck(folder);
    const script = [
      `import { metaSchemaCheck } from './generators/load/meta-schema.ts';`,
      `import { createRequire } from 'node:module';`,
      `const require = createRequire(import.meta.url);`,
      `const loaded = () => Object.keys(require.cache).some((file) => /ajv[\\\\/]dist[\\\\/](core|2020|compile)/.test(file));`,
      `const check = metaSchemaCheck(${JSON.stringify(folder)});`,
      `const answers = { valid: check({ type: 'string' }).valid, invalid: check({ type: 'strin' }).valid, ajvLoaded: loaded() };`,
      // The control: loading Ajv is seen, so the answer above is not blind.
      `require('ajv/dist/2020.js');`,
      `console.log(JSON.stringify({ ...answers, seenOnceLoaded: loaded() }));`,
    ].join('\n');
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ valid: true, invalid: false, ajvLoaded: false, seenOnceLoaded: true });
  });
});
