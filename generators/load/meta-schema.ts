/**
 * The JSON Schema 2020-12 meta-schema check of servable-schemas.ts, without compiling the
 * meta-schema on every run. Loading Ajv's 2020 dialect and compiling the meta-schema took
 * 140-330 ms of each `generate` on a busy machine (Ajv's core is loaded by Redocly's anyway), all
 * of it on the run's critical path; the check itself takes
 * milliseconds. Ajv writes the validator it compiles as JavaScript (its "standalone" code), which
 * is remembered on disk (generators/disk-cache.ts) under Ajv's version and these options, and
 * evaluated on later runs (25-45 ms): the same function Ajv would compile, with the same errors.
 *
 * The code comes from Ajv and the meta-schema Ajv ships, never from a document. The cache folder
 * is trusted as it already is for the layouts written into generated code (disk-cache.ts), and
 * an entry is only evaluated when it imports nothing but the one runtime helper it is known to
 * need; anything else in the entry (another Ajv, a damaged file) makes this process compile with
 * Ajv and write the entry again. A schema naming its own `$schema` goes to Ajv itself, as
 * before: Ajv picks the meta-schema by that name (and refuses names it does not know).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js';
import { cacheKey, readCached, writeCached } from '../disk-cache.js';
import { toolkitCacheFolder } from '../toolkit-root.js';

/** How Ajv reads schemas here: lenient about unknown keywords, formats not checked (as the server's Ajv). */
const AJV_OPTIONS = { strict: false, logger: false, validateFormats: false } as const;
const META_SCHEMA_2020 = 'https://json-schema.org/draft/2020-12/schema';
/** Raised when what an entry holds changes. */
const FORMAT = 1;
/** What the remembered code may require: Ajv's deep equality (a small module; Ajv itself is not loaded). */
const RUNTIME_MODULES: ReadonlySet<string> = new Set(['ajv/dist/runtime/equal']);

export const META_SCHEMA_CACHE_FOLDER = path.join(toolkitCacheFolder(), 'meta-schema');

export interface MetaSchemaResult {
  readonly valid: boolean;
  /** The first of Ajv's errors when not valid. */
  readonly error?: ErrorObject;
}

/** Checks one schema; throws as Ajv's validateSchema does (a `$schema` Ajv does not know). */
export type MetaSchemaCheck = (schema: unknown) => MetaSchemaResult;

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const require = createRequire(import.meta.url);
const checks = new Map<string, MetaSchemaCheck>();

/** The check, made once per process and cache folder. */
export function metaSchemaCheck(folder = META_SCHEMA_CACHE_FOLDER): MetaSchemaCheck {
  let check = checks.get(folder);
  if (check === undefined) {
    check = makeCheck(folder);
    checks.set(folder, check);
  }
  return check;
}

function makeCheck(folder: string): MetaSchemaCheck {
  let ajv: Ajv2020 | undefined;
  const loadedAjv = (): Ajv2020 => (ajv ??= newAjv());
  const validate = rememberedValidator(folder) ?? compileAndRemember(loadedAjv(), folder);
  return (schema) => {
    // As Ajv's validateSchema: a boolean schema is valid as it is.
    if (typeof schema === 'boolean') return { valid: true };
    // An object without `$schema` is checked against the default meta-schema, the remembered
    // validator; anything else (a `$schema` to look up, null) goes to Ajv, errors and throws alike.
    if (typeof schema !== 'object' || schema === null || '$schema' in schema) {
      const withAjv = loadedAjv();
      const valid = withAjv.validateSchema(schema as object) as boolean;
      return valid ? { valid } : { valid, ...firstError(withAjv.errors) };
    }
    const valid = validate(schema);
    return valid ? { valid } : { valid, ...firstError(validate.errors) };
  };
}

function firstError(errors: ErrorObject[] | null | undefined): { error?: ErrorObject } {
  const error = errors?.[0];
  return error === undefined ? {} : { error };
}

function newAjv(): Ajv2020 {
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  // `code.source` keeps the compiled code, for standaloneCode(); it does not change what is checked.
  return new Ajv({ ...AJV_OPTIONS, code: { source: true } });
}

function entryKey(): string {
  const { version } = require('ajv/package.json') as { version: string };
  return `${cacheKey(`format ${FORMAT}`, version, JSON.stringify(AJV_OPTIONS), META_SCHEMA_2020)}.js`;
}

function rememberedValidator(folder: string): Validate | undefined {
  const code = readCached(folder, entryKey());
  return code === undefined ? undefined : evaluated(code);
}

/** The validator in `code` (CommonJS, as Ajv writes it), or undefined when it is not one or needs another module. */
export function evaluated(code: string): Validate | undefined {
  const module: { exports: unknown } = { exports: undefined };
  const requireKnown = (name: string): unknown => {
    if (!RUNTIME_MODULES.has(name)) throw new Error(`the remembered meta-schema validator requires ${name}`);
    return require(name);
  };
  try {
    new Function('module', 'exports', 'require', code)(module, {}, requireKnown);
  } catch {
    return undefined;
  }
  return typeof module.exports === 'function' ? (module.exports as Validate) : undefined;
}

function compileAndRemember(ajv: Ajv2020, folder: string): Validate {
  const validate = ajv.getSchema(META_SCHEMA_2020);
  if (validate === undefined) throw new Error(`Ajv has no meta-schema ${META_SCHEMA_2020}`);
  const { default: standaloneCode } = require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js');
  const code = standaloneCode(ajv, validate);
  // Only code this module can evaluate is remembered (a future Ajv may need other helpers).
  if (evaluated(code) !== undefined) writeCached(folder, entryKey(), code);
  return validate as Validate;
}
