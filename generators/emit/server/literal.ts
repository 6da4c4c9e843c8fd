/**
 * JSON data (route metadata) printed as a TypeScript expression. Strings go through the one
 * escaper; a `__proto__` key is printed as a computed key, because in an object literal the plain
 * form would set the prototype instead of defining a property (spec text is untrusted). An
 * Expression in the data is printed as its code (a schema read from the document by pointer).
 */
import { stringLiteral } from '../../print/escape.js';

const BARE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Code standing for a value; built by the emitter only from escaped literals. */
export class Expression {
  constructor(readonly code: string) {}
}

export function printLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'null';
  if (value instanceof Expression) return value.code;
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return printArray(value, indent);
  if (typeof value === 'object') return printObject(value as Record<string, unknown>, indent);
  throw new Error(`cannot print ${typeof value} as JSON data`);
}

function printArray(values: readonly unknown[], indent: string): string {
  if (values.length === 0) return '[]';
  const inner = `${indent}  `;
  return `[\n${values.map((value) => `${inner}${printLiteral(value, inner)},`).join('\n')}\n${indent}]`;
}

function printObject(object: Record<string, unknown>, indent: string): string {
  const entries = Object.entries(object).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return '{}';
  const inner = `${indent}  `;
  const lines = entries.map(([key, value]) => `${inner}${printKey(key)}: ${printLiteral(value, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

export function printKey(key: string): string {
  if (key === '__proto__') return `[${stringLiteral(key)}]`;
  return BARE_KEY.test(key) ? key : stringLiteral(key);
}
