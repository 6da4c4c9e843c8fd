/**
 * server-schemas.ts: the bundled document's JSON text, which the route table of server.ts reads
 * its schemas from by JSON pointer (runtime/server/document.ts). A module, not a file read beside
 * server.ts, so the server output compiles in a CommonJS service as in an ES module and a bundler
 * carries the schemas along (decisions/0028).
 *
 * The text is one template literal holding the lines of openapi.json: the compiler and the
 * formatter pass over it as one token (a megabyte of object literal would be type-checked member
 * by member), and a change to the document shows in a diff as the lines it changed. The type is
 * written out: inferred, it would be the literal type of the whole text, printed in full into any
 * declaration file. Written as it is (format 'none').
 */
import type { ApiModel } from '../../model/types.js';
import type { EmitContext, GeneratedFile } from '../emitter.js';
import { bundledDocumentText } from '../bundle.js';
import { docComment, templateLiteral } from '../../print/escape.js';
import { fileHeader } from '../../print/header.js';

export const SCHEMAS_FILE = 'server-schemas.ts';

/** The name server.ts imports. */
export const SCHEMAS_EXPORT = 'bundledDocument';

export function schemasModule(model: ApiModel, context: EmitContext): GeneratedFile {
  const about = docComment('The bundled document (internal `$ref`s only) as JSON text, as in openapi.json:\nserver.ts takes the schemas of its route table from it by JSON pointer.');
  const contents = `${fileHeader('block', model.source, context.regenerateCommand)}${about}\nexport const ${SCHEMAS_EXPORT}: string = ${templateLiteral(bundledDocumentText(model))};\n`;
  return { path: SCHEMAS_FILE, contents, format: 'none' };
}
