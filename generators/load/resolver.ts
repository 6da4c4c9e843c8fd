/**
 * The only way a `$ref` to another file is read: a Redocly resolver that refuses URLs (no network,
 * ever — fetching a URL named by an input file is a security hole) and files outside the root
 * document's folder.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { BaseResolver, isAbsoluteUrl, ResolveError, type Source } from '@redocly/openapi-core';

export class LocalOnlyResolver extends BaseResolver {
  readonly #rootFolder: string;

  constructor(rootDocumentPath: string) {
    super({ http: { headers: [] } });
    this.#rootFolder = path.dirname(path.resolve(rootDocumentPath));
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isAbsoluteUrl(absoluteRef) || /^[a-z][a-z0-9+.-]*:/i.test(absoluteRef) && !path.isAbsolute(absoluteRef)) {
      throw new ResolveError(new Error(`remote reference ${absoluteRef} refused: references are never fetched over the network`));
    }
    if (!isInside(this.#rootFolder, absoluteRef) || !isInside(await realPath(this.#rootFolder), await realPath(absoluteRef))) {
      throw new ResolveError(new Error(`reference to ${absoluteRef} refused: it is outside the document's folder ${this.#rootFolder}`));
    }
    return super.loadExternalRef(absoluteRef);
  }
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Symbolic links are followed before the check, so a link cannot point outside the folder. */
async function realPath(file: string): Promise<string> {
  try {
    return await realpath(file);
  } catch {
    return file; // a missing file: the normal loader reports it
  }
}
