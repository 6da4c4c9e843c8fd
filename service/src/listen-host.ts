/**
 * The address to listen on (HOST). Empty or unset means the default (defaults.ts). A value with
 * white space in it is refused by name: `HOST='0.0.0.0 '` (a stray space in a unit file) went to
 * the resolver as written and stopped the start with a bare `getaddrinfo ENOTFOUND 0.0.0.0 `,
 * where PORT's own mistakes are refused in words (2026-11-28, an operator's re-check). A name
 * that does not resolve, or an address this machine does not have, is said in the same terms.
 */
import { DEFAULT_HOST } from './defaults.js';

export function hostFromEnvironment(env: NodeJS.ProcessEnv): string {
  const raw = env['HOST'];
  if (raw === undefined || raw === '') return DEFAULT_HOST;
  if (/\s/.test(raw)) throw new Error(`HOST has white space in it: ${JSON.stringify(raw)}; give an address such as 127.0.0.1, 0.0.0.0 or ::, or a host name`);
  return raw;
}

/** listen()'s error, worded for HOST where it is about the address; any other error as it was. */
export function listenError(error: unknown, host: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new Error(`HOST ${JSON.stringify(host)} does not resolve to an address (${String(code)})`, { cause: error });
  if (code === 'EADDRNOTAVAIL') return new Error(`HOST ${JSON.stringify(host)} is not an address of this machine (EADDRNOTAVAIL)`, { cause: error });
  return error;
}
