// @ts-check
/**
 * The house lint rules for spec/ (decisions/0002-house-lint-rules.md), loaded by redocly.yaml as
 * `plugins: ['./spec/house-rules/plugin.js']` and switched on there as `house/<rule>: error`.
 * ESM: Redocly CLI 2 imports the file and calls its default export to get the plugin.
 */
import { EnvelopeSuccess } from './rules/envelope-success.js';
import { ErrorResponses } from './rules/error-responses.js';
import { MediaIdPattern } from './rules/media-id-pattern.js';
import { OperationDocumented } from './rules/operation-documented.js';
import { OperationIdCamelCase } from './rules/operation-id-camel-case.js';
import { Protected401 } from './rules/protected-401.js';
import { SessionExtension } from './rules/session-extension.js';
import { ClientHeaderExtension } from './rules/client-header-extension.js';

/** The rules, by the name they are configured under (`house/<name>`). */
export const houseRules = {
  'envelope-success': EnvelopeSuccess,
  'error-responses': ErrorResponses,
  'protected-401': Protected401,
  'operation-id-camel-case': OperationIdCamelCase,
  'operation-documented': OperationDocumented,
  'media-id-pattern': MediaIdPattern,
  'session-extension': SessionExtension,
  'client-header-extension': ClientHeaderExtension,
};

export default function houseRulesPlugin() {
  return {
    id: 'house',
    rules: { oas3: houseRules },
    configs: {
      // `extends: [house/all]` switches every house rule on as an error.
      all: { rules: Object.fromEntries(Object.keys(houseRules).map((name) => [`house/${name}`, 'error'])) },
    },
  };
}
