/**
 * Documents written by others (../shared/specs/: Redocly's museum, GitHub Enterprise 3.6,
 * Stripe 2022) generate into a temporary folder and the output type-checks strictly. They are
 * absent on a user's clone: then this file says so loudly and skips.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generators/pipeline.js';
import { writeOutput } from '../../generators/write/index.js';
import { scratchDir, SHARED_SPECS } from '../generators/helpers/scratch.js';
import { typeCheck, typeScriptFiles } from '../generators/helpers/typecheck.js';

const DOCUMENTS = ['museum.yaml', 'github-ghes-3.6.json', 'stripe-2022.json'];
const available = existsSync(SHARED_SPECS);
if (!available) console.warn(`SKIPPED test/corpus/shared-specs-generate.corpus.ts: ${SHARED_SPECS} is absent (it exists beside the project in CI and on developer machines, not on a user's clone)`);

describe.skipIf(!available).each(DOCUMENTS)('real-world document %s', (name) => {
  it('generates output that type-checks strictly', async () => {
    const { files, model } = await generate({ specPath: path.join(SHARED_SPECS, name), regenerateCommand: 'npm run generate' });
    expect(model.operations.length).toBeGreaterThan(0);
    expect(files.map((file) => file.path)).toContain('types.ts');
    const out = scratchDir(`real-${name}`);
    await writeOutput(out, files);
    expect(typeCheck(out, typeScriptFiles(out))).toEqual([]);
  }, 900_000);
});
