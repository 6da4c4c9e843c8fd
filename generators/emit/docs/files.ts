/**
 * The docs emitter's files (../docs.ts), rendered in the thread that calls this: the main thread,
 * or the docs worker (docs-worker.ts).
 */
import type { GeneratedFile } from '../emitter.js';
import type { ApiModel } from '../../model/types.js';
import { fileHeader } from '../../print/header.js';
import { assertOffline } from './offline.js';
import { renderPage } from './page.js';
import { DOCS_PATH } from './path.js';

export function docsFiles(model: ApiModel, regenerateCommand: string): GeneratedFile[] {
  const page = renderPage(model);
  assertOffline(page);
  return [{ path: DOCS_PATH, contents: fileHeader('html', model.source, regenerateCommand) + page, format: 'none' }];
}
