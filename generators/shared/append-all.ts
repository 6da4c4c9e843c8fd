/**
 * Appends `items` to `target` one at a time. `target.push(...items)` passes every item as an
 * argument on the stack, and V8 throws `RangeError: Maximum call stack size exceeded` past about
 * 120,000 of them (fewer deep in a recursion). A document's arrays are not limited in length
 * (decisions/0014), so wherever the items can come from a document, a request or a response,
 * append with this instead of a spread.
 */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}
