/**
 * The request's Cookie header, read once by one parser for both of its users: cookie security
 * schemes (auth.ts, first value of a name) and cookie parameters (schema-checks.ts, every value of
 * a name, since the form style with `explode: true` writes a list as one pair per item).
 *
 * Lenient on purpose: a pair without `=` or without a name is skipped, a value whose
 * percent-encoding is malformed is kept as sent, and a value in double quotes loses them. A
 * malformed header can therefore never throw; what it holds is judged by the parameter's schema.
 * Names are Map keys, so no cookie name can reach an object prototype.
 */

/**
 * Every value of every cookie on the request, in the order sent; `encoded: true` leaves
 * percent-escapes as sent, for a joined list or object (`ids=a%2Cb,c`), whose items are split on
 * the bare commas before each is decoded (parameter-styles.ts).
 */
export function cookieValues(header: string | undefined, encoded = false): ReadonlyMap<string, readonly string[]> {
  const cookies = new Map<string, string[]>();
  eachCookie(header, encoded, (name, value) => {
    const values = cookies.get(name);
    if (values === undefined) cookies.set(name, [value]);
    else values.push(value);
  });
  return cookies;
}

/** The first value of each cookie on the request. */
export function parseCookies(header: string | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  eachCookie(header, false, (name, value) => {
    if (!cookies.has(name)) cookies.set(name, value);
  });
  return cookies;
}

function eachCookie(header: string | undefined, encoded: boolean, visit: (name: string, value: string) => void): void {
  if (header === undefined) return;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    const name = pair.slice(0, Math.max(separator, 0)).trim();
    if (name === '') continue;
    const raw = pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    visit(name, encoded ? raw : safeDecode(raw));
  }
}

/** Percent-decoded, or as sent when its escapes are malformed. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
