/**
 * The formatting stage: every generated file passes here between the emitters and the writer.
 * TypeScript the emitters build is laid out by prettier with the options of ./options.ts, in a
 * worker thread on the other core; every other file (JSON, HTML, Markdown, and types.ts, which is
 * openapi-typescript's printer output as that tool ships it) is already in its final form. Every
 * file gets LF line endings and well-formed UTF-16, so what `check` compares is what is written,
 * and no file holds raw a character that acts on a terminal or reorders a line (each is escaped
 * in its language's form, withEscapes), whichever emitter or third-party printer wrote it.
 * Why this design and not a faster formatter or a layout of our own: decisions/0003.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type * as Prettier from 'prettier';
import type { GeneratedFile } from '../emit/emitter.js';
import { toolkitPath } from '../toolkit-root.js';
import { cachedFormat, partMemory } from './format-cache.js';
import { formatInParts } from './parts.js';
import { FAST_PARSER, PRETTIER_OPTIONS } from './options.js';
import { escapedInCode, escapedInHtml, printable } from '../shared/printable-text.js';

/**
 * Formats TypeScript files; files of any other `format` are already canonical and only cleaned.
 * A `cacheable` file's formatted text is remembered on disk (./format-cache.ts), and so is each
 * part of a file given in `parts` (./parts.ts). A `header` is put before the result as it is (a
 * comment: prettier would leave it so).
 */
export async function formatFile(file: GeneratedFile): Promise<GeneratedFile> {
  return withEscapes(await formatText(file));
}

/**
 * A file made from formatted files after this stage (the client package's compiled files, its
 * package.json and README; an output folder's README), made canonical as formatFile makes every
 * other: cleaned and escaped. Idempotent, so a formatted file passes unchanged.
 */
export function canonicalFile(file: GeneratedFile): GeneratedFile {
  return withEscapes({ ...file, contents: clean(file.contents) });
}

/**
 * The file with no raw character that acts on a terminal or reorders a line
 * (shared/printable-text.ts), each written in the form its language keeps the value in: a
 * `\uXXXX` escape in code and JSON, a character reference in HTML, percent-encoded in Markdown.
 */
function withEscapes(file: GeneratedFile): GeneratedFile {
  const escape = /\.(?:[cm]?[jt]s|json)$/.test(file.path) ? escapedInCode : file.path.endsWith('.html') ? escapedInHtml : file.path.endsWith('.md') ? printable : undefined;
  return escape === undefined ? file : { ...file, contents: escape(file.contents) };
}

async function formatText(file: GeneratedFile): Promise<GeneratedFile> {
  const { cacheable, header, parts, partsScope, ...rest } = file;
  const before = header === undefined ? '' : clean(header);
  if ((file.format ?? 'typescript') !== 'typescript') return { ...rest, contents: before + clean(file.contents) };
  // In parts, `contents` is their concatenation: the parts are what is laid out.
  if (parts !== undefined && parts.length > 0) {
    const cleaned = parts.map(clean);
    const memory = partMemory(file.path, partsScope ?? cleaned[0]!, { ...PRETTIER_OPTIONS, fastParser: FAST_PARSER });
    return { ...rest, contents: before + (await formatInParts(cleaned, (input) => formatTypeScript(input, file.path), memory)) };
  }
  const contents = clean(file.contents);
  if (cacheable === true) return { ...rest, contents: before + (await cachedFormat(contents, { ...PRETTIER_OPTIONS, fastParser: FAST_PARSER }, (input) => formatTypeScript(input, file.path))) };
  return { ...rest, contents: before + (await formatTypeScript(contents, file.path)) };
}

/** Prettier with the pinned options; an emitter that formats part of its output itself uses this. */
export async function formatTypeScript(text: string, path: string): Promise<string> {
  try {
    return await formatter().format(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`generated file ${path} is not valid TypeScript (prettier could not parse it): ${reason}\n  This is a generator bug: the emitter that produced ${path} must be fixed.`);
  }
}

