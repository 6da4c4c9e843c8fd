/**
 * loadDocument: file → one bundled OpenAPI 3.1 document with internal `$ref`s only, plus the
 * located warnings about what breaks the specification but was generated anyway; or a SpecError
 * listing every problem that refuses it (file, line, column, JSON pointer, how to fix). Nothing
 * else ever escapes: an unexpected failure inside loading is reported as a problem of the file.
 *
 * Steps: read (regular files only, under one budget for every file: budget.ts) → parse (JSON or
 * YAML) → version → bundle with Redocly (local files under the document's folder only, never the
 * network, never the repo's redocly.yaml), running Redocly's structural checks in the same walk
 * (structure.ts) → convert Swagger 2.0 → normalise 3.0 → 3.1 → hoist deep schema references →
 * repair path parameters → our own checks (validate.ts).
 */
import path from 'node:path';
import { bundle, Source, type NormalizedProblem } from '@redocly/openapi-core';
import { expandedNodeCount, InputBudget, InputLimitError, type InputLimits } from './budget.js';
import { createLocator, type Locator } from './locate.js';
import { normalizeTo31 } from './normalize.js';
import { duplicateMemberWarning, mayHoldKey, parseText } from './parse.js';
import { SpecError, type SpecProblem } from './problems.js';
import { InputFileError, readInputFile } from './read-file.js';
import { displayName, LocalOnlyResolver, type ParsedFile, type PrepareParsed } from './resolver.js';
import { allowedBySpecification, bundleConfigWithChecks, classify, infoScalarsAsText, unresolvedPointer } from './structure.js';
import { identifiedSchemas, identifierHint, type IdentifiedSchemas } from './schema-identifiers.js';
import { convertSwagger2, rootedBasePath } from './swagger.js';
import { tsvCollectionFindings } from './swagger-tsv.js';
import { swagger2Places } from './swagger-places.js';
import { validateDocument, type Finding } from './validate.js';
import { dropUnfitDefaults } from './unfit-defaults.js';
import { setAsideNonStringDiscriminators } from './non-string-discriminators.js';
import { readVersion, type Family } from './version.js';
import { hideDataRefs, restoreDataRefs } from './data-refs.js';
import { EXTERNAL_VALUE_KEY, externalValuePlaceholder, hideExternalValues, restoreExternalValues } from './external-values.js';
import { hoistDeepSchemaRefs } from './hoist-refs.js';
import { leaveOutUnsupported32 } from './openapi-32.js';
import { dynamicRefsAsRefs } from './dynamic-refs.js';
import { reconcilePathParameters } from './path-parameters.js';
import { originFinder, type OriginOf } from './origins.js';
import { referenceLoopFinding } from './self-references.js';
import { addedByBundling, ownComponentNames, unescapeBundledNames, type OwnComponentNames } from './bundled-names.js';
import { deref, isJsonObject, valueAtPointer } from '../shared/json-pointer.js';
import { HTTP_METHODS } from '../shared/http.js';
import { urlInsteadOfFile } from '../shared/url-for-file.js';

export { SpecError, formatProblem, asError, type SpecProblem } from './problems.js';
export type { Finding } from './validate.js';
export { INPUT_LIMITS, type InputLimits } from './budget.js';

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
  /** What breaks the specification but was generated as peers do (decisions/0004), located. */
  readonly warnings: readonly SpecProblem[];
  /** The file, pointer, line and column where a place of `document` is written (origins.ts). */
  readonly origin: OriginOf;
  /** A finding about `document` (the model's, the start check's, a crash's place) said where it is written (`placer`). */
  readonly place: (finding: Finding) => SpecProblem;
}

export interface LoadOptions {
  /** Limits of the budget shared by every file read; INPUT_LIMITS (decisions/0014) by default. */
  readonly limits?: InputLimits;
}

type Json = { [key: string]: unknown };

interface Input {
  readonly file: string;
  readonly absolutePath: string;
  readonly text: string;
  readonly locate: Locator;
  readonly budget: InputBudget;
}

export async function loadDocument(specPath: string, options: LoadOptions = {}): Promise<LoadedDocument> {
  const absolutePath = path.resolve(specPath);
  const budget = new InputBudget(options.limits);
  try {
    const text = await readRoot(specPath, absolutePath, budget);
    return await loadFromText({ file: specPath, absolutePath, text, locate: createLocator(text), budget });
  } catch (error) {
    throw asSpecError(error, specPath);
  }
}

