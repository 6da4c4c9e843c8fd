/**
 * npm's rules for what a generated client package may be called and versioned: the config is
 * refused by them at once (scripts/lib/config.ts, before the document is loaded) and the package
 * emitter (emit/package.ts) applies the same ones.
 */
import { builtinModules } from 'node:module';

/** npm's rules for a package name: lower case, URL-safe, an optional scope, at most 214 characters. */
const PACKAGE_NAME = /^(?:@[a-z0-9-*~][a-z0-9-*._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
/** Semantic Versioning 2.0.0, the regular expression semver.org gives. */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/**
 * Why npm would refuse `name`, or undefined when it takes it. Here, not in the emitter, so the
 * config is refused at once (before the document is loaded) and both share one rule.
 */
export function packageNameProblem(name: string): string | undefined {
  if (name.length > 214 || !PACKAGE_NAME.test(name)) {
    return `${JSON.stringify(name.length > 240 ? `${name.slice(0, 100)}…` : name)} is not a valid npm package name (lower case letters, digits, - . _ ~, an optional @scope/, at most 214 characters)`;
  }
  if (REFUSED_BY_NPM.has(name)) return `${JSON.stringify(name)} is a name npm refuses to install (EINVALIDPACKAGENAME); choose another name`;
  if (NODE_BUILTINS.has(name)) {
    return `${JSON.stringify(name)} is the name of a Node.js built-in module: an app's import or require of ${JSON.stringify(name)} gets Node's module, never this package; choose another name, such as @scope/${name} or ${name}-client`;
  }
  return undefined;
}

/**
 * Names that pass the pattern but that no app can use (a red-team pass, 2026-11-28): npm's
 * install refuses `node_modules` and `favicon.ico` (npm pack made the tarball, `npm install`
 * failed with EINVALIDPACKAGENAME), and a package named after one of Node's modules (`events`,
 * `http`, `url`…) installed but `import { createApiClient } from 'events'` got Node's own module
 * ("does not provide an export named createApiClient"), as did `require`. npm's own name check
 * refuses both for new packages. Node's list is taken from the Node that runs generate; only names
 * without a `/` can be package names, and those Node serves only as `node:…` are not in it.
 */
const REFUSED_BY_NPM = new Set(['node_modules', 'favicon.ico']);
const NODE_BUILTINS = new Set(builtinModules.filter((module) => !module.includes('/') && !module.startsWith('node:')));

export function isSemanticVersion(version: string): boolean {
  return SEMVER.test(version);
}

/** The file `npm pack` writes for a package: `@acme/widgets` 1.0.0 is `acme-widgets-1.0.0.tgz`. */
export function packTarballName(name: string, version: string): string {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}
