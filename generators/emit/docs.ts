/**
 * docs/index.html: the contract as one static page, written by this emitter from the model
 * (decisions/0040): overview, the generated "Reading this reference" section, operations by
 * tag, webhooks and schemas, with a table of contents. No script, one stylesheet allowed by its
 * hash, nothing loaded from anywhere; every piece of document text escaped (docs/html.ts) or
 * rendered as Markdown without raw HTML or images (docs/markdown.ts). Deterministic: the page is
 * a function of the document, with no date and no random id.
 */
import type { Emitter } from './emitter.js';
import { fileHeader } from '../print/header.js';
import { assertOffline } from './docs/offline.js';
import { renderPage } from './docs/page.js';

export const DOCS_PATH = 'docs/index.html';

export const emitDocs: Emitter = (model, context) => {
  const page = renderPage(model, fileHeader('html', model.source, context.regenerateCommand));
  assertOffline(page);
  return [{ path: DOCS_PATH, contents: page, format: 'none' }];
};