async function readRoot(file: string, absolutePath: string, budget: InputBudget): Promise<string> {
  // Resolved as a path it would be reported missing under a folder named after the scheme.
  const url = urlInsteadOfFile(file);
  if (url !== undefined) throw new SpecError([wholeFileProblem(file, url, 'Give the path of a file on this machine: nothing is fetched over the network.')]);
  try {
    return await readInputFile(absolutePath, file, budget);
  } catch (error) {
    if (!(error instanceof InputFileError)) throw error;
    throw new SpecError([wholeFileProblem(file, `cannot read the document: ${error.message}`, 'Check the path: --spec, else "spec" in mtc.config.json, else spec/openapi.yaml; relative to the current directory.')]);
  }
}

async function loadFromText(input: Input): Promise<LoadedDocument> {
  const { file, absolutePath, locate } = input;
  const parsed = parseText(file, input.text, input.budget);
  const raw = parsed.value;
  if (!isJsonObject(raw)) {
    throw new SpecError([wholeFileProblem(file, 'the document is not an object', 'An OpenAPI document starts with `openapi: 3.1.0`, `info` and `paths`.')]);
  }
  const versionWarnings: Finding[] = [];
  const version = readVersion(raw as Json, versionWarnings);
  if (!('family' in version)) throw new SpecError([toProblem(file, version, locate)]);
  // Counted before bundling too, so a document that is too big says so before the expensive walk.
  input.budget.checkOperations(file, countOperations(raw as Json));
  // Bundling walks `$ref` chains recursively: a chain too long for it is refused where it passes the limit.
  // (parseText checked the file's own nesting.)
  input.budget.checkNesting(file, raw, locate, 'only');
  const hidden = hideDataRefs(raw as Json);
  const externalValues = externalValuesHidden(input.text, raw);
  const texts = [input.text];
  const bundled = await bundleChecked(input, version.family, raw, (parsed, referenced, text) => {
    texts.push(text);
    externalValues.prepare(parsed, referenced, text);
  });
  infoScalarsAsText(bundled.document);
  const root: RootFile = { file, absolutePath, value: raw, locate };
  // Before conversion a place of the bundle is one of the Swagger 2.0 document's own.
  const placedAsBundled = placer(root, originFinder(bundled.document, root, bundled.referenced));
  const swaggerWarnings = version.family === '2.0' ? [...rootedBasePath(bundled.document), ...tsvCollectionFindings(bundled.document)].map(placedAsBundled) : [];
  const document = version.family === '2.0' ? await convertSwagger2(bundled.document, placedAsBundled) : bundled.document;
  const origin = originFinder(document, root, bundled.referenced, version.family === '2.0' ? { document: bundled.document, pointerOf: swagger2Places(document, bundled.document) } : undefined);
  const placed = placer(root, origin);
  restoreDataRefs(document, hidden);
  externalValues.restore(document);
  const leftOut = version.declared.startsWith('3.2') ? leaveOutUnsupported32(document) : [];
  const unchecked = texts.some((text) => mayHoldKey(text, '$dynamicRef')) ? dynamicRefsAsRefs(document) : [];
  normalizeTo31(document);
  input.budget.checkOperations(file, countOperations(document));
  hoistDeepSchemaRefs(document);
  const reconciled = reconcilePathParameters(document);
  const unfitDefaults = await dropUnfitDefaults(document);
  const nonStringDiscriminators = setAsideNonStringDiscriminators(document);
  const findings = [...leftOut, ...unchecked, ...reconciled, ...unfitDefaults, ...nonStringDiscriminators, ...validateDocument(document, { responsesRequired: version.family !== '3.1' })].map(placed);
  const errors = findings.filter((problem) => problem.severity !== 'warning');
  if (errors.length > 0) throw new SpecError(errors);
  const duplicate = duplicateMemberWarning(file, parsed, input.text);
  const warnings = [...(duplicate === undefined ? [] : [duplicate]), ...versionWarnings.map((finding) => toProblem(file, finding, locate)), ...swaggerWarnings, ...bundled.warnings, ...findings.filter((problem) => problem.severity === 'warning')];
  return { file, absolutePath, originalVersion: version.declared, document, locate, warnings, origin, place: placed };
}

