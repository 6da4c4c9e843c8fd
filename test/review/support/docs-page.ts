/** Helpers for the docs page tests: the page of a model, and the ids it declares. */
import { expect } from 'vitest';
import { DOCS_PATH, emitDocs } from '../../../generators/emit/docs.js';
import type { ApiModel } from '../../../generators/model/types.js';

export async function pageOf(model: ApiModel): Promise<string> {
  const files = await emitDocs(model, { regenerateCommand: 'npm run generate' });
  expect(files.map((file) => file.path)).toEqual([DOCS_PATH]);
  return files[0]!.contents;
}

/** Every `id` attribute of the page's markup, in order. */
export function htmlIds(page: string): string[] {
  return [...page.matchAll(/<[a-z][^<>]*?\sid="([^"]*)"/g)].map((match) => match[1]!);
}
