/**
 * Prettier with every option pinned here, in one place, and no config file lookup: output never
 * depends on a .prettierrc somewhere up the tree or on prettier's defaults changing.
 */
import { format, util, type Options } from 'prettier';
import type { GeneratedFile } from '../model/types.js';

export const PRETTIER_OPTIONS: Options = {
  parser: 'typescript',
  printWidth: 100,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: true,
  // 'preserve', never 'as-needed': prettier would turn a quoted "__proto__" key into a bare
  // `__proto__:`, which in an object literal sets the prototype instead of a property.
  quoteProps: 'preserve',
  trailingComma: 'all',
  bracketSpacing: true,
  arrowParens: 'always',
  endOfLine: 'lf',
};

/**
 * Formats TypeScript files; JSON and 'none' files are already canonical and pass through. A file
 * with `parts` has only its unformatted parts formatted (see GeneratedFile.parts).
 */
export async function formatFile(file: GeneratedFile): Promise<GeneratedFile> {
  const { parts, ...rest } = file;
  if ((file.format ?? 'typescript') !== 'typescript') return { ...rest, contents: clean(file.contents) };
  if (parts === undefined) return { ...rest, contents: await formatTypeScript(clean(file.contents), file.path) };
  let contents = '';
  for (const [index, part] of parts.entries()) {
    const text = clean(part.text);
    contents += part.formatted ? text.replace(/\n*$/, '\n') : await formatTypeScript(text, file.path);
    if (index < parts.length - 1 && /\n[ \t]*\n\s*$/.test(text)) contents += '\n';
  }
  return { ...rest, contents };
}

/** Prettier with the pinned options; an emitter that formats part of its output itself uses this. */
export async function formatTypeScript(text: string, path: string): Promise<string> {
  try {
    return await format(text, PRETTIER_OPTIONS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`generated file ${path} is not valid TypeScript (prettier could not parse it): ${reason}\n  This is a generator bug: the emitter that produced ${path} must be fixed.`);
  }
}

/** Display width of text as prettier measures it (wide characters count 2). */
export function stringWidth(text: string): number {
  return util.getStringWidth(text);
}

function clean(text: string): string {
  return toWellFormed(toLf(text));
}

export function toLf(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * A lone UTF-16 surrogate (possible in spec text) cannot be written as UTF-8: the file would
 * hold U+FFFD while the in-memory text does not, and `check` would report drift forever. Replace
 * it up front so what is compared is what is written.
 */
export function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
