/**
 * `x-client-header` headers: values the app configures once (`clientHeaders` option) and the
 * client fills into every operation that declares them. Named only by the descriptors of such
 * operations (`OperationDescriptor.fillClientHeaders`), so apps of documents without them, or
 * calling none of those operations, do not bundle this (decision 0031).
 */
import { RequestInputError } from './errors.js';
import { hasOwn } from '../own-property.js';

/** What one call needs to fill its headers. */
export interface ClientHeaderCall {
  readonly operationId: string;
  /** The headers the operation declares `x-client-header` on, with the document's spelling. */
  readonly declared: readonly { readonly name: string; readonly required: boolean }[];
  /** The call's own header parameters: they win. */
  readonly given: object | undefined;
  /** The app's `clientHeaders` option. */
  readonly values: { readonly [option: string]: unknown } | undefined;
  /** The document's option names and the headers they fill (`ContractInfo.clientHeaders`). */
  readonly names: { readonly [option: string]: string } | undefined;
}

/** The call's header parameters with its `x-client-header` headers filled in; a missing required one is refused. */
export function fillClientHeaders(call: ClientHeaderCall): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...call.given };
  const missing: string[] = [];
  for (const { name, required } of call.declared) {
    if (merged[name] !== undefined && merged[name] !== '') continue;
    const configured = configuredValue(call, name);
    if (configured !== undefined) merged[name] = configured;
    else if (required) missing.push(name);
  }
  if (missing.length > 0) {
    const options = Object.entries(call.names ?? {}).filter(([, header]) => missing.includes(header)).map(([option]) => option);
    throw new RequestInputError(call.operationId, `required header(s) ${missing.join(', ')} missing: set clientHeaders (${options.join(', ')}) in the client options or pass params.header`);
  }
  return merged;
}

/** The configured string for header `name` (matched without regard to case), if the app set one. */
function configuredValue(call: ClientHeaderCall, name: string): string | undefined {
  const { values, names } = call;
  if (values === undefined || names === undefined) return undefined;
  const wanted = name.toLowerCase();
  for (const option of Object.keys(names)) {
    if (names[option]!.toLowerCase() !== wanted) continue;
    const value = hasOwn(values, option) ? values[option] : undefined;
    if (typeof value === 'string') return value;
  }
  return undefined;
}
