/**
 * Imports a generated client.ts at run time. The HTTP tests exercise behaviour, so they see the
 * module through this loose shape; the compile-time types are checked by types.test.ts.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type ClientMethod = (input?: unknown, options?: unknown) => Promise<unknown>;

export interface LooseClientModule {
  createApiClient(options: Record<string, unknown>): Record<string, ClientMethod>;
  isOperationError(error: unknown, operation: string): boolean;
  ApiError: new (...args: never[]) => Error & { status: number; code: string | undefined; body: unknown; operationId: string };
  NetworkError: new (...args: never[]) => Error & { attempts: number };
  RequestTimeoutError: new (...args: never[]) => Error & { timeoutMs: number };
  RequestInputError: new (...args: never[]) => Error;
  ResponseBodyError: new (...args: never[]) => Error & { status: number; body: unknown; operationId: string };
}

export async function loadClient(outDir: string): Promise<LooseClientModule> {
  return (await import(pathToFileURL(path.join(outDir, 'client.ts')).href)) as LooseClientModule;
}
