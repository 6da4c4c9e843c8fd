/**
 * Swagger 2.0 → OpenAPI 3.0 with swagger2openapi, in process, with every resolving option off so
 * the converter never reads another file or fetches a URL (our bundler does resolving, safely).
 */

export function isSwagger2(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { swagger?: unknown }).swagger === '2.0';
}

export async function convertSwagger2(document: object): Promise<{ [key: string]: unknown }> {
  // Loaded on demand: most documents are OpenAPI 3 and never need the converter.
  const { default: converter } = await import('swagger2openapi');
  const result = await converter.convertObj(document as never, {
    patch: true,
    warnOnly: true,
    resolve: false,
    resolveInternal: false,
    direct: false,
    fetch: refuseFetch,
  } as never);
  return (result as unknown as { openapi: { [key: string]: unknown } }).openapi;
}

function refuseFetch(url: string): Promise<never> {
  return Promise.reject(new Error(`refusing to fetch ${url}: references are never fetched over the network`));
}
