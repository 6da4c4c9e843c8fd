/**
 * The consumer set-ups generated code must type-check in (issue 12, point 3; decisions/0028):
 * a bundler app (Bundler resolution, DOM without DOM.Iterable, no Node types) that compiles the
 * client output, and a Node service (NodeNext, no DOM, @types/node) that compiles every output;
 * each once with the strict family only (and an older lib: ES2018 in the app, ES2021 in the
 * service) and once with esModuleInterop, exactOptionalPropertyTypes and noUncheckedIndexedAccess
 * on as well, with ES2022's lib. The Node service also as
 * CommonJS: a `"type": "commonjs"` package with NodeNext (what `npm init -y` and an older
 * `tsc --init` make; TypeScript 5.9's also turns on verbatimModuleSyntax, under which a CommonJS
 * file may write no `import`, its own included), and `module: CommonJS` with the strictest flags.
 *
 * One TypeScript program per set-up covers every output folder given, so checking many
 * documents costs one check per set-up, not one per document. Parsed files are shared between
 * the set-ups' programs (the lib and the packages' declarations are parsed once), and the
 * runtime every folder carries a copy of (generators/runtime/, copied verbatim) is one file to
 * the compiler wherever the copies are identical: it is checked once per set-up, and an error in
 * it is reported in the first folder that holds it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { RuntimeChecking } from './runtime-declarations.js';
import { sharedCompilerHost, type ParsedFiles } from './typescript-host.js';

/** Which generated files a set-up compiles as roots (whatever they import comes along). */
export type SetupScope = 'client' | 'all';

export interface ConsumerSetup {
  readonly name: string;
  readonly scope: SetupScope;
  readonly options: ts.CompilerOptions;
  /**
   * The `type` of the package.json the service's files are in, as the compiler sees it (the
   * folder's own package.json, read as if it said this): under NodeNext it decides whether a
   * `.ts` file is an ES module or CommonJS. Absent: whatever is on disk (ours says module).
   */
  readonly packageType?: 'module' | 'commonjs';
}

/** What the strict family always is, in every set-up. */
const STRICT: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  skipLibCheck: true,
  noEmit: true,
  isolatedModules: true,
};

/** The three settings the matrix turns on together, with a few more that strict teams use. */
const STRICTEST: ts.CompilerOptions = {
  esModuleInterop: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitReturns: true,
  noImplicitOverride: true,
  noFallthroughCasesInSwitch: true,
  noPropertyAccessFromIndexSignature: true,
  verbatimModuleSyntax: true,
  // As @tsconfig/strictest sets them: generated code must not declare what it does not use.
  noUnusedLocals: true,
  noUnusedParameters: true,
  // TypeScript 5.8's check for code Node's type stripping can run (no enums, namespaces or
  // constructor parameter properties): projects that turn it on compile every file they include,
  // generated/ too (the server runtime's parameter properties failed it until 2026-11-27).
  erasableSyntaxOnly: true,
  // TypeScript 5.5's check that every export's declaration can be written without the checker
  // (an explicit type on each exported const, function result and defaulted parameter), which
  // needs `declaration`: projects that emit declarations with a fast transpiler turn it on and
  // compile generated/ with it (four runtime exports failed it until 2026-11-27). `declaration`
  // adds the declaration emitter's diagnostics; noEmit keeps it from writing.
  declaration: true,
  isolatedDeclarations: true,
};

/** Off explicitly, so a later default change in TypeScript cannot turn them on unseen. */
const PLAIN: ts.CompilerOptions = {
  esModuleInterop: false,
  exactOptionalPropertyTypes: false,
  noUncheckedIndexedAccess: false,
};

const BUNDLER_APP: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};

/**
 * The plain bundler app compiles with ES2018's lib and an ES2017 target, as Angular's CLI set up
 * apps for years (`lib: ["es2018", "dom"]`, `target: "es2017"`), which covers Vite's template
 * (`lib: ["ES2020", "DOM", "DOM.Iterable"]`) too. The client runtime called `Object.hasOwn` and
 * passed `{ cause }` to Error (ES2022's lib) and failed under ES2020 with 12 errors until
 * 2026-11-27; it called `flatMap`, `flat`, `Object.fromEntries` (ES2019) and `matchAll` (ES2020)
 * and failed under ES2018 with 7 until 2026-11-27 (a later pass). ES2018 is the floor: the event stream reader
 * is an async generator, whose types come with ES2018. The strictest one keeps ES2022.
 */
