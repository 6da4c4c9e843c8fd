/**
 * README.md of an output folder: what each file is, where it comes from, how to regenerate and
 * check it, and the packages the generated code imports with the command that installs them.
 * Built after formatting from the files the target actually holds and the packages they import,
 * so it describes exactly this folder.
 *
 * Spec-controlled or user-given text (the source path, the command) appears only inside
 * Markdown code spans; HTML-comment escaping is for the header comment alone (it showed
 * `npm run generate -- --spec` as `npm run generate - - - -spec`).
 */
import type { ApiModel } from '../model/types.js';
import type { EmitContext, GeneratedFile } from './emitter.js';
import { markdownCodeBlock, markdownCodeSpan as code } from '../print/escape.js';
import { fileHeader } from '../print/header.js';
import { installCommand, nodeTypesInstallCommand } from './dependencies.js';
import { clientUsage, NO_OPERATIONS } from './package/usage.js';

export const README_PATH = 'README.md';

/** The rows of the table, each shown when the folder holds that path (or something under it, for folders). */
const DESCRIPTIONS: readonly (readonly [string, string])[] = [
  ['openapi.json', 'the document bundled into one file (internal `$ref`s only, OpenAPI 3.1), for tools that want a single file; JSON has no comments, so this README is its header'],
  ['types.ts', 'TypeScript types for every path, operation and schema (openapi-typescript)'],
  ['envelope.ts', 'the per-operation result and error types (and the envelope helpers when the document uses the envelope)'],
  ['client.ts', 'the typed client: one function per operation'],
  ['server.ts', 'the typed server: one handler per operation, request validation, responses'],
  ['server-schemas.ts', 'the bundled document as JSON text in a module, which `server.ts` reads its schemas from (so the server compiles as CommonJS or as an ES module, and bundles)'],
  ['runtime/', 'the runtime the client and server import, copied from the toolkit (only the files they use)'],
  ['docs/index.html', 'the reference documentation: one static, self-contained page, with no script'],
];

/** `npm run generate …` → `npm run check …`: the check that goes with a regenerate command. */
export function checkCommandFor(regenerateCommand: string): string {
  return regenerateCommand.replace(/\bgenerate\b/, 'check');
}

/**
 * `dependencies`: the packages the files import, with their versions (emit/dependencies.ts);
 * `builtins`: the Node.js modules they import (`node:http`), sorted.
 */
export function readmeFile(
  model: ApiModel,
  context: EmitContext,
  outputs: readonly string[],
  files: readonly GeneratedFile[],
  dependencies: ReadonlyMap<string, string>,
  builtins: readonly string[] = [],
): GeneratedFile {
  const has = (path: string) => files.some((file) => (path.endsWith('/') ? file.path.startsWith(path) : file.path === path));
  const rows = DESCRIPTIONS.filter(([path]) => has(path)).map(([path, text]) => `| ${code(path)} | ${text} |`);
  const lines = [
    fileHeader('html', model.source, context.regenerateCommand).trimEnd(),
    '# Generated files',
    '',
    `Everything in this folder is generated from ${code(model.source)} (outputs: ${outputs.join(', ')}). Do not edit it by hand:`,
    `change the document (or a generator) and run ${code(context.regenerateCommand)}. ${code(checkCommandFor(context.regenerateCommand))} fails when these files differ`,
    'from what the generators produce.',
    '',
    '| file | what it is |',
    '|---|---|',
    ...rows,
    '| `.mtc-manifest` | every file generate wrote here, with its SHA-256: generate replaces this folder only when each file in it is listed there |',
    '',
    ...dependencySection(dependencies),
    ...nodeTypesSection(builtins),
    ...(has('client.ts') ? clientSection(model) : []),
    ...(has('server.ts') ? serverSection(model) : []),
  ];
  return { path: README_PATH, contents: `${lines.join('\n')}\n`, format: 'none' };
}

function dependencySection(dependencies: ReadonlyMap<string, string>): string[] {
  const install = installCommand(dependencies);
  if (install === undefined) return ['## Dependencies', '', 'The generated code imports no packages.'];
  return [
    '## Dependencies',
    '',
    'The generated code imports these packages (versions the toolkit is tested with); install them in',
    'the project that compiles it:',
    '',
    '```sh',
    install,
    '```',
  ];
}

/**
 * The server imports Node.js's own modules, whose types are not in TypeScript: without
 * @types/node every `node:http` import and `Buffer` is an error. The section listed only the
 * packages imported, so a project made by `npm init -y` and `tsc --init` (which also writes
 * `"types": []`) that followed it got some fifty errors from the server output (2026-11-27, a
 * new-user pass).
 */
