/**
 * The usage example in the client package's README, written from the document: one operation
 * (an open GET when there is one, since it needs no credentials or body), called with its
 * required parameters and body filled from the schemas' examples (else placeholders of the
 * right type), and the documented-error check around it. Every name and value from the document
 * enters the code as a sanitised identifier or a string literal (generators/print/).
 */
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../../model/types.js';
import { stringLiteral } from '../../print/escape.js';

/** How deep an example body's objects are filled in; beyond it, `{}`. */
const MAX_DEPTH = 3;
const MAX_PROPERTIES = 6;

export function usageExample(model: ApiModel, packageName: string): string {
  const operation = exampleOperation(model);
  const lines = [`import { createApiClient, isOperationError } from ${stringLiteral(packageName)};`, '', `const api = createApiClient({ baseUrl: ${stringLiteral(baseUrl(operation))} });`, ''];
  if (operation === undefined) return lines.join('\n');
  const input = inputLiteral(operation);
  const call = `await api.${operation.identifier}(${input})`;
  if (operation.security.length > 0 && !operation.security.some((alternative) => alternative.length === 0)) {
    lines.push('// This operation needs credentials: see `auth` in the options of createApiClient.');
  }
  lines.push(
    'try {',
    `  const result = ${call};`,
    '  console.log(result);',
    '} catch (error) {',
    `  // A response the document declares for ${operation.identifier} (status and body typed); anything else is rethrown.`,
    `  if (!isOperationError(error, ${stringLiteral(operation.identifier)})) throw error;`,
    '  console.error(error.status, error.body);',
    '}',
  );
  return lines.join('\n');
}

function isOpen(operation: OperationModel): boolean {
  return operation.security.length === 0 || operation.security.some((alternative) => alternative.length === 0);
}

function exampleOperation(model: ApiModel): OperationModel | undefined {
  const gets = model.operations.filter((operation) => operation.method === 'get');
  return gets.find(isOpen) ?? gets[0] ?? model.operations[0];
}

function baseUrl(operation: OperationModel | undefined): string {
  const url = operation?.servers[0]?.url ?? '';
  return /^https?:\/\//i.test(url) ? url.replace(/\/+$/, '') : 'https://api.example.com';
}

function inputLiteral(operation: OperationModel): string {
  const params: string[] = [];
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const required = operation.parameters[location].filter((parameter) => parameter.required);
    if (required.length > 0) params.push(`${location}: { ${required.map(parameterEntry).join(', ')} }`);
  }
  const members = params.length > 0 ? [`params: { ${params.join(', ')} }`] : [];
  if (operation.requestBody?.required === true) members.push(`body: ${valueFor(operation.requestBody.schema, 'value', 0)}`);
  return members.length > 0 ? `{ ${members.join(', ')} }` : '';
}

function parameterEntry(parameter: ParameterModel): string {
  return `${key(parameter.name)}: ${valueFor(parameter.schema, parameter.name, 0)}`;
}

/** An object literal key: computed for `__proto__`, which as a plain or quoted key would set the prototype. */
function key(name: string): string {
  if (name === '__proto__') return `[${stringLiteral(name)}]`;
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : stringLiteral(name);
}

/** A JavaScript literal for a value of `schema`: its example, default, const or first enum member, else a placeholder. */
function valueFor(schema: JsonSchema, name: string, depth: number): string {
  if (typeof schema !== 'object') return stringLiteral(name);
  const given = firstDefined(schema['example'], Array.isArray(schema['examples']) ? schema['examples'][0] : undefined, schema['default'], schema['const'], Array.isArray(schema['enum']) ? schema['enum'][0] : undefined);
  if (given !== undefined) return literal(given);
  switch (Array.isArray(schema['type']) ? schema['type'][0] : schema['type']) {
    case 'integer':
    case 'number':
      return typeof schema['minimum'] === 'number' ? String(schema['minimum']) : '1';
    case 'boolean':
      return 'true';
    case 'array':
      return '[]';
    case 'object':
      return objectFor(schema, depth);
    default:
      return stringLiteral(name);
  }
}

function objectFor(schema: { readonly [key: string]: unknown }, depth: number): string {
  const properties = typeof schema['properties'] === 'object' && schema['properties'] !== null ? (schema['properties'] as Record<string, JsonSchema>) : {};
  const required = Array.isArray(schema['required']) ? schema['required'].filter((name): name is string => typeof name === 'string' && Object.hasOwn(properties, name)) : [];
  if (depth >= MAX_DEPTH || required.length === 0) return '{}';
  const entries = required.slice(0, MAX_PROPERTIES).map((name) => `${key(name)}: ${valueFor(properties[name]!, name, depth + 1)}`);
  return `{ ${entries.join(', ')} }`;
}

function firstDefined(...values: unknown[]): unknown {
  return values.find((value) => value !== undefined);
}

/** A JSON value as a JavaScript literal (JSON is one, once U+2028/2029 are escaped); long ones are cut to a placeholder. */
function literal(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined || text.length > 200 || text.includes('"__proto__"')) return stringLiteral('…');
  return text.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
