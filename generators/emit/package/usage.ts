/**
 * The usage example in the client's README (the package's, and an output folder's), written
 * from the document: one operation, called with its required parameters and body filled from
 * the schemas' examples (else values of the right type), and the error check around it. Every
 * name and value from the document enters the code as a sanitised identifier or a string
 * literal (generators/print/).
 *
 * The example is meant to compile where it is pasted, TypeScript included (the corpus checks it
 * for every document). So the operation is one whose input this file can fill with values of
 * the declared types (preferring an open GET, which needs no credentials or body), `$ref`,
 * `allOf` and the first of `oneOf`/`anyOf` are followed, a binary value is a `Blob`, and the
 * declared-error check is written only for an operation that declares errors: for one that
 * declares none, `isOperationError` can never hold, and TypeScript narrows the error to `never`.
 */
import { errorResponses } from '../../model/outcomes.js';
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../../model/types.js';
import { allowsAnonymous } from '../../model/security.js';
import { isBinarySchema } from '../../model/media.js';
import { deref, isJsonObject } from '../../shared/json-pointer.js';
import { appendAll } from '../../shared/append-all.js';
import { markdownCodeSpan, stringLiteral } from '../../print/escape.js';
import { discriminatorValue } from '../types-discriminators.js';

/** How deep an example body's objects are filled in. */
const MAX_DEPTH = 3;
const MAX_PROPERTIES = 6;
/** Operations tried for one whose input can be filled (the rest of a large document is not searched). */
const MAX_CANDIDATES = 200;

type Json = { readonly [key: string]: unknown };

/** What a README says where the document has no operation to show (webhooks or schemas only). */
export const NO_OPERATIONS = 'The document declares no operations, so the client has no methods to call.';

/** What a README says about calling the client, after its own lead-in. */
export interface ClientUsage {
  /** The example's code (a code block's contents). */
  readonly example: string;
  /** The Markdown lines that follow the example: what a call resolves or rejects with, the options to set first. */
  readonly after: readonly string[];
}

/**
 * `importFrom`: the package name, or the module path (`./client.js`) in an output folder.
 * Undefined when the document has no operation (say NO_OPERATIONS instead).
 */
export function clientUsage(model: ApiModel, importFrom: string): ClientUsage | undefined {
  const chosen = exampleOperation(model);
  if (chosen === undefined) return undefined;
  return { example: exampleCode(chosen.operation, chosen.input, importFrom), after: [...CALL_OUTCOMES, '', ...callOptions(model, chosen.operation.identifier)] };
}

function exampleCode(operation: OperationModel, input: string, importFrom: string): string {
  const declaresErrors = errorResponses(operation).length > 0;
  const imported = declaresErrors ? 'createApiClient, isOperationError' : 'ApiError, createApiClient';
  const lines = [`import { ${imported} } from ${stringLiteral(importFrom)};`, '', `const api = createApiClient({ baseUrl: ${stringLiteral(baseUrl(operation))} });`, ''];
  if (!isOpen(operation)) lines.push('// This operation needs credentials: see `auth` in the options of createApiClient.');
  lines.push('try {', `  const result = await api.${operation.identifier}(${input});`, '  console.log(result);', '} catch (error) {');
  if (declaresErrors) {
    lines.push(
      `  // A response the document declares for ${operation.identifier} (status and body typed); anything else is rethrown.`,
      `  if (!isOperationError(error, ${stringLiteral(operation.identifier)})) throw error;`,
      '  console.error(error.status, error.body);',
    );
  } else {
    lines.push(
      `  // The document declares no error response for ${operation.identifier}: any other status is an ApiError with the body as sent.`,
      '  if (!(error instanceof ApiError)) throw error;',
      '  console.error(error.status, error.body);',
    );
  }
  lines.push('}');
  return lines.join('\n');
}

