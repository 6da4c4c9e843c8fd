/**
 * docs/index.html: the contract as one static page, written by this emitter from the model
 * (decisions/0040): overview, the generated "Reading this reference" section, operations by
 * tag, webhooks and schemas, with a table of contents. No script, one stylesheet allowed by its
 * hash, nothing loaded from anywhere; every piece of document text escaped (docs/html.ts) or
 * rendered as Markdown without raw HTML or images (docs/markdown.ts). Deterministic: the page is
 * a function of the document, with no date and no random id (docs/files.ts renders it).
 *
 * A large document's page is rendered in a worker thread (worker-thread.ts says when), beside
 * the other emitters: on Stripe's document it was 0.3-0.5 s of the main thread, the critical path.
 * The worker starts when this emitter is called, before any emitter's work: this module is light
 * (the registry imports it directly, not lazily as the others), because the other emitters'
 * work runs as soon as their modules load and would hold back a start that waited for a module.
 */
import type { Emitter, GeneratedFile } from './emitter.js';
import { answerFromWorker, worthAWorker } from './worker-thread.js';

export { DOCS_PATH } from './docs/path.js';

export const emitDocs: Emitter = async (model, context) => {
  if (worthAWorker(model)) {
    const files = await answerFromWorker<GeneratedFile[]>('docs-worker', { model, regenerateCommand: context.regenerateCommand }, context.signal);
    if (files !== 'unavailable') return files;
  }
  const { docsFiles } = await import('./docs/files.js');
  return docsFiles(model, context.regenerateCommand);
};
