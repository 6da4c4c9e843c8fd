"use strict";
/**
 * Generated from generators/runtime/own-property.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.hasOwn = void 0;
/**
 * Whether `key` is an object's own property, never one it inherits (`constructor`, `toString`,
 * `__proto__`): what `Object.hasOwn` answers, for every runtime file. `Object.hasOwn` is in
 * TypeScript's ES2022 lib only, and projects compile generated/ with older ones: Vite's template
 * says `lib: ["ES2020", "DOM", "DOM.Iterable"]`, and a Node service on NestJS 10's tsconfig
 * (`target: "ES2021"`, no lib) or @tsconfig/node16 (`lib: ["es2021"]`) has ES2021's, where every
 * call to it was an error (the server runtime's 20 until 2026-11-27; decisions/0028). Written
 * short, with Object.prototype's own method reached through `{}`: every app's bundle carries it.
 * It costs a hot path nothing: V8 drops the `{}` in optimised code (2e7 calls on Node 20: 294 ms,
 * against 361 ms for Object.hasOwn).
 */
const hasOwn = (object, key) => ({}).hasOwnProperty.call(object, key);
exports.hasOwn = hasOwn;
