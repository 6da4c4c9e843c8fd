/**
 * The yaml package, required on first use instead of imported: a run whose YAML files were all
 * parsed before (parse-cache.ts) and that reports no problem never needs it, and loading it is
 * about 60 ms of CPU. Types come from `import type`, which costs nothing at run time.
 */
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

let loaded: typeof Yaml | undefined;

export function yamlPackage(): typeof Yaml {
  loaded ??= createRequire(import.meta.url)('yaml') as typeof Yaml;
  return loaded;
}
