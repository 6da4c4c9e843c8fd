/**
 * The one set of layout options for every generated TypeScript file we lay out, pinned here with
 * prettier's exact version in package.json: no configuration file is looked up, so output never
 * depends on a .prettierrc up the tree or on prettier's defaults changing (decisions/0003).
 */
import type { Options } from 'prettier';

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
 * The parser prettier runs first: `babel-ts` parses the generated code about a third faster
 * than `typescript` (and its plugin loads faster), and prettier prints both parsers' trees the
 * same way; test/generators/format.test.ts checks that on everything we generate. Text it
 * cannot parse is given to the `typescript` parser of PRETTIER_OPTIONS.
 */
export const FAST_PARSER = 'babel-ts';
