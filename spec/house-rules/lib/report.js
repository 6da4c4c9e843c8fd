// @ts-check
/**
 * A shared component (say `components/responses/BadRequest`) is reached from many operations;
 * its problem is reported once, where it can be fixed, not once per operation.
 *
 * @typedef {import('./refs.js').UserContext} UserContext
 * @typedef {import('./refs.js').Location} Location
 */

/**
 * @returns {(ctx: UserContext, message: string, location: Location) => void}
 */
export function createOnceReporter() {
  /** @type {Set<string>} */
  const seen = new Set();
  return (ctx, message, location) => {
    const key = `${location.absolutePointer}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    ctx.report({ message, location });
  };
}
