/**
 * `openapi.json`: the bundled document exactly as the model holds it (keys in document order,
 * 2-space JSON, trailing LF). JSON cannot carry a comment, so `README.md` beside it (emit/readme.ts)
 * says which files are generated, from what, and how to regenerate them.
 */
import type { ApiModel } from '../model/types.js';
import type { Emitter } from './emitter.js';

/** The bundled document's JSON text, without the trailing LF: openapi.json, and the text server-schemas.ts holds. */
export function bundledDocumentText(model: ApiModel): string {
  return JSON.stringify(model.document, null, 2);
}

export const emitBundle: Emitter = (model) => [{ path: 'openapi.json', contents: `${bundledDocumentText(model)}\n`, format: 'json' }];
