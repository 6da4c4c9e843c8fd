/**
 * What the types emitter did before it called openapi-typescript's transform directly: the
 * `openapiTS()` entry point (which lints and bundles the document again first) with a rule-free
 * Redocly config, the emitter's options (free-form objects open, defaults not making members
 * required) and its type overrides (bytes as Blob, tuples with what may follow them), given the
 * same copy of the document the emitter gives the transform (`typesCopy`: prototype names
 * masked, and the corrections of types.ts made, such as a required name its schema does not
 * declare). Tests compare the emitter's output with this (decisions/0003): the printing is the
 * same; what the corrections change is tested where each is made.
 */
import { createRequire } from 'node:module';
import openapiTS, { astToString } from 'openapi-typescript';
import { typeOverrides, typesCopy } from '../../../generators/emit/types.js';
import { unmaskPrototypeNames } from '../../../generators/emit/types-masking.js';

export async function viaOpenapiTS(document: { readonly [key: string]: unknown }): Promise<string> {
  const require = createRequire(import.meta.url);
  const core = createRequire(require.resolve('openapi-typescript'))('@redocly/openapi-core') as { createConfig: (raw: object, options: object) => Promise<never> };
  const { document: copy, originals } = typesCopy(document);
  const ast = await openapiTS(copy as never, { redocly: await core.createConfig({ rules: {} }, { extends: [] }), silent: true, emptyObjectsUnknown: true, defaultNonNullable: false, transform: typeOverrides });
  return unmaskPrototypeNames(astToString(ast), originals);
}
