/**
 * Checks response bodies against the bundled spec (generated/openapi.json) with Ajv directly,
 * independent of the generated server and client: the operation is found by method and path
 * template, the response by status, and the body must match that response's schema. Runtime
 * answers that belong to no operation (unknown route) must be the house ErrorBody.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const BUNDLE = fileURLToPath(new URL('../../../generated/openapi.json', import.meta.url));
const ID = 'https://spec.invalid/openapi.json';

type Json = { readonly [key: string]: unknown };

export interface Violation {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly problem: string;
  readonly body: string;
}

interface OperationEntry {
  readonly method: string;
  readonly template: string;
  readonly pattern: RegExp;
  readonly operation: Json;
}

export class SpecValidator {
  readonly #ajv: Ajv2020;
  readonly #document: Json;
  readonly #operations: OperationEntry[];
  readonly #compiled = new Map<string, ValidateFunction>();

  private constructor(document: Json) {
    this.#document = document;
    this.#ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.#ajv);
    this.#ajv.addSchema({ ...document, $id: ID });
    this.#operations = operationsOf(document);
  }

  static async load(): Promise<SpecValidator> {
    return new SpecValidator(JSON.parse(await readFile(BUNDLE, 'utf8')) as Json);
  }

  /** Problems with one response; `[]` when it matches the spec. */
  check(method: string, path: string, status: number, text: string): Violation[] {
    const fail = (problem: string): Violation[] => [{ method, path, status, problem, body: text.slice(0, 500) }];
    if (method === 'HEAD') return [];
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return fail('body is not JSON');
    }
    const entry = this.#operations.find((candidate) => candidate.method === method.toLowerCase() && candidate.pattern.test(path));
    const pointer = entry === undefined ? '#/components/schemas/ErrorBody' : this.#responsePointer(entry, status);
    if (pointer === undefined) return fail(`status ${status} is not declared for ${method} ${path}`);
    const validate = this.#validator(pointer);
    if (validate(body)) return [];
    return fail(this.#ajv.errorsText(validate.errors));
  }

  #responsePointer(entry: OperationEntry, status: number): string | undefined {
    const responses = entry.operation['responses'] as Json;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
    if (key === undefined) return undefined;
    let response = responses[key] as Json;
    let pointer = `${pointerOf(entry)}/responses/${key}`;
    while (typeof response['$ref'] === 'string') {
      pointer = response['$ref'];
      response = resolve(this.#document, pointer);
    }
    return `${pointer}/content/application~1json/schema`;
  }

  #validator(pointer: string): ValidateFunction {
    let validate = this.#compiled.get(pointer);
    if (validate === undefined) {
      validate = this.#ajv.compile({ $ref: `${ID}${pointer}` });
      this.#compiled.set(pointer, validate);
    }
    return validate;
  }
}

function operationsOf(document: Json): OperationEntry[] {
  const paths = document['paths'] as Json;
  return Object.entries(paths).flatMap(([template, item]) =>
    Object.entries(item as Json)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(method))
      .map(([method, operation]) => ({
        method,
        template,
        pattern: new RegExp(`^${template.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}$`),
        operation: operation as Json,
      })),
  );
}

function pointerOf(entry: OperationEntry): string {
  return `#/paths/${entry.template.replace(/~/g, '~0').replace(/\//g, '~1')}/${entry.method}`;
}

function resolve(document: Json, pointer: string): Json {
  let node: unknown = document;
  for (const part of pointer.replace(/^#\//, '').split('/')) {
    node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node as Json;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
