/**
 * A path template's parameter names (`/users/{id}/keys/{key}` → `id`, `key`), as OpenAPI writes
 * them: whatever stands between braces. Its own module, free of the loader's imports: the docs
 * emitter imported it from load/validate.ts, and with it the bundle chunk that holds Redocly, so
 * a worker thread rendering the page would have loaded Redocly for one regular expression
 * (decisions/0041).
 */
export function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
}