/** The root document as read: where its places are written (origins.ts) and the name it is reported under. */
interface RootFile {
  readonly file: string;
  readonly absolutePath: string;
  readonly value: unknown;
  readonly locate: Locator;
}

/**
 * The one place a finding about the bundled document is located: at the file and place where
 * that part is written (origins.ts). Such findings were all said in the root file, at its line
 * nearest the pointer (most often 1:1), with a pointer into the bundle: `api.yaml:1:1
 * #/components/schemas/thing/properties/kind/enum` for an empty enum written in thing.yaml
 * (2026-11-28). A place in the root is said as before (its pointer, its line).
 */
function placer(root: RootFile, origin: OriginOf): (finding: Finding) => SpecProblem {
  return (finding) => {
    const place = origin(finding.pointer);
    // A referenced file is named as the resolver names the file it read (its ParsedFile `name`).
    const file = place.absolutePath === root.absolutePath ? root.file : displayName(place.absolutePath);
    return { file, line: place.line, column: place.column, pointer: place.pointer, message: finding.message, hint: finding.hint, ...(finding.severity ? { severity: finding.severity } : {}) };
  };
}

/**
 * Every example's `externalValue`, in the root document and in each file it references, hidden
 * from Redocly's bundler, which would follow it (load/external-values.ts); `restore` puts them back.
 */
function externalValuesHidden(rootText: string, root: unknown): { prepare: PrepareParsed; restore: (document: unknown) => void } {
  const placeholder = externalValuePlaceholder(rootText);
  let hidden = mayHoldKey(rootText, EXTERNAL_VALUE_KEY) ? hideExternalValues(root, placeholder) : 0;
  const prepare: PrepareParsed = (parsed, file, text) => {
    if (text.includes(placeholder)) throw new SpecError([wholeFileProblem(file, `the file contains the text ${JSON.stringify(placeholder)}, which the loader reserves while bundling`, 'Rename that key; its text is reserved for examples\' `externalValue`.')]);
    if (mayHoldKey(text, EXTERNAL_VALUE_KEY)) hidden += hideExternalValues(parsed, placeholder);
  };
  return { prepare, restore: (document) => (hidden > 0 ? void restoreExternalValues(document, placeholder) : undefined) };
}

/** Bundles with Redocly's structural checks in the same walk; refuses on any error, returns the warnings. */
async function bundleChecked({ file, absolutePath, text, locate, budget }: Input, family: Family, parsed: object, prepare: PrepareParsed): Promise<{ document: Json; warnings: SpecProblem[]; referenced: ReadonlyMap<string, ParsedFile> }> {
  const resolver = new LocalOnlyResolver(absolutePath, budget, prepare);
  const ownNames = ownComponentNames(parsed as Json);
  let result: Awaited<ReturnType<typeof bundle>>;
  try {
    result = await bundle({ doc: { source: new Source(absolutePath, text), parsed }, config: await bundleConfigWithChecks(), externalRefResolver: resolver, dereference: false });
  } catch (error) {
    if (error instanceof SpecError) throw error;
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      // Checked before bundling in each file; a chain running through several files can still be too long.
      throw new SpecError([wholeFileProblem(file, `the document and the files it references nest too deeply to bundle (${error.message})`, 'Flatten the document: name deeply nested schemas under components.schemas, or shorten the chain of `$ref`s across files.')]);
    }
    // Redocly throws (rather than reporting) on some malformed references, e.g. a `$ref` cycle, which is then located here.
    const files = new Map([[absolutePath, { path: absolutePath, name: file, value: parsed, text }], ...resolver.parsedFiles]);
    const loop = referenceLoopFinding(files);
    if (loop !== undefined) throw new SpecError([toProblem(files.get(loop.path)!.name, loop.finding, loop.path === absolutePath ? locate : createLocator(files.get(loop.path)!.text))]);
    const reason = error instanceof Error ? error.message : String(error);
    throw new SpecError([wholeFileProblem(file, `the references could not be resolved: ${reason}`, 'Check `$ref` chains: each must end at a real object, not at another reference that leads back.')]);
  }
  // A problem inside a referenced file (its syntax, the budget) is the cause of anything reported about it.
  if (resolver.failures.length > 0) throw new SpecError(resolver.failures);
  const located = new ProblemLocator(file, absolutePath, locate, family, (at) => (at === absolutePath ? parsed : resolver.parsedFiles.get(at)?.value), resolver.parsedFiles);
  const problems = withoutBundlingEchoes(onceEach(result.problems.filter((problem) => !allowedBySpecification(problem, family)).map((problem) => located.problem(problem))), file, ownNames);
  const errors = problems.filter((problem) => problem.severity !== 'warning');
  if (errors.length > 0) throw new SpecError(errors);
  const document = result.bundle.parsed;
  if (!isJsonObject(document)) throw new SpecError([wholeFileProblem(file, 'bundling produced no document', 'Check that the file is an OpenAPI document.')]);
  const clashes = unescapeBundledNames(document as { [key: string]: unknown }, ownNames);
  // A clash names the root's own component, which the renamed one has just replaced in the bundle: said in the root as written.
  if (clashes.length > 0) throw new SpecError(clashes.map((finding) => toProblem(file, finding, locate)));
  // Bundling copies a referenced file's content into each place that uses it when it has no component to live in.
  if (resolver.getFiles().size > 0) {
    try {
      budget.checkNesting(file, document, locate, true);
    } catch (error) {
      const root = { file, absolutePath, value: parsed, locate };
      throw error instanceof InputLimitError ? placedWhereWritten(error, placer(root, originFinder(document, root, resolver.parsedFiles))) : error;
    }
  }
  // And in any document, the parts the model copies into each operation that names them count per use (budget.ts).
  budget.checkAssembled(file, expandedNodeCount(document, budget.limits.nodes, document).nodes);
  return { document: document as Json, warnings: [...resolver.warnings, ...problems.filter((problem) => problem.severity === 'warning')], referenced: resolver.parsedFiles };
}

