/**
 * The npm packages generated code imports, with the versions the toolkit pins (its own
 * package.json: the versions it was tested with). The names are read from the files themselves
 * (generators/pipeline.ts, while it follows their imports), so a new import in the runtime is
 * declared without anyone remembering to list it.
 */
import { readFileSync } from 'node:fs';
import { compareCodeUnits } from '../print/order.js';
import { toolkitPath } from '../toolkit-root.js';

let pinned: ReadonlyMap<string, string> | undefined;

function pinnedVersions(): ReadonlyMap<string, string> {
  if (pinned === undefined) {
    const manifest = JSON.parse(readFileSync(toolkitPath('package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    pinned = new Map(Object.entries(manifest.dependencies ?? {}));
  }
  return pinned;
}

/** Package name → version for each package named (those the generated files import), sorted by name. */
export function pinnedDependencies(names: Iterable<string>): Map<string, string> {
  const versions = new Map<string, string>();
  for (const name of [...new Set(names)].sort(compareCodeUnits)) {
    const version = pinnedVersions().get(name);
    if (version === undefined) throw new Error(`generated code imports the package ${name}, which the toolkit does not depend on: add it to the toolkit's dependencies (package.json). This is a generator bug.`);
    versions.set(name, version);
  }
  return versions;
}

/**
 * `npm install --save-dev @types/node@V`: the types of Node.js's own modules, which TypeScript
 * needs to compile code that imports them, at the version the toolkit compiles its own with (a
 * development dependency of the toolkit, so read from devDependencies; `@types/node` alone if
 * the manifest names none).
 */
export function nodeTypesInstallCommand(): string {
  const manifest = JSON.parse(readFileSync(toolkitPath('package.json'), 'utf8')) as { devDependencies?: Record<string, string> };
  const version = manifest.devDependencies?.['@types/node'];
  return `npm install --save-dev @types/node${version === undefined ? '' : `@${version}`}`;
}

/** `npm install a@1 b@2`, or undefined when there is nothing to install. */
export function installCommand(dependencies: ReadonlyMap<string, string>): string | undefined {
  if (dependencies.size === 0) return undefined;
  return `npm install ${[...dependencies].map(([name, version]) => `${name}@${version}`).join(' ')}`;
}
