/**
 * The one entry of the compiled commands: scripts/launch.mjs builds it into a single CommonJS
 * file, whose compiled code V8 caches per command (scripts/compile-cache.mjs). Each command's
 * module is evaluated only when it is the command run, and starts the command as it loads.
 */
export const COMMAND_MODULES: { readonly [command: string]: () => Promise<unknown> } = {
  generate: () => import('./generate.js'),
  check: () => import('./check.js'),
  diff: () => import('./diff.js'),
  lint: () => import('./lint.js'),
};