/**
 * Starts the formatter thread now, so prettier loads and warms up on the other core while this
 * thread loads the document. Optional: the first format call starts it otherwise.
 */
export function startFormatter(): void {
  formatter();
}

interface Formatter {
  format(text: string): Promise<string>;
}

let current: Formatter | undefined;

function formatter(): Formatter {
  current ??= createWorkerFormatter() ?? inProcess;
  return current;
}

const inProcess: Formatter = {
  async format(text) {
    // Required, not imported: the compiled commands call no import() of their own (scripts/launch.mjs).
    const { format } = createRequire(import.meta.url)('prettier') as typeof Prettier;
    return format(text, { ...PRETTIER_OPTIONS, parser: FAST_PARSER }).catch(() => format(text, PRETTIER_OPTIONS));
  },
};

/** Text that takes prettier through the paths generated code uses, so they are compiled before real work arrives. */
const WARM_UP = `/** Doc. */
import type { A, B } from './a.js';
export interface X<P extends A = A> { readonly a?: 'x' | "y" | { b: number[] }; m(request: B<P>): Promise<B<P>> | B<P>; }
export type Y = X<A> & { [key: string]: unknown } | null;
export const z: readonly X[] = [{ a: 'x', list: [1, 2, 3], nested: { deep: [true, null] } }];
export function f(app: A, options: B): void { g(app, { ...options, handlers: options.h as unknown as A['h'] }); }
export const h = async (a: A, b: B) => { await f(a, b); };
`;

/**
 * prettier in a worker thread. The worker only keeps the process alive while a request is
 * pending. If it cannot start or dies, formatting continues in this thread (same output).
 */
function createWorkerFormatter(): Formatter | undefined {
  let worker: Worker;
  try {
    // No TypeScript loader in the worker (`execArgv: []`): it runs plain JavaScript, and a loader's
    // hooks would slow down loading prettier's modules.
    worker = new Worker(toolkitPath('generators', 'format', 'format-worker.mjs'), { execArgv: [], workerData: { options: PRETTIER_OPTIONS, fastParser: FAST_PARSER, warmUp: WARM_UP } });
  } catch {
    return undefined;
  }
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void; text: string }>();
  let nextId = 0;
  let broken = false;
  const settle = (id: number): void => {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  };
  worker.on('message', (message: { id: number; text?: string; error?: string }) => {
    const request = pending.get(message.id);
    if (request === undefined) return;
    settle(message.id);
    if (message.error !== undefined) request.reject(new Error(message.error));
    else request.resolve(message.text ?? '');
  });
  const fallBack = (): void => {
    broken = true;
    current = inProcess;
    for (const [id, request] of pending) {
      settle(id);
      inProcess.format(request.text).then(request.resolve, request.reject);
    }
  };
  worker.on('error', fallBack);
  worker.on('exit', () => {
    if (pending.size > 0) fallBack();
  });
  // After the listeners: adding a 'message' listener refs the worker's port again.
  worker.unref();
  return {
    format(text) {
      if (broken) return inProcess.format(text);
      return new Promise((resolve, reject) => {
        const id = nextId;
        nextId += 1;
        pending.set(id, { resolve, reject, text });
        worker.ref();
        worker.postMessage({ id, text });
      });
    },
  };
}

function clean(text: string): string {
  return toWellFormed(toLf(text));
}

export function toLf(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** ES2024's String.prototype.isWellFormed / toWellFormed (Node 20+); ES2023 lib typings lack them. */
type WellFormedString = string & { isWellFormed(): boolean; toWellFormed(): string };

/**
 * A lone UTF-16 surrogate (possible in spec text) cannot be written as UTF-8: the file would
 * hold U+FFFD while the in-memory text does not, and `check` would report drift forever. Replace
 * it up front so what is compared is what is written.
 */
export function toWellFormed(text: string): string {
  const candidate = text as WellFormedString;
  return candidate.isWellFormed() ? text : candidate.toWellFormed();
}
