/**
 * The registry of outputs: what `outputs` in mtc.config.json (or `--outputs`) can name, and
 * which emitters make each. Kept apart from the pipeline so the commands can read it without
 * loading the generators (their `--help` and usage errors answer at once).
 */
import type { PackageOptions } from './emit/package.js';

export type { PackageOptions };
export { isSemanticVersion, packageNameProblem } from './shared/npm-package.js';

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
 * written. docs includes openapi.json, the bundled document it renders. The server's route table
 * reads its schemas from server-schemas.ts, a module of the server's own (decisions/0028), so the
 * server output does not write openapi.json: nothing of it would read that file.
 */
export const OUTPUT_PARTS: { readonly [name in OutputName]: OutputParts } = {
  types: { emitters: ['types'], support: [] },
  client: { emitters: ['client'], support: ['types', 'envelope', 'runtime'] },
  server: { emitters: ['server'], support: ['types', 'envelope', 'runtime'] },
  docs: { emitters: ['bundle', 'docs'], support: [] },
};
