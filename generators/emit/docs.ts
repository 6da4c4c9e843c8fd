/**
 * docs/index.html: the contract rendered with Redocly as one self-contained page (no request
 * leaves the machine), with a generated "Reading this reference" section about the envelope,
 * the error body, authentication and path prefixes. Deterministic: the renderer's output depends
 * only on the document, and nothing here adds a date or a random id. Descriptions are neutralised
 * first (no images or embeds from spec text), so the page never loads anything remote, and
 * references the renderer would fetch while building it are made inert (docs/inert-refs.ts).
 */
import type { ApiModel } from '../model/types.js';
import type { Emitter } from './emitter.js';
import { fileHeader } from '../print/header.js';
import { introMarkdown } from './docs/intro.js';
import { inertReferences } from './docs/inert-refs.js';
import { neutralizeDocument } from './docs/neutralize.js';
import { makeOffline } from './docs/offline.js';
import { renderWithRedocly } from './docs/render.js';

export const DOCS_PATH = 'docs/index.html';

/** A copy of the bundled document whose description ends with the generated section. */
export function documentForDocs(model: ApiModel): { [key: string]: unknown } {
  const intro = introMarkdown(model);
  const info = typeof model.document['info'] === 'object' && model.document['info'] !== null ? model.document['info'] : {};
  const existing = typeof model.description === 'string' ? model.description.trimEnd() : '';
  const description = [existing, intro].filter((part) => part !== '').join('\n\n');
  return { ...model.document, info: { ...info, description } };
}

export const emitDocs: Emitter = async (model, context) => {
  // Nothing the renderer would fetch: no remote `$ref` (example data), no `externalValue`.
  const inert = inertReferences(neutralizeDocument(documentForDocs(model)));
  const title = `${model.title} ${model.version}`.trim();
  // The pipeline starts the renderer before loading the document (context.docsRenderer); alone, it starts here.
  const rendered = context.docsRenderer === undefined
    ? await renderWithRedocly(inert.document, title, context.signal)
    : await context.docsRenderer.render(inert.document, title, context.signal);
  const page = makeOffline(inert.restore(rendered));
  return [{ path: DOCS_PATH, contents: fileHeader('html', model.source, context.regenerateCommand) + page, format: 'none' }];
};
