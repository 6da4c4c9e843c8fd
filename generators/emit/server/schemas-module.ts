/**
 * server-schemas.ts: the bundled document's JSON text, which the route table of server.ts reads
 * its schemas from by JSON pointer (runtime/server/document.ts). A module, not a file read beside
 * server.ts, so the server output compiles in a CommonJS service as in an ES module and a bundler
 * carries the schemas along (decisions/0028).
 *
 * One string literal of compact JSON: the compiler and a formatter pass over it as one token (a
 * megabyte of object literal would be type-checked member by member), and it is what loads
 * quickest. Measured on Stripe's document in a fresh Node process, import and JSON.parse: about
 * 0.2 s for this form, as reading openapi.json did, against 0.5-0.7 s for the lines of
 * openapi.json in a template literal, which would have diffed line by line (`check` summarises a
 * line this long instead of printing it). The type is written out: inferred, it would be the
 * literal type of the whole text, printed in full into any declaration file. Written as it is
 * (format 'none').
 */
import type { ApiModel } from '../../model/types.js';
import type { EmitContext, GeneratedFile } from '../emitter.js';
import { docComment, singleQuotedLiteral } from '../../print/escape.js';
import { fileHeader } from '../../print/header.js';

export const SCHEMAS_FILE = 'server-schemas.ts';

/** The name server.ts imports. */
export const SCHEMAS_EXPORT = 'bundledDocument';

export function schemasModule(model: ApiModel, context: EmitContext): GeneratedFile {
  const about = docComment('The bundled document (internal `$ref`s only) as compact JSON text, the document of openapi.json:\nserver.ts takes the schemas of its route table from it by JSON pointer.');
  const contents = `${fileHeader('block', model.source, context.regenerateCommand)}${about}\nexport const ${SCHEMAS_EXPORT}: string =\n  ${singleQuotedLiteral(JSON.stringify(model.document))};\n`;
  return { path: SCHEMAS_FILE, contents, format: 'none' };
}
