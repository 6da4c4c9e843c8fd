/**
 * Loading one side of a comparison. The project's loader (generators/load/) is the intended
 * implementation; until it exists, `bundleFile` bundles with @redocly/openapi-core directly,
 * behind the `DocumentLoader` signature so swapping is a one-line change.
 *
 * No network: a resolver refuses absolute URLs and files outside the root document's folder.
 */
import path from 'node:path';
import { BaseResolver, bundle, createConfig, isAbsoluteUrl, type Source } from '@redocly/openapi-core';
import type { BundledDocument } from './types.js';
import { isObject } from './json.js';

export type DocumentLoader = (file: string) => Promise<BundledDocument>;

export class DiffInputError extends Error {
  override readonly name = 'DiffInputError';
}

/** Refuses what a document must never make us read: URLs, and files outside its own folder. */
class LocalFolderResolver extends BaseResolver {
  constructor(private readonly root: string) {
    super();
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isAbsoluteUrl(absoluteRef)) {
      throw new Error(`refusing to fetch ${absoluteRef}: remote $refs are not followed; copy the schema into the spec folder`);
    }
    const relative = path.relative(this.root, path.resolve(absoluteRef));
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new Error(`refusing to read ${absoluteRef}: it is outside the document's folder ${this.root}`);
    }
    return super.loadExternalRef(absoluteRef);
  }
}

export async function bundleFile(file: string): Promise<BundledDocument> {
  const absolute = path.resolve(file);
  const config = await createConfig({});
  let result;
  try {
    result = await bundle({ ref: absolute, config, dereference: false, externalRefResolver: new LocalFolderResolver(path.dirname(absolute)) });
  } catch (error) {
    throw new DiffInputError(`${file}: cannot load: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problems = result.problems.filter((problem) => problem.severity === 'error');
  if (problems.length > 0) {
    const details = problems.map((problem) => {
      const where = problem.location[0];
      return `  ${where ? `${where.source.absoluteRef}#${where.pointer}` : file}: ${problem.message}`;
    });
    throw new DiffInputError(`${file}: cannot bundle:\n${details.join('\n')}\nFix the $refs named above and run again.`);
  }
  const parsed = result.bundle.parsed;
  if (!isObject(parsed) || (typeof parsed['openapi'] !== 'string' && typeof parsed['swagger'] !== 'string')) {
    throw new DiffInputError(`${file}: not an OpenAPI document (no top-level "openapi" field)`);
  }
  return parsed;
}
