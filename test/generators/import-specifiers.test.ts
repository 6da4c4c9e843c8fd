/**
 * importSpecifiers reads only a file's leading import and re-export declarations
 * (generators/emit/imports.ts). That is right only while every emitted file keeps its imports
 * at the top: here every TypeScript file of the committed outputs (our spec's generated/ and
 * packages/client/, the runtime included) is held to TypeScript's answer for the whole text,
 * and test:corpus does the same for every corpus document's outputs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, leadingDeclarationsEnd } from '../../generators/emit/imports.js';
import { typeScriptFiles, wholeTextSpecifiers } from '../support/import-scan.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('importSpecifiers reads the leading declarations only', () => {
  it.each(['generated', 'packages/client'])('agrees with the whole text on every TypeScript file of %s', (folder) => {
    const files = typeScriptFiles(path.join(ROOT, folder));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(importSpecifiers(text), path.relative(ROOT, file)).toEqual(wholeTextSpecifiers(text));
    }
  });

  it('stops at the first statement that is not an import or a re-export', () => {
    const text = [
      '/** header with import x from "nowhere" in a comment */',
      "import type { A } from './a.js';",
      "import {\n  b,\n  c,\n} from './b.js';",
      "import d = require('./d.js');",
      "export { e } from './e.js';",
      "export type { F } from './f.js';",
      "export type * from './g.js';",
      "export * as h from './h.js';",
      'export { local };',
      "import './side-effect.js';",
      "export const later = import('./dynamic.js');",
      "import { after } from './after.js';",
    ].join('\n');
    const end = leadingDeclarationsEnd(text);
    expect(text.slice(end)).toBe("\nexport const later = import('./dynamic.js');\nimport { after } from './after.js';");
    // TypeScript's pre-processor does not report `export * as h from` (nor does it over the whole
    // text); the scan goes on past it to the side-effect import.
    expect(importSpecifiers(text)).toEqual(['./a.js', './b.js', './d.js', './e.js', './f.js', './g.js', './side-effect.js']);
  });

  it.each([
    ['an export of a declaration', "export interface X { a: string }\nimport { y } from './y.js';", 0],
    ['code first', "const x = 1;\nimport { y } from './y.js';", 0],
    ['no imports', 'export const x = 1;\n', 0],
    ['an empty file', '', 0],
  ])('reads nothing before %s', (_name, text, end) => {
    expect(leadingDeclarationsEnd(text)).toBe(end);
  });

  it('reads the whole text when a declaration never ends (no semicolon), which is slower but never wrong', () => {
    const text = "import { a } from './a.js'\nimport { b } from './b.js'\nexport const c = 1\n";
    expect(leadingDeclarationsEnd(text)).toBe(text.length);
    expect(importSpecifiers(text)).toEqual(['./a.js', './b.js']);
  });
});
