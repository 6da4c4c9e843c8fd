/**
 * Whole-number settings from the environment (PORT, SHUTDOWN_GRACE_MS). An empty value means
 * the default, as an unset one does and as for HOST, DATA_DIR and DATABASE_URL: `PORT=${PORT}` in
 * a compose file or a unit with the variable unset gives an empty string, and that should start
 * the service on its default port, not stop it. Anything else must be digits only, within range.
 */
export function integerFromEnvironment(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value <= max)) throw new Error(`${name} must be a whole number from 0 to ${max}, got ${JSON.stringify(raw)}`);
  return value;
}
