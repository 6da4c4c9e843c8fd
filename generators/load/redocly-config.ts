/**
 * Redocly's `createConfig`, declared with only the members the toolkit and its tests pass. The
 * function is Redocly's own; only its type is narrower. The declared parameter type is derived
 * from Redocly's whole configuration schema (@redocly/config): resolving it for one call cost
 * the type-checker about 5 s of CPU, a sixth of `npm run typecheck` (paid by whichever file
 * called it first); through this declaration the same calls cost milliseconds.
 */
import { createConfig, type Config } from '@redocly/openapi-core';

/** The configuration members passed here: presets, rule settings and decorator settings. */
export interface RedoclyRawConfig {
  readonly extends?: readonly string[];
  readonly rules?: { readonly [id: string]: unknown };
  readonly decorators?: { readonly [id: string]: 'error' | 'warn' | 'off' };
}

export interface RedoclyConfigOptions {
  /** Plugins given as objects (Redocly's Plugin: an id and its rules, decorators, …). */
  readonly plugins?: readonly unknown[];
}

export const redoclyConfig = createConfig as unknown as (raw: RedoclyRawConfig, options?: RedoclyConfigOptions) => Promise<Config>;
