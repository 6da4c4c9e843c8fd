/**
 * swagger2openapi, loaded at its first use: most documents are OpenAPI 3 and never need it.
 * Required, not imported: the compiled commands call no import() of their own
 * (scripts/compile-cache.mjs). A module of its own, so a test can put a converter in its place.
 */
import { createRequire } from 'node:module';
import type Swagger2openapi from 'swagger2openapi';

export type SwaggerConverter = typeof Swagger2openapi;

export function swaggerConverter(): SwaggerConverter {
  return createRequire(import.meta.url)('swagger2openapi') as SwaggerConverter;
}
