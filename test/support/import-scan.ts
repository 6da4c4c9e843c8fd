/** What importSpecifiers (generators/emit/imports.ts) is held to, and the files it is tried on. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { typeScript } from '../../generators/emit/imports.js';

/** TypeScript's pre-processor over the whole text: what importSpecifiers must agree with. */
export function wholeTextSpecifiers(text: string): string[] {
  return [...new Set(typeScript().preProcessFile(text, true, false).importedFiles.map((file) => file.fileName))];
}

export function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m|c)?ts$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file))
    .sort();
}
