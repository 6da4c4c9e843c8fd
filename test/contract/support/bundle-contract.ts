/**
 * Bundles spec/openapi.yaml with Redocly's library, the way the generators see it: one document
 * with internal `$ref`s only. No network: the contract's refs are relative files, and
 * `findRemoteRefs` lets a test prove there are no others.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, type NormalizedProblem } from '@redocly/openapi-core';
import { redoclyConfig } from '../../../generators/load/redocly-config.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SPEC_DIR = path.join(REPO_ROOT, 'spec');
export const SPEC_ROOT = path.join(SPEC_DIR, 'openapi.yaml');

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

export interface BundledContract {
  readonly document: JsonObject;
  readonly problems: readonly NormalizedProblem[];
}

export async function bundleContract(root: string = SPEC_ROOT): Promise<BundledContract> {
  // An empty config: bundling must not depend on the repo's redocly.yaml (owned by the lint layer).
  const config = await redoclyConfig({});
  const result = await bundle({ ref: root, config, dereference: false });
  return { document: result.bundle.parsed as JsonObject, problems: result.problems };
}

/** Every `$ref` value in the YAML files under spec/ (except the lint plugin) that is not a relative file or local pointer. */
export function findRemoteRefs(dir: string = SPEC_DIR): string[] {
  const found: string[] = [];
  for (const file of listYamlFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\$ref:\s*['"]?([^'"\s]+)/g)) {
      const target = match[1] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || target.startsWith('/')) {
        found.push(`${path.relative(REPO_ROOT, file)}: ${target}`);
      }
    }
  }
  return found;
}

function listYamlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'house-rules') files.push(...listYamlFiles(full));
    else if (entry.isFile() && /\.ya?ml$/.test(entry.name)) files.push(full);
  }
  return files.sort();
}