function nodeTypesSection(builtins: readonly string[]): string[] {
  if (builtins.length === 0) return [];
  return [
    '',
    `It also imports Node.js's own modules (${builtins.map((name) => code(name)).join(', ')}), whose types TypeScript reads from`,
    '`@types/node`:',
    '',
    '```sh',
    nodeTypesInstallCommand(),
    '```',
    '',
    // Its own sentence: placed before the command, it read as if the command were how to add it.
    'Where the tsconfig lists `types` (`tsc --init` writes `"types": []`), also add `"node"` to that list.',
  ];
}

/**
 * How to call the API through client.ts. The folder said what each file is, and nothing about
 * calling an operation: an app team had to read client.ts to find createApiClient, its options
 * and what a failed call rejects with (2026-11-28, a reviewer's reading of a third-party
 * document's output). The example is the package README's, from this folder's client.ts; the
 * corpus checks that it compiles for every document there (test/corpus/corpus.corpus.ts).
 */
function clientSection(model: ApiModel): string[] {
  const usage = clientUsage(model, './client.js');
  if (usage === undefined) return ['', '## Calling the API', '', NO_OPERATIONS];
  return [
    '',
    '## Calling the API',
    '',
    "From a file in this folder (from elsewhere, the path of this folder's `client.ts`), in an ES module or an async function:",
    '',
    markdownCodeBlock('ts', usage.example),
    '',
    ...usage.after,
  ];
}

/**
 * What `authenticate` receives and returns: the example declared it, and its type is three
 * files down in the runtime (a new-user pass, 2026-11-29, guessed `({ credentials })`).
 */
function authenticateParagraph(): string[] {
  return [
    '',
    '`authenticate(credentials, request)` receives the credentials of the first security requirement the request completes,',
    'one per scheme (`{ scheme, kind, value, scopes }`, a bearer token without `Bearer `), and returns your principal, which',
    'handlers receive as `principal`, or nothing for a 401.',
  ];
}

/**
 * The path of a server URL is not a route prefix; shown with the document's own (`/v1`) when it
 * has one, since the generic `/v2` beside a document served under `/v1` read as a rule to follow.
 */
function prefixParagraph(model: ApiModel, secured: boolean): string[] {
  const url = model.operations[0]?.servers[0]?.url ?? '';
  const own = serverPath(url);
  const [prefix, example] = own === undefined ? ['/v2', code('https://api.example.com/v2')] : [own, code(url)];
  return [
    `Routes are the document's paths as written. The path of a server URL (${code(prefix)} in ${example}) is not added: the`,
    // The same options as registerHandlers: a secured document's plugin without authenticate does not compile.
    `client's \`baseUrl\` carries it, and a server mounts under it with \`app.register(handlersPlugin, { prefix: '${prefix}', handlers${secured ? ', authenticate' : ''} })\`.`,
  ];
}

/** The path of a server URL when it is more than `/` and plain enough to quote in code (letters, digits, `-._~/%`). */
function serverPath(url: string): string | undefined {
  const absolute = /^https?:\/\/[^/?#]*(\/[^?#]*)?$/i.exec(url);
  const path = absolute === null ? url : (absolute[1] ?? '');
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  const trimmed = path.slice(0, end);
  return /^\/[\w\-.~/%]+$/.test(trimmed) ? trimmed : undefined;
}

/**
 * How to mount server.ts. `registerHandlers` needs an app made with `serverOptions()`, and
 * nothing in the folder said so: a team that wrote `Fastify()` got Fastify's own 400 body for
 * `/pets/%`, a 414 for a path value over 100 characters the schema allows, and no bound on a
 * request that never finishes arriving (2026-11-28, a re-check with new documents).
 */
function serverSection(model: ApiModel): string[] {
  const secured = model.operations.some((operation) => operation.security.length > 0);
  return [
    '',
    '## Serving',
    '',
    "Create the Fastify app with `serverOptions()` (your own options go inside it): without it, a malformed URL or request",
    "line, or a path value over 100 characters, is answered in Fastify's own body instead of the document's error shape, and a",
    'request that never finishes arriving holds its connection open.',
    '',
    '```ts',
    "import Fastify from 'fastify';",
    "import { registerHandlers, serverOptions, type ServerOptions } from './server.js';",
    '',
    "declare const handlers: ServerOptions['handlers']; // yours: one method per operation",
    ...(secured ? ["declare const authenticate: ServerOptions['authenticate']; // yours: credentials to a principal"] : []),
    'const app = Fastify(serverOptions({ logger: true }));',
    `registerHandlers(app, { handlers${secured ? ', authenticate' : ''} });`,
    'await app.listen({ port: 8080 });',
    '```',
    '',
    'Each method of `Handlers` in `server.ts` (one per operation) receives the request read and validated,',
    '`{ path, query, headers, cookies, body, principal, signal, raw }`, and returns `{ status, data }` for a success or',
    '`{ status, code, message }` for an error: its type allows exactly the statuses the document declares. To start with',
    'some of them, pass `partial: true` with a `Partial<Handlers>`: the others answer 501 `not_implemented`.',
    ...(secured ? authenticateParagraph() : []),
    '',
    ...prefixParagraph(model, secured),
  ];
}
