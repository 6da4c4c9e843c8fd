/**
 * What an app writes against the content fixture's client (../fixtures/content-api.yaml). It
 * must compile in every set-up of content-types.test.ts; each `@ts-expect-error` must be an error
 * of the code it names, on the line after it.
 */
import { createApiClient, type ServerSentEvent } from './client.js';

const api = createApiClient({ baseUrl: 'https://media.example' });

export async function files(file: File, bytes: Blob): Promise<number> {
  const stored = await api.uploadFile({ body: { file, title: 'Clip', thumbnails: [bytes, file] } });
  // @ts-expect-error TS2322 a file field takes bytes (a Blob or File), not text
  await api.uploadFile({ body: { file: 'clip.bin', title: 'Clip' } });
  // @ts-expect-error TS2322 a base64 field (contentEncoding) is text, not bytes
  await api.uploadFile({ body: { file, title: 'Clip', checksum: bytes } });
  await api.replaceFile({ params: { path: { fileId: 'f1' } }, body: file });
  await api.putImage({ params: { path: { imageId: 'i1' } }, body: bytes });
  // @ts-expect-error TS2322 a raw image body is bytes
  await api.putImage({ params: { path: { imageId: 'i1' } }, body: 42 });
  return stored.size;
}

export async function answers(): Promise<[Blob, Blob, Blob, string]> {
  const image: Blob = await api.getImage({ params: { path: { imageId: 'i1' } } });
  const anything: Blob = await api.downloadFile({ params: { path: { fileId: 'f1' } } });
  const archive: Blob = await api.getArchive();
  const note: string = await api.getNote({ params: { path: { noteId: 'n1' } } });
  // @ts-expect-error TS2322 an image answer is a Blob, never text
  const wrong: string = await api.getImage({ params: { path: { imageId: 'i1' } } });
  // @ts-expect-error TS2339 an answer typed loosely as an object is still a Blob
  void (await api.getArchive()).entries;
  void wrong;
  return [image, anything, archive, note];
}

export async function events(signal: AbortSignal): Promise<string[]> {
  const seen: string[] = [];
  for await (const event of await api.watchEvents({ params: { query: { topic: 'files' } } }, { signal })) {
    const typed: ServerSentEvent = event;
    const retry: number | undefined = typed.retry;
    seen.push(`${typed.event} ${typed.id} ${typed.data} ${String(retry)}`);
    // @ts-expect-error TS2322 event data is text (parse it yourself)
    const parsed: { id: string } = event.data;
    void parsed;
  }
  return seen;
}

export async function cookies(): Promise<void> {
  await api.getPreferences({ params: { cookie: { theme: 'dark', recent: [1, 2] }, query: { lang: 'en' } } });
  // @ts-expect-error TS2741 the theme cookie is required
  await api.getPreferences({ params: { cookie: { recent: [1] } } });
  // @ts-expect-error TS2322 recent is a list of integers
  await api.getPreferences({ params: { cookie: { theme: 'dark', recent: 'one' } } });
}

export async function accounts(): Promise<string> {
  const created = await api.createAccount({ body: { name: 'ada', password: 'secret' } });
  // @ts-expect-error TS2322 a readOnly member is not accepted in a request
  await api.createAccount({ body: { id: 'a1', name: 'ada', password: 'secret' } });
  // @ts-expect-error TS2322 name is still required
  await api.createAccount({ body: { password: 'secret' } });
  // @ts-expect-error TS2339 a writeOnly member is never in a response
  void created.password;
  return created.id;
}
