import { describe, expect, it } from 'vitest';
import { integerFromEnvironment } from '../../service/src/environment-numbers.js';

describe('whole-number settings from the environment (PORT, SHUTDOWN_GRACE_MS)', () => {
  it.each([
    [undefined, 8080],
    ['', 8080],
    ['0', 0],
    ['65535', 65535],
    ['0080', 80],
  ])('PORT=%j starts on %d', (raw, port) => {
    expect(integerFromEnvironment(raw === undefined ? {} : { PORT: raw }, 'PORT', 8080, 65535)).toBe(port);
  });

  it.each(['65536', '99999999999999999999', '-1', '1.5', '1e3', ' 80', '80 ', 'abc', '0x50', '８０'])('PORT=%j is refused with the value named', (raw) => {
    expect(() => integerFromEnvironment({ PORT: raw }, 'PORT', 8080, 65535)).toThrow(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(raw)}`);
  });
});
