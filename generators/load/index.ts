/**
 * loadDocument: file → one bundled OpenAPI 3.1 document with internal `$ref`s only, or a
 * SpecError listing every problem found (file, line, column, JSON pointer, how to fix).
 *
 * Steps: read → parse (JSON or YAML) → convert Swagger 2.0 → bundle with Redocly (local files
 * under the document's folder only, never the network, never the repo's redocly.yaml) →
 * normalise 3.0 → 3.1 → validate what the generators rely on.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { bundle, createConfig, Source, type NormalizedProblem } from '@redocly/openapi-core';
import { createLocator, type Locator } from './locate.js';
import { normalizeTo31 } from './normalize.js';
import { parseText } from './parse.js';
import { SpecError, type SpecProblem } from './problems.js';
import { LocalOnlyResolver } from './resolver.js';
import { convertSwagger2, isSwagger2 } from './swagger.js';
import { validateDocument, type Finding } from './validate.js';
import { hideDataRefs, restoreDataRefs } from './data-refs.js';
import { isJsonObject } from '../model/refs.js';

export { SpecError, formatProblem, type SpecProblem } from './problems.js';

export interface LoadedDocument {
  /** The path as given (used in messages and headers). */
  readonly file: string;
  /** Absolute path of the root document. */
  readonly absolutePath: string;
  /** The version the file declared (`2.0`, `3.0.3`, `3.1.0`, ...). */
  readonly originalVersion: string;
  /** The bundled, normalised OpenAPI 3.1 document. */
  readonly document: { [key: string]: unknown };
  /** Line and column of a pointer in the root file (best effort after conversion/bundling). */
  readonly locate: Locator;
}

/** Documents bigger than this are refused rather than risking memory exhaustion. */
const MAX_BYTES = 64 * 1024 * 1024;

export async function loadDocument(specPath: string): Promise<LoadedDocument> {
  const absolutePath = path.resolve(specPath);
  const text = await readSpecText(specPath, absolutePath);
  const locate = createLocator(text);
  try {
    return await loadFromText(specPath, absolutePath, text, locate);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new SpecError([wholeFileProblem(specPath, `the document is nested too deeply to process (${error.message})`, 'Flatten the document; extremely deep nesting is not supported.')]);
    }
    throw error;
  }
}

async function readSpecText(specPath: string, absolutePath: string): Promise<string> {
  try {
    const info = await stat(absolutePath);
    if (!info.isFile()) throw new Error('not a file');
    if (info.size > MAX_BYTES) {
      throw new SpecError([wholeFileProblem(specPath, `the file is ${info.size} bytes, more than the ${MAX_BYTES} this tool reads`, 'Split the document into smaller files.')]);
    }
    return (await readFile(absolutePath, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  } catch (error) {
    if (error instanceof SpecError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SpecError([wholeFileProblem(specPath, `cannot read the document: ${reason}`, 'Check the path passed with --spec.')]);
  }
}

async function loadFromText(file: string, absolutePath: string, text: string, locate: Locator): Promise<LoadedDocument> {
  const raw = parseText(file, text);
  if (!isJsonObject(raw)) {
    throw new SpecError([wholeFileProblem(file, 'the document is not an object', 'An OpenAPI document starts with `openapi: 3.1.0`, `info` and `paths`.')]);
  }
  const originalVersion = String(raw.openapi ?? raw.swagger ?? 'unknown');
  if (!isSwagger2(raw) && !(typeof raw.openapi === 'string' && /^3\.[01]\.\d+$/.test(raw.openapi))) {
    // Checked before bundling: Redocly would fail on an unknown version with a less helpful message.
    const pointer = 'openapi' in raw ? '/openapi' : 'swagger' in raw ? '/swagger' : '';
    throw new SpecError([toProblem(file, { pointer, message: `unsupported version ${JSON.stringify(raw.openapi ?? raw.swagger ?? null)}`, hint: 'Use `openapi: 3.1.x` or `3.0.x`, or `swagger: "2.0"` (converted automatically).' }, locate)]);
  }
  const parsed = isSwagger2(raw) ? await convertSwagger2(raw) : raw;
  const hidden = hideDataRefs(parsed);
  const bundled = await bundleLocal(file, absolutePath, text, parsed, locate);
  restoreDataRefs(bundled, hidden);
  normalizeTo31(bundled);
  const findings = validateDocument(bundled);
  if (findings.length > 0) throw new SpecError(findings.map((finding) => toProblem(file, finding, locate)));
  return { file, absolutePath, originalVersion, document: bundled, locate };
}

async function bundleLocal(file: string, absolutePath: string, text: string, parsed: object, locate: Locator): Promise<{ [key: string]: unknown }> {
  // An empty config created here: no lint rules and never the repo's redocly.yaml, whose house
  // rules are for spec/ only.
  const config = await createConfig({});
  let result: Awaited<ReturnType<typeof bundle>>;
  try {
    result = await bundle({
      doc: { source: new Source(absolutePath, text), parsed },
      config,
      externalRefResolver: new LocalOnlyResolver(absolutePath),
      dereference: false,
    });
  } catch (error) {
    // Redocly throws (rather than reporting) on some malformed references, e.g. a `$ref` cycle.
    const reason = error instanceof Error ? error.message : String(error);
    throw new SpecError([wholeFileProblem(file, `the references could not be resolved: ${reason}`, 'Check `$ref` chains: each must end at a real object, not at another reference that leads back.')]);
  }
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new SpecError(errors.map((problem) => bundleProblem(file, absolutePath, problem, locate)));
  const document = result.bundle.parsed;
  if (!isJsonObject(document)) throw new SpecError([wholeFileProblem(file, 'bundling produced no document', 'Check that the file is an OpenAPI document.')]);
  return document as { [key: string]: unknown };
}

function bundleProblem(file: string, absolutePath: string, problem: NormalizedProblem, locate: Locator): SpecProblem {
  const location = problem.location[0];
  const pointer = (location?.pointer ?? '#').replace(/^#/, '');
  const sourcePath = location?.source.absoluteRef;
  const inRoot = sourcePath === undefined || sourcePath === absolutePath;
  // A problem in a referenced file is located in that file's own text.
  const { line, column } = inRoot ? locate(pointer) : location?.source.body === undefined ? { line: 0, column: 0 } : createLocator(location.source.body)(pointer);
  const remote = problem.message.includes('remote reference');
  return {
    file: inRoot ? file : path.relative(process.cwd(), sourcePath),
    line,
    column,
    pointer,
    message: problem.message,
    hint: remote
      ? 'Copy the referenced schema into the document (or a file beside it) and point the `$ref` there.'
      : 'Fix the `$ref` so it names an existing file under the document\'s folder and an existing pointer.',
  };
}

function toProblem(file: string, finding: Finding, locate: Locator): SpecProblem {
  const { line, column } = locate(finding.pointer);
  return { file, line, column, pointer: finding.pointer, message: finding.message, hint: finding.hint };
}

function wholeFileProblem(file: string, message: string, hint: string): SpecProblem {
  return { file, line: 0, column: 0, pointer: '', message, hint };
}
