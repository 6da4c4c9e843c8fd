/**
 * Finds every example of the bundled contract (media types of request bodies and responses,
 * parameters) with the JSON pointer of the schema it illustrates, so a test can validate each one
 * and name the ones missing.
 */
import type { Json, JsonObject } from './bundle-contract.js';
import { isObject, listOperations, resolve, type OperationEntry } from './document.js';

export interface ExampleCase {
  /** Where the example sits, for messages: `post /api/v1/auth/login 200 application/json (example)`. */
  readonly at: string;
  readonly schemaPointer: string;
  readonly value: Json;
}

export interface ExampleSurvey {
  readonly examples: ExampleCase[];
  /** Places that should carry an example and do not. */
  readonly missing: string[];
}

const escapeToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The pointer of a node that may be a `$ref`: the target when it is one, `fallback` otherwise. */
function pointerOf(node: Json | undefined, fallback: string): string {
  return isObject(node) && typeof node.$ref === 'string' ? node.$ref : fallback;
}

export function surveyExamples(document: JsonObject): ExampleSurvey {
  const survey: ExampleSurvey = { examples: [], missing: [] };
  for (const entry of listOperations(document)) {
    const base = `#/paths/${escapeToken(entry.path)}/${entry.method}`;
    const label = `${entry.method} ${entry.path}`;
    surveyParameters(document, entry, base, label, survey);
    const body = entry.operation.requestBody;
    if (body !== undefined) surveyContent(document, pointerOf(body, `${base}/requestBody`), `${label} requestBody`, survey);
    const responses = resolve(document, entry.operation.responses);
    for (const [status, response] of Object.entries(responses)) {
      surveyContent(document, pointerOf(response, `${base}/responses/${escapeToken(status)}`), `${label} ${status}`, survey);
    }
  }
  return survey;
}

function surveyParameters(document: JsonObject, entry: OperationEntry, base: string, label: string, survey: ExampleSurvey): void {
  const list = Array.isArray(entry.operation.parameters) ? (entry.operation.parameters as readonly Json[]) : [];
  list.forEach((raw, index) => {
    const pointer = pointerOf(raw, `${base}/parameters/${index}`);
    const parameter = resolve(document, raw);
    const at = `${label} parameter ${String(parameter.in)} ${String(parameter.name)}`;
    const values = examplesOf(document, parameter);
    if (values.length === 0) survey.missing.push(at);
    for (const value of values) survey.examples.push({ at, schemaPointer: `${pointer}/schema`, value });
  });
}

function surveyContent(document: JsonObject, holderPointer: string, label: string, survey: ExampleSurvey): void {
  const holder = resolve(document, { $ref: holderPointer });
  if (!isObject(holder.content)) return;
  for (const [mediaType, raw] of Object.entries(holder.content)) {
    if (!isObject(raw)) continue;
    const at = `${label} ${mediaType}`;
    const values = examplesOf(document, raw);
    if (values.length === 0) survey.missing.push(at);
    const schemaPointer = `${holderPointer}/content/${escapeToken(mediaType)}/schema`;
    for (const value of values) survey.examples.push({ at, schemaPointer, value });
  }
}

/** The values of `example` and of every entry of `examples` (each may be a `$ref` to components/examples). */
function examplesOf(document: JsonObject, holder: JsonObject): Json[] {
  const values: Json[] = [];
  if (Object.hasOwn(holder, 'example')) values.push(holder.example ?? null);
  if (isObject(holder.examples)) {
    for (const raw of Object.values(holder.examples)) {
      const example = resolve(document, raw);
      if (Object.hasOwn(example, 'value')) values.push(example.value ?? null);
    }
  }
  return values;
}
