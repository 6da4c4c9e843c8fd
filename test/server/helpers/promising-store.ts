/**
 * The in-memory store with some methods answering through promises, as a database would: the
 * reference server must behave the same whichever way its store answers.
 */
import type { MemoryStore } from '../../../service/src/store/memory.js';
import type { Store } from '../../../service/src/store/types.js';

export function promising(store: MemoryStore, methods: readonly (keyof Store)[]): Store {
  const later = new Set<PropertyKey>(methods);
  return new Proxy(store, {
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // Bound to the real store: its private fields are not reachable through the proxy.
      const method = (...args: unknown[]) => value.apply(target, args);
      return later.has(property) ? (...args: unknown[]) => Promise.resolve(method(...args)) : method;
    },
  });
}
