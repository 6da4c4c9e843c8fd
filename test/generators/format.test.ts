/**
 * The writer formats with prettier's `babel-ts` parser first (FAST_PARSER, faster) instead of
 * the pinned `typescript` parser. Both must give exactly the same text for everything we
 * generate: every TypeScript file the emitters produce for documents we own and hostile ones,
 * before formatting, is formatted with both parsers here.
 */
import path from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { EMITTERS } from '../../generators/emit/index.js';
import { loadDocument } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';
import { FAST_PARSER, PRETTIER_OPTIONS } from '../../generators/format/format.js';
import { FIXTURES, REPO_ROOT } from './helpers/scratch.js';

const DOCUMENTS = [
  path.join(REPO_ROOT, 'spec/openapi.yaml'),
  path.join(FIXTURES, 'hostile.yaml'),
  path.join(REPO_ROOT, 'test/client/fixtures/plain-api.yaml'),
  path.join(REPO_ROOT, 'test/server/fixtures/plain-api.yaml'),
];

describe('the fast parser', () => {
  it.each(DOCUMENTS)('formats what the emitters produce for %s exactly as the typescript parser does', async (file) => {
    const model = buildModel(await loadDocument(file), { source: file });
    for (const { name, emit } of EMITTERS.filter((entry) => entry.background !== true)) {
      for (const generated of await emit(model, { regenerateCommand: 'npm run generate' })) {
        if ((generated.format ?? 'typescript') !== 'typescript') continue;
        const texts = generated.parts?.filter((part) => part.formatted !== true).map((part) => part.text) ?? [generated.contents];
        for (const text of texts) {
          const pinned = await format(text, PRETTIER_OPTIONS);
          expect(await format(text, { ...PRETTIER_OPTIONS, parser: FAST_PARSER }), `${name}: ${generated.path}`).toBe(pinned);
        }
      }
    }
  }, 120_000);
});