const ES2018_APP: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2017,
  lib: ['lib.es2018.d.ts', 'lib.dom.d.ts'],
};

const NODE_SERVICE: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts'],
  types: ['node'],
};

/**
 * The plain Node services compile with ES2021's lib and target, as NestJS 10's tsconfig (`target:
 * "ES2021"`, no lib) and @tsconfig/node16 set them up: the server runtime called `Object.hasOwn`
 * (ES2022's lib) 20 times and failed there until 2026-11-27. The strictest ones keep ES2022.
 */
const ES2021_SERVICE: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2021,
  lib: ['lib.es2021.d.ts'],
};

/**
 * `module: CommonJS` (node10 resolution, every file CommonJS whatever its package.json says).
 * Without verbatimModuleSyntax: with it, a CommonJS file may not use `import` at all (TS1286),
 * the project's own files included, so no CommonJS project that writes `import` has it on.
 */
const CLASSIC_COMMONJS: ts.CompilerOptions = {
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  lib: ['lib.es2022.d.ts'],
  types: ['node'],
};

export const CONSUMER_SETUPS: readonly ConsumerSetup[] = [
  { name: 'bundler-app', scope: 'client', options: { ...STRICT, ...BUNDLER_APP, ...ES2018_APP, module: ts.ModuleKind.ESNext, ...PLAIN } },
  { name: 'bundler-app-strictest', scope: 'client', options: { ...STRICT, ...BUNDLER_APP, module: ts.ModuleKind.Preserve, ...STRICTEST } },
  { name: 'node-service', scope: 'all', options: { ...STRICT, ...NODE_SERVICE, ...ES2021_SERVICE, ...PLAIN } },
  { name: 'node-service-strictest', scope: 'all', options: { ...STRICT, ...NODE_SERVICE, ...STRICTEST } },
  { name: 'node-service-commonjs', scope: 'all', options: { ...STRICT, ...NODE_SERVICE, ...ES2021_SERVICE, ...PLAIN }, packageType: 'commonjs' },
  { name: 'node-service-commonjs-strictest', scope: 'all', options: { ...STRICT, ...CLASSIC_COMMONJS, ...STRICTEST, verbatimModuleSyntax: false } },
];

/**
 * A test's copy of the folder README's client example (test/corpus/corpus.corpus.ts writes one
 * beside client.ts), compiled with the generated files where it exists.
 */
export const README_EXAMPLE = 'readme-example.ts';

/** The files of the client output a generated folder holds (the rest of the client comes in through their imports), and the README's example. */
const CLIENT_ROOTS = ['types.ts', 'envelope.ts', 'client.ts', README_EXAMPLE];

/** A generated output folder and, for messages, a name for it. */
export interface OutputFolder {
  readonly name: string;
  readonly dir: string;
}

export interface SetupResult {
  readonly setup: ConsumerSetup;
  /** `folder name: file:line:col message`, empty when every folder type-checks. */
  readonly errors: readonly string[];
  /** Errors per folder name (folders without errors are absent). */
  readonly byFolder: ReadonlyMap<string, readonly string[]>;
  /** The files the program compiled as roots (a runtime copy as its first identical copy). */
  readonly roots: readonly string[];
  readonly milliseconds: number;
}

/** The roots a set-up compiles in one folder. */
export function rootFiles(dir: string, scope: SetupScope): string[] {
  if (scope === 'client') return CLIENT_ROOTS.map((name) => path.join(dir, name)).filter((file) => existsSync(file));
  return typeScriptFiles(dir);
}

export function typeScriptFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...typeScriptFiles(full));
    else if (entry.name.endsWith('.ts')) found.push(full);
  }
  return found.sort();
}

export interface SetupCheck {
  /** The TypeScript to check with: the pinned one unless another is given (test/support/oldest-typescript.ts). */
  readonly compiler?: typeof ts;
  /**
   * Whether runtime copies are compiled with their bodies (the set-ups' own proof that the
   * runtime compiles in each) or as the runtime's declarations (test/support/runtime-declarations.ts).
   */
  readonly runtime: RuntimeChecking;
}

/** Every folder type-checked in each set-up: one program per set-up. */
export function checkInSetups(folders: readonly OutputFolder[], setups: readonly ConsumerSetup[] = CONSUMER_SETUPS, check: SetupCheck = { runtime: 'checked' }): SetupResult[] {
  const parsed: ParsedFiles = new Map();
  const canonical = runtimeCopies(folders);
  return setups.map((setup) => checkSetup(folders, setup, parsed, canonical, check));
}

