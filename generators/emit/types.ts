/**
 * `types.ts` from openapi-typescript's Node API. openapi-typescript bundles its own Redocly core
 * (1.x) and, without a config, lints with a preset that refuses documents our loader accepts (a
 * property named `constructor`, `nullable` in 3.1) and reads redocly.yaml from the cwd. We hand
 * it a config created here with no rules at all: our loader decides what is acceptable.
 */
import { createRequire } from 'node:module';
import openapiTS, { astToString } from 'openapi-typescript';
import type { Emitter } from '../model/types.js';
import { fileHeader } from '../print/header.js';
import { maskPrototypeNames, unmaskPrototypeNames } from './types-masking.js';
import { prettierLayout } from './types-layout.js';
import { formatTypeScript } from '../write/format.js';
import { stringWidth } from '../print/width.js';

type RedoclyConfig = NonNullable<Parameters<typeof openapiTS>[1]>['redocly'];

/** The Redocly core openapi-typescript itself resolves (its nested copy when there is one). */
function redoclyCoreOfOpenapiTypescript(): { createConfig: (raw: object, options: object) => Promise<RedoclyConfig> } {
  const require = createRequire(import.meta.url);
  const fromOpenapiTypescript = createRequire(require.resolve('openapi-typescript'));
  return fromOpenapiTypescript('@redocly/openapi-core') as never;
}

async function ruleFreeConfig(): Promise<RedoclyConfig> {
  // `extends: []` stops the "recommended" fallback an empty config would get.
  return redoclyCoreOfOpenapiTypescript().createConfig({ rules: {} }, { extends: [] });
}

export const emitTypes: Emitter = async (model, context) => {
  const printed = await printTypes(model.document);
  // Laid out as prettier would, without running prettier over the whole file (see types-layout.ts).
  const body = await prettierLayout(printed, (text) => formatTypeScript(text, 'types.ts'), stringWidth);
  const contents = fileHeader('block', model.source, context.regenerateCommand) + body;
  return [{ path: 'types.ts', contents, format: 'typescript', parts: [{ text: contents, formatted: true }] }];
};

/** openapi-typescript's output for the document, as its printer writes it. */
export async function printTypes(bundled: { readonly [key: string]: unknown }): Promise<string> {
  // maskPrototypeNames also makes the copy openapi-typescript may annotate (the model is shared).
  const { document, originals } = maskPrototypeNames(bundled);
  const ast = await openapiTS(document as never, { redocly: await ruleFreeConfig(), silent: true });
  return unmaskPrototypeNames(astToString(ast), originals);
}
