/**
 * One compiler host for every in-process type-check of the suite. A program parses its library
 * files first (TypeScript's lib.*.d.ts, @types/node, fastify's and openapi-fetch's declarations:
 * several megabytes), and that used to be most of the cost of checking a small generated folder.
 * Files under the project's node_modules/ do not change while the tests run, so each is parsed
 * once per worker (vitest keeps one module cache per worker: vitest.config.ts) and handed to every
 * later program, as TypeScript's own document registry does for an editor. Other files (generated
 * output, fixtures) are shared only within one host, keyed by their text as well, because tests
 * rewrite them. A folder's copy of the runtime is compiled as the runtime's declarations unless
 * the caller asks for its bodies (test/support/runtime-declarations.ts says why).
 */
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './run-node.js';
import { runtimeDeclarationsFor, type RuntimeChecking } from './runtime-declarations.js';

const NODE_MODULES = path.join(REPO_ROOT, 'node_modules') + path.sep;

/** Parsed library files, by parse settings and path; kept for the life of the worker. */
const LIBRARY = new Map<string, ts.SourceFile>();

/** Parsed files of one host or one group of hosts, by parse settings, path and text. */
export type ParsedFiles = Map<string, ts.SourceFile>;

/**
 * A compiler host for `options` that reuses parsed files: library files from the worker-wide
 * cache, others from `parsed` when their text is unchanged. Pass one `parsed` map to several
 * hosts to share generated files between their programs too. `compiler` is the pinned TypeScript
 * unless another is given (test/support/consumer-setups.ts: the oldest one the set-ups are for).
 * `runtime: 'checked'` compiles runtime copies with their bodies.
 */
export function sharedCompilerHost(options: ts.CompilerOptions, parsed: ParsedFiles = new Map(), compiler: typeof ts = ts, runtime: RuntimeChecking = 'declared'): ts.CompilerHost {
  const host = compiler.createCompilerHost(options);
  host.getSourceFile = (fileName, languageVersionOrOptions) => {
    const settings = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions : { languageVersion: languageVersionOrOptions };
    // The compiler's version too: a syntax tree of one TypeScript is not one of another.
    const key = `${compiler.version}|${settings.languageVersion}|${settings.impliedNodeFormat ?? ''}|${settings.jsDocParsingMode ?? ''}|${fileName}`;
    // Library files are keyed by path alone (they do not change during a run), so a cached one
    // is not even read again; others by their text too.
    const library = path.resolve(fileName).startsWith(NODE_MODULES);
    if (library && LIBRARY.has(key)) return LIBRARY.get(key);
    const read = host.readFile(fileName);
    if (read === undefined) return undefined;
    const text = library || runtime === 'checked' ? read : (runtimeDeclarationsFor(fileName, read) ?? read);
    const [cache, cacheKey] = library ? [LIBRARY, key] : [parsed, `${key}\0${text}`];
    let file = cache.get(cacheKey);
    if (file === undefined) {
      // What TypeScript's own host does with the text it read.
      file = compiler.createSourceFile(fileName, text, languageVersionOrOptions, false);
      cache.set(cacheKey, file);
    }
    return file;
  };
  return host;
}
