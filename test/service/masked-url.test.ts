/**
 * What `npm start` prints of DATABASE_URL: every way node-postgres takes a password is masked,
 * the rest is shown so an operator sees which database the service uses.
 */
import { describe, expect, it } from 'vitest';
import { maskedUrl } from '../../service/src/store/open.js';

describe('maskedUrl', () => {
  it.each([
    ['a password in the authority', 'postgres://media:s3cret@db:5432/media', 'postgres://media:***@db:5432/media'],
    ['a password as a query parameter', 'postgres://media@db/media?password=s3cret&sslmode=require', 'postgres://media@db/media?password=***&sslmode=require'],
    ['a client key passphrase', 'postgresql://media@db/media?sslpassword=k3y', 'postgresql://media@db/media?sslpassword=***'],
    ['no password at all', 'postgres://media@db/media', 'postgres://media@db/media'],
  ])('%s', (_name, url, shown) => {
    expect(maskedUrl(url)).toBe(shown);
    expect(maskedUrl(url)).not.toMatch(/s3cret|k3y/);
  });

  it('refuses what is not a PostgreSQL URL without echoing it', () => {
    expect(() => maskedUrl('media:s3cret@db')).toThrow(/^DATABASE_URL must start with postgres:\/\//);
    expect(() => maskedUrl('not a url s3cret')).toThrow('DATABASE_URL is not a URL; expected postgres://user:password@host:port/database');
  });
});
