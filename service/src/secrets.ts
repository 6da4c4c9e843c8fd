/**
 * Password hashing (scrypt) and opaque secrets (tokens, API keys), all from node:crypto.
 */
import { hash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A hash of a password nobody has, verified against for unknown usernames so "no such user" costs
 * the same scrypt work as "wrong password" and the two cannot be told apart by timing.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
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
