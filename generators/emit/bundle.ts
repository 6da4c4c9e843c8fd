/**
 * `openapi.json`: the bundled document exactly as the model holds it (keys in document order,
 * 2-space JSON, trailing LF). JSON cannot carry a comment, so `README.md` beside it says which
 * files are generated, from what, and how to regenerate them.
 */
import type { ApiModel, EmitContext, Emitter } from '../model/types.js';
import { fileHeader } from '../print/header.js';
import { htmlCommentText } from '../print/escape.js';

export const emitBundle: Emitter = (model, context) => [
  { path: 'openapi.json', contents: `${JSON.stringify(model.document, null, 2)}\n`, format: 'json' },
  { path: 'README.md', contents: readme(model, context), format: 'none' },
];

function readme(model: ApiModel, context: EmitContext): string {
  // The source path is spec-controlled only through the command line, but escape it anyway:
  // it lands in Markdown and an HTML comment.
  const source = htmlCommentText(model.source).replace(/`/g, "'");
  const command = htmlCommentText(context.regenerateCommand).replace(/`/g, "'");
  return `${fileHeader('html', model.source, context.regenerateCommand)}
# generated/

Everything in this folder is generated from \`${source}\`. Do not edit it by hand: change the
spec (or a generator) and run \`${command}\`. CI runs \`npm run check\`, which fails when these
files differ from what the generators produce.

| file | what it is |
|---|---|
| \`openapi.json\` | the spec bundled into one document (internal \`$ref\`s only, OpenAPI 3.1), for tools that want a single file; JSON has no comments, so this README is its header |
| \`types.ts\` | TypeScript types for every path, operation and schema (openapi-typescript) |
| \`envelope.ts\` | the response envelope types and helpers (only when the spec uses the envelope) |
| \`client.ts\` | the typed client: one function per operation |
| \`server.ts\` | the typed server: one handler per operation, request validation, the envelope |
| \`runtime/\` | the runtime the client and server import, copied from \`generators/runtime/\` |
| \`docs/index.html\` | the rendered reference documentation |
`;
}
