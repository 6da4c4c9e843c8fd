// @ts-check
/**
 * house/session-extension: `x-session` (spec/decisions/0022), the session a generated client
 * keeps, is well formed and sits where it makes sense: `{role: login, scheme, token?}` on an open
 * operation whose scheme takes a token, `{role: logout}` on one that needs credentials.
 *
 * @typedef {import('../lib/operations.js').OperationSite} OperationSite
 */
import { follow, isObject } from '../lib/refs.js';
import { forEachOperation, operationName } from '../lib/operations.js';

const TOKEN_SCHEMES = ['apiKey', 'oauth2', 'openIdConnect'];

/**
 * @param {OperationSite} site
 * @param {Record<string, any>} root
 * @returns {unknown[]}
 */
function effectiveSecurity(site, root) {
  const security = Object.hasOwn(site.operation, 'security') ? site.operation.security : root.security;
  return Array.isArray(security) ? security : [];
}

/** @param {unknown[]} security */
function allowsAnonymous(security) {
  return security.length === 0 || security.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0);
}

/**
 * @param {unknown} scheme
 */
function takesToken(scheme) {
  if (!isObject(scheme)) return false;
  if (scheme.type === 'http') return String(scheme.scheme).toLowerCase() === 'bearer';
  return TOKEN_SCHEMES.includes(scheme.type);
}

/** @returns {import('../lib/refs.js').RootVisitor} */
export function SessionExtension() {
  return {
    Root(root, ctx) {
      const schemes = isObject(root.components) && isObject(root.components.securitySchemes) ? root.components.securitySchemes : {};
      forEachOperation(root, ctx.location, ctx, (site) => {
        if (!Object.hasOwn(site.operation, 'x-session')) return;
        const session = site.operation['x-session'];
        const location = site.location.child(['x-session']);
        const name = operationName(site);
        const security = effectiveSecurity(site, root);
        if (!isObject(session) || (session.role !== 'login' && session.role !== 'logout')) {
          ctx.report({ message: `${name}: write \`x-session: {role: login, scheme: <scheme>}\` or \`x-session: {role: logout}\`.`, location });
          return;
        }
        const allowed = session.role === 'login' ? ['role', 'scheme', 'token'] : ['role'];
        const unknown = Object.keys(session).filter((key) => !allowed.includes(key));
        if (unknown.length > 0) ctx.report({ message: `${name}: remove ${unknown.map((key) => `\`${key}\``).join(', ')} from \`x-session\` (a ${session.role} takes only ${allowed.join(', ')}).`, location });
        if (session.role === 'logout') {
          if (allowsAnonymous(security)) ctx.report({ message: `${name} ends a session but needs no credentials; give it the security of the session it ends.`, location });
          return;
        }
        const scheme = typeof session.scheme === 'string' && Object.hasOwn(schemes, session.scheme) ? follow(schemes[session.scheme], ctx.location, ctx).node : undefined;
        if (!takesToken(scheme)) ctx.report({ message: `${name}: give \`x-session\` a \`scheme\` naming a security scheme that takes a token (HTTP bearer, API key, OAuth2 or OpenID Connect).`, location });
        if (session.token !== undefined && (typeof session.token !== 'string' || session.token === '')) ctx.report({ message: `${name}: write \`token\` as the name of the result's token property, or remove it for \`token\`.`, location });
        if (!allowsAnonymous(security)) ctx.report({ message: `${name} starts a session but needs credentials itself; add \`security: []\`.`, location });
      });
    },
  };
}
