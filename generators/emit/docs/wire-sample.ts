/**
 * How a list or an object parameter is written on the wire, shown by example: the style and
 * explode words (`form`, `explode true`) tell a reviewer little, and the page did not say them
 * at all for a location's default, where a list goes out as `ids=a&ids=b`, not `ids=a,b`. The
 * sample is written by the generated client's own serialisers (runtime/client), so the page
 * shows what the code sends, not a second reading of the specification.
 * https://spec.openapis.org/oas/v3.1.0#style-examples
 */
import type { ParameterModel } from '../../model/types.js';
import { cookiePairs, joinedCookies } from '../../runtime/client/cookies.js';
import { styledHeaders } from '../../runtime/client/header-styles.js';
import { styledPath, type PathStyle } from '../../runtime/client/path-styles.js';
import { styledQuery } from '../../runtime/client/query-styles.js';
import { isJsonObject } from '../../shared/json-pointer.js';
import { code } from './html.js';

const SAMPLE_LIST = ['a', 'b'];

/** "a list is sent as `ids=a&ids=b`", one line per shape the parameter may take; '' when it takes neither or is written whole (`content`). */
export function wireSampleNote(parameter: ParameterModel): string {
  if (parameter.contentType !== undefined) return '';
  const types = parameter.valueTypes;
  const samples: [string, unknown][] = [];
  if (types?.includes('array') === true) samples.push(['a list', SAMPLE_LIST]);
  if (types?.includes('object') === true) samples.push(['an object', sampleObject(parameter.schema)]);
  const written = samples.flatMap(([what, value]) => {
    const sent = wireText(parameter, value);
    return sent === undefined ? [] : [`${what} is sent as ${code(sent)}`];
  });
  return written.join('; ');
}

/** An object of the schema's first two property names (else `x` and `y`), valued `1` and `2`. */
function sampleObject(schema: unknown): Record<string, string> {
  const declared = isJsonObject(schema) && isJsonObject(schema.properties) ? Object.keys(schema.properties).slice(0, 2) : [];
  const names = declared.length > 0 ? declared : ['x', 'y'];
  return Object.fromEntries(names.map((name, index) => [name, String(index + 1)]));
}

/** The value as the client writes it; undefined where the client refuses it or the style is not one it writes. */
function wireText(parameter: ParameterModel, value: unknown): string | undefined {
  try {
    if (parameter.in === 'query') return styledQuery([{ name: parameter.name, style: parameter.style, explode: parameter.explode, ...(parameter.allowReserved === true ? { allowReserved: true } : {}) }])({ [parameter.name]: value });
    if (parameter.in === 'header') {
      if (parameter.style !== 'simple') return undefined;
      const sent = styledHeaders([{ name: parameter.name, explode: parameter.explode }])({ [parameter.name]: value }, 'sample')[parameter.name];
      return typeof sent === 'string' ? `${parameter.name}: ${sent}` : undefined;
    }
    if (parameter.in === 'cookie') {
      if (parameter.style !== 'form') return undefined;
      const write = parameter.explode ? cookiePairs : joinedCookies([parameter.name]);
      const pairs = write({ [parameter.name]: value });
      return pairs.length > 0 ? `Cookie: ${pairs.join('; ')}` : undefined;
    }
    if (parameter.style !== 'simple' && parameter.style !== 'label' && parameter.style !== 'matrix') return undefined;
    const sent = styledPath([{ name: parameter.name, style: parameter.style as PathStyle['style'], explode: parameter.explode }])(value, parameter.name);
    return typeof sent === 'string' ? sent : undefined;
  } catch {
    return undefined;
  }
}
