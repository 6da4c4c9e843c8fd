/**
 * A multipart upload in a document with readOnly members: the handler's body is the Writable of
 * the form, and Writable maps a Blob into an object whose methods are `{}`, so MultipartBody did
 * not see the file and the handler got that mangled Blob as `body.file`, with no `data` and no
 * `filename` (a new-user pass, 2026-11-29: a notes API with a readOnly `id` and an attachment
 * upload). Strict tsc over a handler that reads the file as the runtime hands it over.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, removeApi } from '../support/generated-api.js';
import { tsc } from '../client/helpers/tsc.js';

const SPEC = fileURLToPath(new URL('./fixtures/uploads-read-only.yaml', import.meta.url));

let out: string;
beforeAll(async () => {
  out = await generateApi(SPEC, 'uploads-read-only');
}, 120_000);
afterAll(() => removeApi(out));

const HANDLER = `import type { Handlers } from './server.js';

export const attach: Handlers['attach'] = ({ body }) => {
  const bytes: Buffer = body.file.data;
  const name: string | undefined = body.file.filename;
  const pages: number = (body.pages ?? []).reduce((total, page) => total + page.data.length, 0);
  const caption: string | undefined = body.caption;
  // A readOnly member is never sent in a request.
  const stored: undefined = body.storedAt;
  return { status: 201, data: { id: String(stored), size: bytes.length + pages + (name ?? '').length + (caption ?? '').length } };
};
`;

describe('a multipart body in a document with readOnly members', () => {
  it('hands the handler its files as UploadedFile (strict tsc)', async () => {
    writeFileSync(path.join(out, 'handler.ts'), HANDLER);
    const options = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, exactOptionalPropertyTypes: true, skipLibCheck: true, noEmit: true, lib: ['ES2022'], types: ['node'] };
    writeFileSync(path.join(out, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['handler.ts'] }));
    const result = await tsc(path.join(out, 'tsconfig.json'));
    expect(result.output).toBe('');
  }, 180_000);
});