/** What a call resolves or rejects with, said after the example in both READMEs. */
const CALL_OUTCOMES: readonly string[] = [
  'Each method resolves with the response the document declares for success and rejects with an',
  '`ApiError` (`status`, `body`) for any other status, or for a success whose body cannot be read',
  "as declared (a `ResponseBodyError`: say, a proxy's HTML page where JSON is declared);",
  '`isOperationError` narrows it to what the operation declares. A call that gets no answer rejects',
  'with a `NetworkError` (connection refused or reset, a name that does not resolve, a connection',
  "that breaks while the body arrives; `cause` is fetch's own error), one whose `timeoutMs` passes",
  'with a `RequestTimeoutError`, and one whose input cannot be sent with a `RequestInputError`;',
  'none of these is an `ApiError`.',
];

/**
 * The options an app sets first, and the bundle-friendly form of the client, said after the
 * outcomes in both READMEs. An app team reading only the output folder's README learned of the
 * retries from its logs (a refused GET took three attempts), of the missing default timeout from
 * a hung call, and never of createClientCore (a new-user pass, 2026-11-28).
 */
function callOptions(model: ApiModel, name: string): string[] {
  return [
    `\`createApiClient\` also takes \`auth\` (${authKeys(model)}),`,
    '`timeoutMs` (none by default), `retry` (GET, HEAD, OPTIONS, PUT and DELETE calls are sent up to three',
    'times on a network error, 429 or 503; `false` sends each call once), `headers` and `fetch`; a',
    'method\'s second argument sets `signal`, `timeoutMs`, `retry` and `headers` for one call. Each',
    'method is also exported as a function of a client core, for browser bundles that keep only the',
    `operations they call: \`const core = createClientCore(options)\`, then \`await ${name}(core, input)\`.`,
  ];
}

/**
 * Whose credentials `auth` takes, by the names it takes them under: the example calls an open
 * operation where there is one, so nothing showed that a bearer scheme's token goes in
 * `auth: { bearerAuth: token }` (a new-user pass, 2026-11-29). Schemes the client sends nothing
 * for (`other`: mutual TLS) are left out, as the client's own comment leaves them.
 */
function authKeys(model: ApiModel): string {
  const keys = model.securitySchemes.filter((scheme) => scheme.kind !== 'other').map((scheme) => markdownCodeSpan(scheme.key));
  if (keys.length === 0) return 'one credential per security scheme of the document';
  const more = keys.length > MAX_AUTH_KEYS ? ` and ${keys.length - MAX_AUTH_KEYS} more` : '';
  return `one credential per security scheme, under its name in the document: ${keys.slice(0, MAX_AUTH_KEYS).join(', ')}${more}`;
}

const MAX_AUTH_KEYS = 6;

function isOpen(operation: OperationModel): boolean {
  return allowsAnonymous(operation.security);
}

/**
 * An open GET, else any GET, else any operation; among each, the first whose input can be filled,
 * with that input (the call's argument). When none can be, the first, called with none.
 */
function exampleOperation(model: ApiModel): { readonly operation: OperationModel; readonly input: string } | undefined {
  const filler = new Filler(model.document);
  const gets = model.operations.filter((operation) => operation.method === 'get');
  const preferred = [...gets.filter(isOpen), ...gets.filter((operation) => !isOpen(operation)), ...model.operations.filter((operation) => operation.method !== 'get')];
  for (const operation of preferred.slice(0, MAX_CANDIDATES)) {
    const input = filler.input(operation);
    if (input !== undefined) return { operation, input };
  }
  return preferred[0] === undefined ? undefined : { operation: preferred[0], input: '' };
}

/**
 * The server's URL; for a relative one (`/v3`, a document served with its API), an example origin
 * followed by its path, since the client appends each operation's path to `baseUrl` alone (the
 * example said `https://api.example.com`, and every call missed the `/v3`).
 */
