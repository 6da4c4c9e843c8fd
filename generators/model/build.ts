/**
 * Document → model. Every decision about how a spec concept is understood is made here (and in
 * the small files beside it, one per concept), once, so emitters never walk raw OpenAPI.
 */
import type { ApiModel } from './types.js';
import type { LoadedDocument } from '../load/index.js';
import { isJsonObject } from './refs.js';
import { buildOperations } from './operations.js';
import { buildSecuritySchemes } from './security.js';

export interface BuildOptions {
  /** The source document's path as given on the command line; `\` becomes `/`. */
  readonly source: string;
}

export function buildModel(loaded: Pick<LoadedDocument, 'document'>, { source }: BuildOptions): ApiModel {
  const document = loaded.document;
  const info = isJsonObject(document.info) ? document.info : {};
  const operations = buildOperations(document);
  return {
    title: typeof info.title === 'string' ? info.title : 'API',
    version: typeof info.version === 'string' ? info.version : String(info.version ?? ''),
    ...(typeof info.description === 'string' ? { description: info.description } : {}),
    source: source.replace(/\\/g, '/'),
    document,
    operations,
    securitySchemes: buildSecuritySchemes(document),
    usesEnvelope: operations.some((operation) => operation.responses.some((response) => response.shape === 'success-envelope')),
  };
}
