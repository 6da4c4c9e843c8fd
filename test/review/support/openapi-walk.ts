/**
 * Reads what the browser test needs from a bundled document: operations in document order (with
 * their first tag, summary and JSON schemas) and the top-level property names of a schema,
 * following `$ref` and `allOf` the way a reader of the docs sees them.
 */
type Json = { readonly [key: string]: unknown };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface ListedOperation {
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly requestSchema?: unknown;
  readonly successSchema?: unknown;
}

function jsonSchema(holder: unknown): unknown {
  if (!isObject(holder) || !isObject(holder['content'])) return undefined;
  const media = holder['content']['application/json'];
  return isObject(media) ? media['schema'] : undefined;
}

function resolve(document: Json, node: unknown): unknown {
  let current = node;
  for (let hop = 0; hop < 32 && isObject(current) && typeof current['$ref'] === 'string'; hop += 1) {
    const ref = current['$ref'] as string;
    current = ref.slice(2).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, token) => (isObject(at) ? at[token] : undefined), document);
  }
  return current;
}

export function listOperations(document: Json): ListedOperation[] {
  const paths = isObject(document['paths']) ? document['paths'] : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = isObject(item) ? item[method] : undefined;
      if (!isObject(operation)) return [];
      const tags = Array.isArray(operation['tags']) ? operation['tags'] : [];
      const responses = isObject(operation['responses']) ? operation['responses'] : {};
      const success = Object.keys(responses).find((status) => /^2/.test(status));
      return [{
        method: method.toUpperCase(),
        path,
        summary: typeof operation['summary'] === 'string' ? operation['summary'] : String(operation['operationId'] ?? `${method} ${path}`),
        tag: typeof tags[0] === 'string' ? tags[0] : 'default',
        requestSchema: jsonSchema(resolve(document, operation['requestBody'])),
        successSchema: success ? jsonSchema(resolve(document, responses[success])) : undefined,
      }];
    }),
  );
}

export function topLevelProperties(document: Json, schema: unknown, seen = new Set<unknown>()): string[] {
  const node = resolve(document, schema);
  if (!isObject(node) || seen.has(node)) return [];
  seen.add(node);
  const own = isObject(node['properties']) ? Object.keys(node['properties']) : [];
  const composed = Array.isArray(node['allOf']) ? node['allOf'].flatMap((member) => topLevelProperties(document, member, seen)) : [];
  return [...new Set([...own, ...composed])];
}
