/**
 * A path template's parameter names (`/users/{id}/keys/{key}` → `id`, `key`), as OpenAPI writes
 * them: whatever stands between braces. Its own module, free of the loader's imports: the docs
 * emitter reads it in the emitters' worker thread, which would otherwise load Redocly for it.
 */
export function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
}