function baseUrl(operation: OperationModel): string {
  const url = operation.servers[0]?.url ?? '';
  if (/^https?:\/\//i.test(url)) return withoutTrailingSlashes(url);
  const path = /^\/[\w\-.~/%]*$/.test(url) ? withoutTrailingSlashes(url) : '';
  return `https://api.example.com${path}`;
}

/**
 * A loop, not `/\/+$/`: that regex retries from every slash of a run not at the end, quadratic in
 * the run, and a server URL is the document's text (40,000 slashes took 0.9 s, four times that
 * length sixteen times as long).
 */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

/** Literals for values of the document's schemas, or undefined where it cannot be sure of the type. */
class Filler {
  constructor(private readonly document: unknown) {}

  /** The call's argument (`''` when it takes none), or undefined when some required value cannot be filled. */
  input(operation: OperationModel): string | undefined {
    const params: string[] = [];
    for (const location of ['path', 'query', 'header', 'cookie'] as const) {
      const required = operation.parameters[location].filter((parameter) => parameter.required);
      const entries = required.map((parameter) => this.parameterEntry(parameter));
      if (entries.some((entry) => entry === undefined)) return undefined;
      if (entries.length > 0) params.push(`${location}: { ${entries.join(', ')} }`);
    }
    const members = params.length > 0 ? [`params: { ${params.join(', ')} }`] : [];
    if (operation.requestBody?.required === true) {
      const body = this.value(operation.requestBody.schema, 'value', 0);
      if (body === undefined) return undefined;
      members.push(`body: ${body}`);
    }
    return members.length > 0 ? `{ ${members.join(', ')} }` : '';
  }

  private parameterEntry(parameter: ParameterModel): string | undefined {
    const value = this.value(parameter.schema, parameter.name, 0);
    return value === undefined ? undefined : `${key(parameter.name)}: ${value}`;
  }

  /**
   * A JavaScript literal for a value of `schema`: its example, default, const or first enum
   * member, else one of its type. `tag`: the member that names the alternative a discriminator
   * chose, and its value.
   */
  private value(given: JsonSchema, name: string, depth: number, tag?: Tag): string | undefined {
    const schema = this.resolved(given);
    if (schema === true || (isJsonObject(schema) && Object.keys(schema).length === 0)) return stringLiteral(name);
    if (!isJsonObject(schema) || depth > MAX_DEPTH) return undefined;
    const example = scalarExample(schema);
    if (example !== undefined) return example;
    const alternatives = firstArray(schema['oneOf'], schema['anyOf']);
    if (alternatives !== undefined) return alternatives.length === 0 ? undefined : this.value(alternatives[0] as JsonSchema, name, depth + 1, discriminatorTag(schema, alternatives[0], this.schemas()) ?? tag);
    if (Array.isArray(schema['allOf'])) return this.objectOf(this.merged(schema), depth, tag);
    switch (typeOf(schema)) {
      case 'integer':
      case 'number':
        return typeof schema['minimum'] === 'number' ? String(schema['minimum']) : '1';
      case 'boolean':
        return 'true';
      case 'array':
        return '[]';
      case 'object':
        return this.objectOf(schema, depth, tag);
      case 'string':
        return isBinarySchema(schema) ? 'new Blob([])' : stringLiteral(name);
      default:
        return undefined;
    }
  }

  private objectOf(schema: Json, depth: number, tag: Tag | undefined): string | undefined {
    const properties = isJsonObject(schema['properties']) ? schema['properties'] : {};
    const listed = Array.isArray(schema['required']) ? schema['required'].filter((name): name is string => typeof name === 'string') : [];
    if (listed.some((name) => !Object.hasOwn(properties, name))) return undefined;
    // A read-only member is the server's to send: a request body's type leaves it out.
    const required = listed.filter((name) => !isReadOnly(this.resolved(properties[name] as JsonSchema)));
    if (required.length > MAX_PROPERTIES) return undefined;
    const entries = required.map((name) => {
      const value = name === tag?.property ? stringLiteral(tag.value) : this.value(properties[name] as JsonSchema, name, depth + 1);
      return value === undefined ? undefined : `${key(name)}: ${value}`;
    });
    if (entries.some((entry) => entry === undefined)) return undefined;
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }

  /** An `allOf`'s members' properties and required names as one object schema (their own `allOf`s one level down). */
  private merged(schema: Json): Json {
    const properties: { [key: string]: unknown } = {};
    const required: unknown[] = [];
    for (const member of [schema, ...(schema['allOf'] as unknown[]).map((item) => this.resolved(item as JsonSchema))]) {
      if (!isJsonObject(member)) continue;
      if (isJsonObject(member['properties'])) Object.assign(properties, member['properties']);
      if (Array.isArray(member['required'])) appendAll(required, member['required'] as unknown[]);
    }
    return { type: 'object', properties, required: [...new Set(required)] };
  }

  private schemas(): Json | undefined {
    const components = isJsonObject(this.document) ? this.document['components'] : undefined;
    return isJsonObject(components) && isJsonObject(components['schemas']) ? components['schemas'] : undefined;
  }

  private resolved(schema: JsonSchema): unknown {
    return deref(this.document, schema, '').value;
  }
}

/**
 * The schema's example, default, const or first enum member, when it is a string, number or
 * boolean of the schema's own type and the schema composes nothing. An object or array example
 * is not used: one member more than the schema lists is an error in a TypeScript object literal.
 */
function scalarExample(schema: Json): string | undefined {
  if (['oneOf', 'anyOf', 'allOf', 'not'].some((keyword) => keyword in schema)) return undefined;
  const type = typeOf(schema);
  // Bytes, which the types (and so the client) take as a Blob, as the model reads them.
  if (isBinarySchema(schema)) return undefined;
  // Where the type is a set of values, only they fit (an example outside an enum does not).
  const listed = 'const' in schema || Array.isArray(schema['enum']);
  const candidates = listed ? [schema['const'], Array.isArray(schema['enum']) ? schema['enum'][0] : undefined] : [schema['example'], Array.isArray(schema['examples']) ? schema['examples'][0] : undefined, schema['default']];
  const fits = (value: unknown): boolean =>
    (type === 'string' && typeof value === 'string' && value.length <= 200) ||
    ((type === 'number' || type === 'integer') && typeof value === 'number' && Number.isFinite(value)) ||
    (type === 'boolean' && typeof value === 'boolean');
  const found = candidates.find((value) => value !== undefined);
  return found !== undefined && fits(found) ? literal(found) : undefined;
}

/** The member a discriminator reads, and the value that names one alternative. */
interface Tag {
  readonly property: string;
  readonly value: string;
}

/**
 * The discriminator's value for `member` of `schema`'s alternatives, as the generated types read
 * it (types-discriminators.ts: a mapping to the bare schema name, or a base's mapping, counts).
 */
function discriminatorTag(schema: Json, member: unknown, schemas: Json | undefined): Tag | undefined {
  const discriminator = schema['discriminator'];
  const ref = isJsonObject(member) && typeof member['$ref'] === 'string' ? member['$ref'] : undefined;
  if (!isJsonObject(discriminator) || typeof discriminator['propertyName'] !== 'string' || ref === undefined) return undefined;
  const value = discriminatorValue(schema, ref, schemas);
  return value === undefined ? undefined : { property: discriminator['propertyName'], value };
}

function isReadOnly(schema: unknown): boolean {
  return isJsonObject(schema) && schema['readOnly'] === true;
}

function typeOf(schema: Json): string | undefined {
  const type = schema['type'];
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((name): name is string => typeof name === 'string' && name !== 'null');
  return isJsonObject(schema['properties']) ? 'object' : undefined;
}

function firstArray(...values: unknown[]): unknown[] | undefined {
  return values.find((value): value is unknown[] => Array.isArray(value));
}

/** An object literal key: computed for `__proto__`, which as a plain or quoted key would set the prototype. */
function key(name: string): string {
  if (name === '__proto__') return `[${stringLiteral(name)}]`;
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : stringLiteral(name);
}

/** A string, number or boolean as a JavaScript literal. */
function literal(value: string | number | boolean | unknown): string {
  return typeof value === 'string' ? stringLiteral(value) : String(value);
}
