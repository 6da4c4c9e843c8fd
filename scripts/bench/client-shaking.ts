/**
 * Benchmark 3, bundle part on Stripe's document: what a browser app pays for calling one
 * operation of the generated client, and what each further operation adds (issue 15: at most
 * 6 KB for one, each further one only its own code). The client is generated fresh from
 * ../shared/specs/stripe-2022.json (client output only); the apps import the operation functions
 * and `createClientCore`, as decision 0031 describes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appBundle, operationNamesIn, type AppBundle } from './client-size.js';
import { LAUNCH_CLI, REPO_ROOT, STRIPE_SPEC } from './paths.js';
import { atMost, type Check, type Row } from './report.js';
import { summarize } from './stats.js';

/** A read of one customer, then of one invoice: a path parameter each, as most of Stripe's reads have. */
export const STRIPE_FIRST = { name: 'getCustomersCustomer', call: "{ params: { path: { customer: 'cus_1' } } }" } as const;
export const STRIPE_SECOND = { name: 'getInvoicesInvoice', call: "{ params: { path: { invoice: 'in_1' } } }" } as const;

/** The goal of issue 15 for the one-operation app, minified and gzipped. */
export const ONE_OPERATION_GOAL_BYTES = 6_000;

export interface ShakingResult {
  readonly rows: Row[];
  readonly checks: Check[];
  readonly notMeasured: string[];
  readonly notes: string[];
}

/** An app that creates a core and calls the named operations (what a bundler keeps is what is measured). */
export function appSource(operations: readonly { readonly name: string; readonly call: string }[]): string {
  const names = ['createClientCore', ...operations.map((operation) => operation.name)].join(', ');
  const calls = operations.map((operation) => `console.log(await ${operation.name}(core, ${operation.call}));`);
  return [`import { ${names} } from './client.ts';`, "const core = createClientCore({ baseUrl: 'https://api.stripe.com' });", ...calls].join('\n');
}

export async function benchStripeShaking(work: string, skip: boolean): Promise<ShakingResult> {
  const empty = { rows: [], checks: [], notes: [] };
  if (skip) return { ...empty, notMeasured: ['not measured: Stripe bundle sizes (skipped by the caller, as in the smoke test)'] };
  if (!existsSync(STRIPE_SPEC)) {
    console.warn(`bench: SKIPPED the Stripe client bundle sizes: ${STRIPE_SPEC} is absent (../shared is not beside this clone)`);
    return { ...empty, notMeasured: [`not measured: Stripe client bundle sizes (${STRIPE_SPEC} is absent)`] };
  }
  const out = path.join(work, 'stripe');
  const generated = spawnSync(process.execPath, [LAUNCH_CLI, 'generate', '--spec', STRIPE_SPEC, '--out', out, '--outputs', 'client'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (generated.status !== 0) {
    console.warn('bench: SKIPPED the Stripe client bundle sizes: our generate failed on the Stripe document');
    return { ...empty, notMeasured: [`not measured: Stripe client bundle sizes (our generate failed: ${generated.stderr.trim().split('\n').slice(-3).join(' | ')})`] };
  }
  const clientFile = path.join(out, 'client.ts');
  const allNames = operationNamesIn(readFileSync(clientFile, 'utf8'));
  const core = await appBundle(out, "import { createClientCore } from './client.ts';\nconsole.log(createClientCore({ baseUrl: 'https://api.stripe.com' }));");
  const one = await appBundle(out, appSource([STRIPE_FIRST]));
  const two = await appBundle(out, appSource([STRIPE_FIRST, STRIPE_SECOND]));
  const all = await appBundle(out, "import { createApiClient } from './client.ts';\nconsole.log(await createApiClient({ baseUrl: 'https://api.stripe.com' }).getCustomersCustomer({ params: { path: { customer: 'cus_1' } } }));");
  const single = (value: number) => summarize([value]);
  const kept = (bundle: AppBundle) => allNames.filter((name) => bundle.text.includes(`name:${JSON.stringify(name)}`)).length;
  return {
    rows: [
      { label: 'bundle (Stripe): runtime + openapi-fetch, no operation, minified + gzip', unit: 'bytes', summary: single(core.gzippedBytes) },
      { label: `bundle (Stripe): app calling one operation (${STRIPE_FIRST.name}), minified + gzip`, unit: 'bytes', summary: single(one.gzippedBytes) },
      { label: `bundle (Stripe): app calling two operations (+ ${STRIPE_SECOND.name}), minified + gzip`, unit: 'bytes', summary: single(two.gzippedBytes) },
      { label: 'bundle (Stripe): second operation added, minified (gzip in the note)', unit: 'bytes', summary: single(two.minifiedBytes - one.minifiedBytes) },
      { label: `bundle (Stripe): createApiClient (all ${allNames.length} operations), minified + gzip`, unit: 'bytes', summary: single(all.gzippedBytes) },
    ],
    checks: [
      atMost(`bundle (Stripe) of an app calling one operation, minified + gzip`, one.gzippedBytes, ONE_OPERATION_GOAL_BYTES, ' bytes'),
      // Only its own code: the bundles hold the descriptors of exactly the operations the apps call.
      atMost('operations kept in the one-operation bundle beyond the one called', kept(one) - 1, 0),
      atMost('operations kept in the two-operation bundle beyond the two called', kept(two) - 2, 0),
    ],
    notMeasured: [],
    notes: [
      `Stripe: the second operation adds ${two.minifiedBytes - one.minifiedBytes} bytes minified (${two.gzippedBytes - one.gzippedBytes} gzipped), ` +
        `its descriptor and call; the first added ${one.minifiedBytes - core.minifiedBytes} bytes minified to the bare core (its descriptor, call and body encoder)`,
    ],
  };
}
