/**
 * The client package's JavaScript and declarations, compiled from the formatted TypeScript
 * sources file by file: `transpileModule` for the JavaScript, once as ES modules and once as
 * CommonJS (types erased; the sources follow verbatimModuleSyntax, so no import needs type
 * information) and `transpileDeclaration` for the
 * `.d.ts` (isolated declarations: exact when every export is annotated, as the generated code
 * is). If a file needs inference for its declaration, those declarations come from a full
 * TypeScript program instead: slower, never wrong. No type check happens here; the generated
 * code is type-checked by the toolkit's tests.
 *
 * The output depends only on the source text and TypeScript's version, so it is deterministic.
 */
import path from 'node:path';
import type * as TypeScript from 'typescript';
import { cacheKey, readCached, writeCached } from '../../disk-cache.js';
import type { GeneratedFile } from '../emitter.js';
import { toolkitCacheFolder, toolkitPath } from '../../toolkit-root.js';
import { typeScript } from '../imports.js';

/**
 * Each file's JavaScript and declaration, remembered by the SHA-256 of TypeScript's version, the
 * options and the file's path and text (generators/disk-cache.ts): a run on an unchanged
 * document compiles nothing. Entries depend on documents, so the folder is bounded.
 */
const CACHE_FOLDER = path.join(toolkitCacheFolder(), 'package-build');
const CACHE_LIMIT = 512;
/** Raised when what this module makes of a file changes, so older entries are not reused. */
const CACHE_FORMAT = '2';

export interface Compiled {
  /** `client.ts` → `client.js` (a path relative to the sources' root), an ES module. */
  readonly javascript: ReadonlyMap<string, string>;
  /** `client.ts` → `client.js` as CommonJS, for apps that `require` the package (package.ts). */
  readonly commonjs: ReadonlyMap<string, string>;
  /** `client.ts` → `client.d.ts`. */
  readonly declarations: ReadonlyMap<string, string>;
}

/** JavaScript for Node 20.19+ and current browsers and bundlers. */
function baseOptions(ts: typeof TypeScript): TypeScript.CompilerOptions {
  return { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, newLine: ts.NewLineKind.LineFeed, removeComments: false };
}

export function compileSources(sources: readonly GeneratedFile[]): Compiled {
  const ts = typeScript();
  const javascript = new Map<string, string>();
  const commonjs = new Map<string, string>();
  const declarations = new Map<string, string>();
  const inferred: GeneratedFile[] = [];
  for (const file of sources) {
    const compiled = compileCached(ts, file);
    javascript.set(file.path, compiled.javascript);
    commonjs.set(file.path, compiled.commonjs);
    if (compiled.declaration !== undefined) declarations.set(file.path, compiled.declaration);
    else inferred.push(file);
  }
  if (inferred.length > 0) {
    for (const [file, text] of declarationsFromProgram(sources, inferred)) declarations.set(file, text);
  }
  return { javascript, commonjs, declarations };
}

interface FileOutput {
  readonly javascript: string;
  readonly commonjs: string;
  /** Undefined when the declaration needs inference (the program below makes it). */
  readonly declaration?: string;
}

function compileCached(ts: typeof TypeScript, file: GeneratedFile): FileOutput {
  const key = cacheKey(CACHE_FORMAT, ts.version, JSON.stringify(baseOptions(ts)), file.path, file.contents);
  const remembered = readCached(CACHE_FOLDER, key);
  if (remembered !== undefined) return JSON.parse(remembered) as FileOutput;
  const compilerOptions = { ...baseOptions(ts), verbatimModuleSyntax: true };
  const javascript = ts.transpileModule(file.contents, { fileName: file.path, compilerOptions }).outputText;
  // verbatimModuleSyntax refuses import syntax in a CommonJS file; every type-only import of the
  // sources says so (`import type`), so erasing them needs it no more than the ES module does.
  const commonjs = ts.transpileModule(file.contents, { fileName: file.path, compilerOptions: { ...baseOptions(ts), module: ts.ModuleKind.CommonJS } }).outputText;
  const declaration = ts.transpileDeclaration(file.contents, { fileName: file.path, compilerOptions: baseOptions(ts) });
  const output: FileOutput = (declaration.diagnostics ?? []).length === 0 ? { javascript, commonjs, declaration: declaration.outputText } : { javascript, commonjs };
  writeCached(CACHE_FOLDER, key, JSON.stringify(output), CACHE_LIMIT);
  return output;
}

/**
 * Declarations of `wanted` from a program over all `sources`, held in memory under a folder of
 * the toolkit that is never written, so imported packages resolve from the toolkit's own
 * node_modules.
 */
function declarationsFromProgram(sources: readonly GeneratedFile[], wanted: readonly GeneratedFile[]): Map<string, string> {
  const ts = typeScript();
  const root = toolkitPath('.package-build', 'src');
  const texts = new Map(sources.map((file) => [path.join(root, ...file.path.split('/')), file.contents]));
  const options: TypeScript.CompilerOptions = {
    ...baseOptions(ts),
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    declaration: true,
    emitDeclarationOnly: true,
    strict: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    rootDir: root,
    outDir: toolkitPath('.package-build', 'dist'),
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => texts.has(file) || ts.sys.fileExists(file);
  host.directoryExists = (folder) => folder === root || folder.startsWith(`${root}${path.sep}`) || ts.sys.directoryExists(folder);
  host.readFile = (file) => texts.get(file) ?? readFile(file);
  host.getSourceFile = (file, language) => (texts.has(file) ? ts.createSourceFile(file, texts.get(file)!, language) : getSourceFile(file, language));
  const emitted = new Map<string, string>();
  host.writeFile = (file, text) => emitted.set(path.relative(options.outDir!, file).split(path.sep).join('/'), text);
  const program = ts.createProgram([...texts.keys()], options, host);
  const result = program.emit();
  if (result.emitSkipped) throw new Error(`TypeScript could not emit the client package's declarations: ${result.diagnostics.map((item) => ts.flattenDiagnosticMessageText(item.messageText, ' ')).join('; ')}`);
  const declarations = new Map<string, string>();
  for (const file of wanted) {
    const text = emitted.get(file.path.replace(/\.ts$/, '.d.ts'));
    if (text === undefined) throw new Error(`TypeScript emitted no declarations for ${file.path} of the client package`);
    declarations.set(file.path, text);
  }
  return declarations;
}
