/**
 * Validates values against schemas of the bundled contract with ajv (JSON Schema 2020-12, the
 * OpenAPI 3.1 dialect). The whole document is registered under one id so internal
 * `#/components/...` references resolve the way they do in the contract.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Json, JsonObject } from './bundle-contract.js';

const DOCUMENT_ID = 'https://contract.invalid/openapi.json';

// ajv-formats is CommonJS with `exports.default`: depending on the loader the default import is
// the function itself or the module object holding it, so accept both.
type AddFormats = typeof addFormatsModule.default;
const formatsExport = addFormatsModule as unknown as AddFormats | { readonly default: AddFormats };
const addFormats: AddFormats = typeof formatsExport === 'function' ? formatsExport : formatsExport.default;

export type Validate = (pointer: string, value: Json) => { valid: boolean; errors: string };

export function createValidator(document: JsonObject): Validate {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // The whole document, so schemas inline in paths resolve as well as components.
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  return (pointer, value) => {
    const validate = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
    const valid = validate(value) === true;
    return { valid, errors: valid ? '' : ajv.errorsText(validate.errors) };
  };
}
