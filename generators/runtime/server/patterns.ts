/**
 * Patterns are ECMA-262 regular expressions; Ajv compiles them with the `u` flag, which refuses
 * escapes written for other engines and common in documents (`\-`, `\_`, `\ `). A pattern the
 * `u` flag refuses is compiled without it, which gives those escapes their plain meaning, so a
 * server starts on every pattern JavaScript accepts at all. One function for Ajv and for the
 * generator's check of documents.
 */
export function patternExpression(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    if (!flags.includes('u')) throw error;
    return new RegExp(pattern, flags.replace('u', ''));
  }
}