function checkSetup(folders: readonly OutputFolder[], setup: ConsumerSetup, parsed: ParsedFiles, canonical: (file: string) => string, check: SetupCheck): SetupResult {
  const started = performance.now();
  const compiler = check.compiler ?? ts;
  const rootNames = [...new Set(folders.flatMap((folder) => rootFiles(folder.dir, setup.scope)).map(canonical))];
  // Every set-up is strict, so a generated file parsed and bound for one set-up serves the others.
  const host = sharedCompilerHost(setup.options, parsed, compiler, check.runtime);
  if (setup.packageType !== undefined) withPackageType(host, folders, setup.packageType);
  resolveToFirstCopy(compiler, host, setup.options, canonical);
  const program = compiler.createProgram({ rootNames, options: setup.options, host });
  const byFolder = new Map<string, string[]>();
  const errors: string[] = [];
  for (const diagnostic of compiler.getPreEmitDiagnostics(program)) {
    const folder = folders.find((candidate) => diagnostic.file !== undefined && isInside(candidate.dir, diagnostic.file.fileName));
    const line = formatDiagnostic(compiler, diagnostic, folder);
    errors.push(folder === undefined ? line : `${folder.name}: ${line}`);
    if (folder !== undefined) byFolder.set(folder.name, [...(byFolder.get(folder.name) ?? []), line]);
  }
  return { setup, errors, byFolder, roots: rootNames, milliseconds: performance.now() - started };
}

/** Each folder as the root of a package whose package.json says `type` (and nothing else the compiler reads). */
function withPackageType(host: ts.CompilerHost, folders: readonly OutputFolder[], type: 'module' | 'commonjs'): void {
  const manifests = new Set(folders.map((folder) => path.join(folder.dir, 'package.json')));
  const { fileExists, readFile } = host;
  host.fileExists = (file) => manifests.has(path.resolve(file)) || fileExists.call(host, file);
  host.readFile = (file) => (manifests.has(path.resolve(file)) ? JSON.stringify({ type }) : readFile.call(host, file));
}

/** Module resolution as TypeScript does it, except that an import of a runtime copy resolves to the first identical copy. */
function resolveToFirstCopy(compiler: typeof ts, host: ts.CompilerHost, options: ts.CompilerOptions, canonical: (file: string) => string): void {
  const cache = compiler.createModuleResolutionCache(host.getCurrentDirectory(), (file) => host.getCanonicalFileName(file), options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions, containingSourceFile) =>
    literals.map((literal) => {
      const mode = compiler.getModeForUsageLocation(containingSourceFile, literal, compilerOptions);
      const result = compiler.resolveModuleName(literal.text, containingFile, compilerOptions, host, cache, redirected, mode);
      const resolved = result.resolvedModule;
      if (resolved === undefined || resolved.isExternalLibraryImport === true) return result;
      return { ...result, resolvedModule: { ...resolved, resolvedFileName: canonical(resolved.resolvedFileName) } };
    });
}

/**
 * A file's path, or the path of the first identical copy of it: a file under a folder's
 * `runtime/` whose text is that of the same file in an earlier folder.
 */
function runtimeCopies(folders: readonly OutputFolder[]): (file: string) => string {
  const firstByText = new Map<string, string>();
  const answers = new Map<string, string>();
  return (file) => {
    let answer = answers.get(file);
    if (answer !== undefined) return answer;
    answer = file;
    const folder = folders.find((candidate) => isInside(candidate.dir, file));
    const relative = folder === undefined ? '' : path.relative(folder.dir, file);
    if (relative.startsWith(`runtime${path.sep}`) && existsSync(file)) {
      const key = `${relative}\0${readFileSync(file, 'utf8')}`;
      answer = firstByText.get(key) ?? file;
      if (answer === file) firstByText.set(key, file);
    }
    answers.set(file, answer);
    return answer;
  };
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function formatDiagnostic(compiler: typeof ts, diagnostic: ts.Diagnostic, folder: OutputFolder | undefined): string {
  const message = compiler.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const where = folder === undefined ? diagnostic.file.fileName : path.relative(folder.dir, diagnostic.file.fileName);
  return `${where}:${line + 1}:${character + 1} ${message}`;
}
