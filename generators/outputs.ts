/**
 * The registry of outputs: what `outputs` in mtc.config.json (or `--outputs`) can name, and
 * which emitters make each. Kept apart from the pipeline so the commands can read it without
 * loading the generators (their `--help` and usage errors answer at once).
 */
export const OUTPUTS = ['types', 'client', 'server', 'docs'] as const;
export type OutputName = (typeof OUTPUTS)[number];

export interface OutputParts {
  /** Emitters whose files are the output. */
  readonly emitters: readonly string[];
  /** Emitters whose files are written only when a file of the output imports them (transitively). */
  readonly support: readonly string[];
}

/**
 * client and server import types.ts, envelope.ts and the runtime; only the files they import are
 * written. docs includes openapi.json, the bundled document the page renders.
 */
export const OUTPUT_PARTS: { readonly [name in OutputName]: OutputParts } = {
  types: { emitters: ['types'], support: [] },
  client: { emitters: ['client'], support: ['types', 'envelope', 'runtime'] },
  server: { emitters: ['server'], support: ['types', 'envelope', 'runtime'] },
  docs: { emitters: ['bundle', 'docs'], support: [] },
};

/** The client as an npm package (emit/package.ts): the output folder becomes the package. */
export interface PackageOptions {
  readonly name: string;
  /** Defaults to the document's info.version. */
  readonly version?: string;
}

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
  return `${JSON.stringify(name)} is not a valid npm package name (lower case letters, digits, - . _ ~, an optional @scope/, at most 214 characters)`;
}

export function isSemanticVersion(version: string): boolean {
  return SEMVER.test(version);
}
