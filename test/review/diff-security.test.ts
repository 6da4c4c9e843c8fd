/**
 * `mtc diff` on security schemes as a client meets them: a scheme renamed with nothing else
 * changed sends the same credentials, and an OAuth2 scheme's flows say where its tokens come from
 * (decision 0039).
 */
import { describe, expect, it } from 'vitest';
import { compareDocuments, type Change } from '../../generators/diff/index.js';
import { baseDocument, changed } from './fixtures/diff-documents.js';

type Json = Record<string, any>;

function summary(changes: readonly Change[]): string[] {
  return changes.map((change) => `${change.severity} ${change.kind} ${change.location.document} ${change.location.pointer}: ${change.message}`);
}

/** Renames a security scheme and every requirement that names it, as an editor's rename does. */
function renameScheme(doc: Json, from: string, to: string): void {
  doc.components.securitySchemes[to] = doc.components.securitySchemes[from];
  delete doc.components.securitySchemes[from];
  const rename = (list: Json[] | undefined) => list?.forEach((alternative) => {
    if (from in alternative) { alternative[to] = alternative[from]; delete alternative[from]; }
  });
  rename(doc.security);
  for (const item of Object.values(doc.paths) as Json[]) for (const operation of Object.values(item) as Json[]) rename(operation.security);
}

const oauth = (flows: Json) => (doc: Json) => {
  doc.components.securitySchemes.oauth = { type: 'oauth2', flows };
  doc.paths['/v1/movie/{id}/playback'].get.security = [{ oauth: ['read'] }];
};

describe('compareDocuments: security schemes', () => {
  it('notes a scheme renamed with nothing else changed, and no operation refusing its clients', () => {
    const changes = compareDocuments(baseDocument(), changed((doc) => renameScheme(doc, 'bearer', 'jwt')));
    expect(summary(changes)).toEqual([
      'compatible security-scheme-renamed head #/components/securitySchemes/jwt: security scheme bearer renamed to jwt, credentials sent the same way (note: the generated client\'s auth option takes credentials by scheme name, so code that passes "bearer" must pass "jwt")',
    ]);
  });

  it('still reports a scheme renamed and changed as removed, its clients refused', () => {
    const changes = compareDocuments(baseDocument(), changed((doc) => { renameScheme(doc, 'apiKey', 'key'); doc.components.securitySchemes.key.name = 'X-Key'; }));
    expect(changes.filter((change) => change.severity === 'breaking').map((change) => change.kind)).toContain('security-scheme-removed');
    expect(changes.map((change) => change.kind)).not.toContain('security-scheme-renamed');
  });

  it('compares an OAuth2 scheme\'s flows: a token URL moved, a flow or a scope dropped is breaking; one added is not', () => {
    const base = changed(oauth({ clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { read: 'r', write: 'w' } } }));
    const moved = changed(oauth({ clientCredentials: { tokenUrl: 'https://login.example.com/token', scopes: { read: 'r', write: 'w', admin: 'a' } } }));
    expect(summary(compareDocuments(base, moved))).toEqual([
      'breaking security-scheme-changed head #/components/securitySchemes/oauth/flows/clientCredentials/tokenUrl: security scheme oauth: clientCredentials tokenUrl changed from https://auth.example.com/token to https://login.example.com/token (clients configured with it must change)',
      'compatible security-scheme-changed head #/components/securitySchemes/oauth/flows/clientCredentials/scopes: security scheme oauth: clientCredentials now also defines the scopes admin',
    ]);
    const narrowed = changed(oauth({ clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { read: 'r' } } }));
    expect(summary(compareDocuments(base, narrowed))).toEqual([
      'breaking security-scheme-changed head #/components/securitySchemes/oauth/flows/clientCredentials/scopes: security scheme oauth: clientCredentials no longer defines the scopes write (clients that ask for them may be refused a token)',
    ]);
    const replaced = changed(oauth({ authorizationCode: { authorizationUrl: 'https://auth.example.com/authorize', tokenUrl: 'https://auth.example.com/token', scopes: { read: 'r', write: 'w' } } }));
    expect(summary(compareDocuments(base, replaced)).map((line) => line.split(':')[0])).toEqual([
      'breaking security-scheme-changed base #/components/securitySchemes/oauth/flows/clientCredentials',
      'compatible security-scheme-changed head #/components/securitySchemes/oauth/flows/authorizationCode',
    ]);
  });

  it('pairs renamed schemes in linear time however many share one shape', () => {
    const named = (prefix: string) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { securitySchemes: Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`${prefix}${index}`, { type: 'http', scheme: 'bearer' }])) } });
    const started = performance.now();
    const changes = compareDocuments(named('old') as any, named('new') as any);
    expect(performance.now() - started).toBeLessThan(10_000);
    // Twenty thousand of one shape went and came: no pairing is sure.
    expect(changes.filter((change) => change.kind === 'security-scheme-renamed')).toEqual([]);
    expect(changes).toHaveLength(40_000);
  }, 300_000);
});
