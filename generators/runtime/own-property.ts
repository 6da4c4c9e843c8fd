/**
 * Whether `key` is an object's own property, never one it inherits (`constructor`, `toString`,
 * `__proto__`): what `Object.hasOwn` answers, for the files an app compiles (the client and the
 * envelope). `Object.hasOwn` is in TypeScript's ES2022 lib only, and apps compile with older
 * ones: Vite's template says `lib: ["ES2020", "DOM", "DOM.Iterable"]`, where every call to it was
 * an error (decisions/0028). The server runtime needs Node 20 and keeps `Object.hasOwn`. Written
 * short, with Object.prototype's own method reached through `{}`: every app's bundle carries it.
 */
export const hasOwn = (object: object, key: PropertyKey): boolean => ({}).hasOwnProperty.call(object, key);
