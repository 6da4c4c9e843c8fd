/**
 * HTTP as OpenAPI names it, one home for every stage: the methods a path item can hold (in the
 * order OpenAPI lists them, which is the order the model lists an item's operations) and the
 * keys of a Responses Object.
 */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A key of an OpenAPI Responses Object: a numeric status, a range (`4XX`) or `default`. */
export type ResponseStatus = number | `${1 | 2 | 3 | 4 | 5}XX` | 'default';

/** What a response key means, or undefined for a key that is no status (the loader drops those). */
export function parseStatus(key: string): ResponseStatus | undefined {
  if (key === 'default') return 'default';
  if (/^[1-5][0-9]{2}$/.test(key)) return Number(key);
  if (/^[1-5]xx$/i.test(key)) return `${key[0]}XX` as ResponseStatus;
  return undefined;
}

/**
 * Statuses whose answers end with their header section (RFC 9110 §15.2, §15.3.5, §15.3.6,
 * §15.4.5): 1xx, 204, 205 and 304 have no content, whatever a document declares for them.
 */
export function carriesNoContent(status: ResponseStatus): boolean {
  if (typeof status === 'number') return (status >= 100 && status < 200) || status === 204 || status === 205 || status === 304;
  return status === '1XX';
}
