/**
 * The npm packages generated code imports, with the versions the toolkit pins (its own
 * package.json: the versions it was tested with). Read from the files themselves, so a new
 * import in the runtime is declared without anyone remembering to list it.
 */
import { readFileSync } from 'node:fs';
import type { GeneratedFile } from '../model/types.js';
import { compareCodeUnits } from '../print/order.js';
import { toolkitPath } from '../toolkit-root.js';
import { importSpecifiers, isTypeScript, packageOf } from './imports.js';

let pinned: ReadonlyMap<string, string> | undefined;

function pinnedVersions(): ReadonlyMap<string, string> {
  if (pinned === undefined) {
    const manifest = JSON.parse(readFileSync(toolkitPath('package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    pinned = new Map(Object.entries(manifest.dependencies ?? {}));
  }
  return pinned;
}

/** Package name → version for every package the TypeScript files import, sorted by name. */
export function packageDependencies(files: readonly GeneratedFile[]): Map<string, string> {
  const names = new Set<string>();
  for (const file of files) {
    if (!isTypeScript(file.path)) continue;
    for (const specifier of importSpecifiers(file.contents)) {
      const name = packageOf(specifier);
      if (name !== undefined) names.add(name);
    }
  }
  const versions = new Map<string, string>();
  for (const name of [...names].sort(compareCodeUnits)) {
    const version = pinnedVersions().get(name);
    if (version === undefined) throw new Error(`generated code imports the package ${name}, which the toolkit does not depend on: add it to the toolkit's dependencies (package.json). This is a generator bug.`);
    versions.set(name, version);
  }
  return versions;
}

/** `npm install a@1 b@2`, or undefined when there is nothing to install. */
export function installCommand(dependencies: ReadonlyMap<string, string>): string | undefined {
  if (dependencies.size === 0) return undefined;
  return `npm install ${[...dependencies].map(([name, version]) => `${name}@${version}`).join(' ')}`;
}