/**
 * A limit passed in the assembled document, said at the file and place where that part is
 * written (`placer`). It was said at the root file's line 1 with a pointer into the bundle
 * (`api.yaml:1:1 #/components/schemas/s195/…` for a chain of 450 files, s195.yaml's content),
 * a place no file has (2026-11-28, a re-check).
 */
function placedWhereWritten(error: InputLimitError, placed: (finding: Finding) => SpecProblem): InputLimitError {
  return new InputLimitError(error.problems.map(placed));
}

/**
 * Each problem once: Redocly walks a part of the root document again when a referenced file
 * points back into it (`api.yaml#/components/schemas/Pet` from `cat.yaml`), and reported each
 * finding there once per walk.
 */
function onceEach(problems: readonly SpecProblem[]): SpecProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = JSON.stringify([problem.file, problem.pointer, problem.line, problem.column, problem.message, problem.severity]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Without the copies Redocly makes of a referenced file's problem in the root: a referenced file
 * that is no object (`just text` where a schema belongs) is reported in that file, and again at
 * the component bundling made for it (`#/components/schemas/note`), which the root as written
 * does not have, so its line pointed at nothing. A root problem is dropped only when it lies in
 * a component bundling added and another file has a problem with the same message.
 */
function withoutBundlingEchoes(problems: readonly SpecProblem[], file: string, own: OwnComponentNames): SpecProblem[] {
  const elsewhere = new Set(problems.filter((problem) => problem.file !== file).map((problem) => problem.message));
  return problems.filter((problem) => problem.file !== file || !elsewhere.has(problem.message) || !addedByBundling(problem.pointer, own));
}

/** Redocly's problems located in the file they are in (the root or a referenced file), one parse per file. */
class ProblemLocator {
  readonly #locators = new Map<string, Locator>();
  /** Each file's schema identifiers, read once however many of its `$ref`s resolve nowhere. */
  readonly #identified = new Map<string, IdentifiedSchemas>();

  constructor(
    readonly file: string,
    readonly absolutePath: string,
    rootLocator: Locator,
    /** The document's specification, which some of Redocly's findings are told in terms of. */
    readonly family: Family,
    /** The value the loader parsed from a file (the root or a referenced one), by absolute path. */
    readonly parsedFile: (absolutePath: string) => unknown,
    /** The referenced files parsed, by Redocly's key: a problem in one is reported under the name of the file read. */
    readonly parsedFiles: ReadonlyMap<string, ParsedFile>,
  ) {
    this.#locators.set(absolutePath, rootLocator);
  }

  problem(problem: NormalizedProblem): SpecProblem {
    const location = problem.location[0];
    // Redocly writes the whole document as `#/`; a JSON pointer to it is the empty string.
    const pointer = (location?.pointer ?? '#').replace(/^#\/?$/, '').replace(/^#/, '');
    const sourcePath = location?.source.absoluteRef ?? this.absolutePath;
    const inRoot = sourcePath === this.absolutePath;
    const { line, column } = this.#locator(sourcePath, location?.source.body)(pointer);
    const ref = problem.message === "Can't resolve $ref" ? this.#referenceAt(sourcePath, pointer) : undefined;
    const { severity, message, hint } = ref === undefined ? classify(problem, this.family) : unresolvedPointer(ref, this.family, isMappingPlace(pointer));
    const identified = problem.message.startsWith("Can't resolve $ref") ? this.#identifiedAt(sourcePath, pointer) : undefined;
    return { file: inRoot ? this.file : (this.parsedFiles.get(sourcePath)?.name ?? displayName(sourcePath)), line, column, pointer, message, hint: identified ?? hint, ...(severity === 'warning' ? { severity } : {}) };
  }

  /** For a `$ref` that resolves nowhere but is a schema's `$id` in the same file: the hint naming that schema (schema-identifiers.ts). */
  #identifiedAt(sourcePath: string, pointer: string): string | undefined {
    const ref = this.#referenceAt(sourcePath, pointer);
    if (ref === undefined) return undefined;
    let identifiedBy = this.#identified.get(sourcePath);
    if (identifiedBy === undefined) this.#identified.set(sourcePath, (identifiedBy = identifiedSchemas(this.parsedFile(sourcePath))));
    const target = identifiedBy(ref);
    return target === undefined ? undefined : identifierHint(target);
  }

  /**
   * The `$ref` written at this place of a file the loader parsed, if it is one; or the reference a
   * discriminator's mapping gives there (a string, which Redocly resolves as a `$ref`).
   */
  #referenceAt(sourcePath: string, pointer: string): string | undefined {
    const holder = valueAtPointer(this.parsedFile(sourcePath), pointer);
    if (typeof holder === 'string' && isMappingPlace(pointer)) return holder;
    const ref = isJsonObject(holder) ? holder.$ref : undefined;
    return typeof ref === 'string' ? ref : undefined;
  }

  #locator(sourcePath: string, body: string | undefined): Locator {
    let locator = this.#locators.get(sourcePath);
    if (locator === undefined) {
      locator = body === undefined ? () => ({ line: 0, column: 0 }) : createLocator(body);
      this.#locators.set(sourcePath, locator);
    }
    return locator;
  }
}

