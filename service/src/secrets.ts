/**
 * Password hashing (scrypt) and opaque secrets (tokens, API keys), all from node:crypto.
 */
import { hash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost as log2 of N: 14 (N = 16384, r = 8: 16 MiB and about 40 ms per hash on the
 * benchmark machine). An app may be built with another (tests use the cheapest, which is far too
 * weak for real passwords); a hash records a cost other than the default, so every stored hash
 * verifies whatever cost the app now hashes with.
 */
export const DEFAULT_PASSWORD_COST = 14;
/** The costs a stored hash may name: a damaged or hostile record cannot ask for more memory than 2^20 · 1 KiB. */
const MIN_COST = 10;
const MAX_COST = 20;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const options = { N: 2 ** cost, r: 8, p: 1, maxmem: 2 ** cost * 1024 + 32 * 1024 * 1024 };
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export function isPasswordCost(cost: number): boolean {
  return Number.isInteger(cost) && cost >= MIN_COST && cost <= MAX_COST;
}

/** `scrypt$SALT$KEY` at the default cost (the form every earlier hash has), `scrypt$ln=COST$SALT$KEY` at another. */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  if (!isPasswordCost(cost)) throw new Error(`the password cost must be a whole number from ${MIN_COST} to ${MAX_COST}, got ${cost}`);
  const salt = randomBytes(16);
  const key = (await derive(password, salt, cost)).toString('base64url');
  return cost === DEFAULT_PASSWORD_COST ? `scrypt$${salt.toString('base64url')}$${key}` : `scrypt$ln=${cost}$${salt.toString('base64url')}$${key}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === undefined) return false;
  const expected = Buffer.from(parsed.key, 'base64url');
  const actual = await derive(password, Buffer.from(parsed.salt, 'base64url'), parsed.cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function parseHash(stored: string): { cost: number; salt: string; key: string } | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  if (parts.length === 3) return { cost: DEFAULT_PASSWORD_COST, salt: parts[1]!, key: parts[2]! };
  const cost = parts.length === 4 ? /^ln=(\d{1,2})$/.exec(parts[1]!)?.[1] : undefined;
  if (cost === undefined || !isPasswordCost(Number(cost))) return undefined;
  return { cost: Number(cost), salt: parts[2]!, key: parts[3]! };
}

/**
 * A hash of a password nobody has, at `cost`, verified against for unknown usernames so "no such
 * user" costs the same scrypt work as "wrong password" and the two cannot be told apart by timing.
 */
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(cost = DEFAULT_PASSWORD_COST): Promise<string> {
  let dummy = dummyHashes.get(cost);
  if (dummy === undefined) {
    dummy = hashPassword(randomBytes(18).toString('base64url'), cost);
    dummyHashes.set(cost, dummy);
  }
  return dummy;
}

/** 256 random bits as 43 URL-safe characters. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How tokens and API keys are stored: SHA-256 is enough for 256-bit random secrets. Runs on every
 * authenticated request, so the one-shot `crypto.hash` (no Hash object per call).
 */
export function secretHash(secret: string): string {
  return hash('sha256', secret, 'base64url');
}
