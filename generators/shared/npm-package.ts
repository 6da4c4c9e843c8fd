/**
 * npm's rules for what a generated client package may be called and versioned: the config is
 * refused by them at once (scripts/lib/config.ts, before the document is loaded) and the package
 * emitter (emit/package.ts) applies the same ones.
 */

/** npm's rules for a package name: lower case, URL-safe, an optional scope, at most 214 characters. */
const PACKAGE_NAME = /^(?:@[a-z0-9-*~][a-z0-9-*._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
/** Semantic Versioning 2.0.0, the regular expression semver.org gives. */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/**
 * Why npm would refuse `name`, or undefined when it takes it. Here, not in the emitter, so the
 * config is refused at once (before the document is loaded) and both share one rule.
 */
export function packageNameProblem(name: string): string | undefined {
  if (name.length <= 214 && PACKAGE_NAME.test(name)) return undefined;
  return `${JSON.stringify(name.length > 240 ? `${name.slice(0, 100)}…` : name)} is not a valid npm package name (lower case letters, digits, - . _ ~, an optional @scope/, at most 214 characters)`;
}

export function isSemanticVersion(version: string): boolean {
  return SEMVER.test(version);
}

/** The file `npm pack` writes for a package: `@acme/widgets` 1.0.0 is `acme-widgets-1.0.0.tgz`. */
export function packTarballName(name: string, version: string): string {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}