/** A discriminator's `mapping` entry or `defaultMapping` (3.2): a reference written as a plain string. */
function isMappingPlace(pointer: string): boolean {
  return /\/discriminator\/(mapping\/[^/]*|defaultMapping)$/.test(pointer);
}

/** Operations under `paths` (path items reached through an internal `$ref` included). */
function countOperations(document: Json): number {
  const paths = isJsonObject(document.paths) ? document.paths : {};
  let count = 0;
  for (const [path, item] of Object.entries(paths)) {
    const resolved = path.startsWith('x-') ? undefined : deref(document, item, '').value;
    if (isJsonObject(resolved)) count += HTTP_METHODS.filter((method) => isJsonObject(resolved[method])).length;
  }
  return count;
}

/** Whatever escaped loading, as a problem of the file: never a bare JavaScript error. */
function asSpecError(error: unknown, file: string): SpecError {
  if (error instanceof SpecError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof RangeError && /call stack/i.test(reason)) {
    return new SpecError([wholeFileProblem(file, `the document is nested too deeply to process (${reason})`, 'Flatten the document; extremely deep nesting is not supported.')]);
  }
  return new SpecError([wholeFileProblem(file, `the document could not be loaded: ${reason}`, 'This is a failure of the generator on this document; please report it together with the document.')]);
}

function toProblem(file: string, finding: Finding, locate: Locator): SpecProblem {
  const { line, column } = locate(finding.pointer);
  return { file, line, column, pointer: finding.pointer, message: finding.message, hint: finding.hint, ...(finding.severity ? { severity: finding.severity } : {}) };
}

function wholeFileProblem(file: string, message: string, hint: string): SpecProblem {
  return { file, line: 0, column: 0, pointer: '', message, hint };
}
