/**
 * Laying out a file part by part (generators/format/parts.ts) must give exactly what prettier
 * gives on the whole file. The unit test holds it to that on four documents; here every
 * real-world document of test/corpus/documents/ and of ../shared/specs (when it is beside the
 * project: present in CI, absent on a user's clone) is held to it too, for every file an
 * emitter hands over in parts. A document the generator refuses has no files to compare.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMITTERS } from '../../generators/emit/index.js';
import { formatTypeScript } from '../../generators/format/format.js';
import { formatInParts, type PartMemory } from '../../generators/format/parts.js';
import { loadDocument, SpecError } from '../../generators/load/index.js';
import { buildModel } from '../../generators/model/build.js';

const DOCUMENTS = fileURLToPath(new URL('./documents', import.meta.url));
const SHARED = fileURLToPath(new URL('../../../shared/specs', import.meta.url));
/** Stripe is left out for time (prettier over its whole files takes about ten seconds); GHES 3.6 stands for the large documents. */
const SHARED_SPECS = ['museum.yaml', 'github-ghes-3.6.json'];
if (!existsSync(SHARED)) console.warn(`test/corpus/format-parts.corpus.ts: SKIPPED for ${SHARED_SPECS.join(', ')} — ${SHARED} is not here (it exists only beside CI checkouts)`);

const FORGETFUL: PartMemory = { get: () => undefined, set: () => undefined, save: () => undefined };

const files = [
  ...readdirSync(DOCUMENTS).sort().map((name) => path.join(DOCUMENTS, name)),
  ...(existsSync(SHARED) ? SHARED_SPECS.map((name) => path.join(SHARED, name)) : []),
];

describe('formatting in parts on real-world documents', () => {
  it.each(files)('%s: every file emitted in parts lays out as the whole file does', async (file) => {
    let model;
    try {
      model = buildModel(await loadDocument(file), { source: file });
    } catch (error) {
      // Refused documents are covered by corpus.corpus.ts (each must be listed there).
      if (error instanceof SpecError) return;
      throw error;
    }
    let compared = 0;
    for (const { emit } of EMITTERS) {
      for (const generated of await emit(model, { regenerateCommand: 'npm run generate' })) {
        if (generated.parts === undefined) continue;
        expect(generated.parts.join(''), generated.path).toBe(generated.contents);
        const whole = await formatTypeScript(generated.contents, generated.path);
        expect(await formatInParts(generated.parts, (text) => formatTypeScript(text, generated.path), FORGETFUL), generated.path).toBe(whole);
        compared += 1;
      }
    }
    expect(compared).toBe(3);
  }, 120_000);
});
