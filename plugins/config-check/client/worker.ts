/**
 * The checker's worker: reads and validates pasted text off the main thread, so a large file
 * never blocks the page. Each version's validator (which exports its schema, for the formatter)
 * and catalog are imported the first time that version is checked, as chunks of their own; after a
 * first check the other version is fetched too, so that both work offline once the page has been
 * used. Messages: `{ id, version, source }` in, `{ id, result }` or `{ id, failure }` out.
 */
import type { CheckResult, VersionTools } from '../lib/check';
import { checkSource } from '../lib/check';
import type { WebpackMajor } from '../lib/compile';
import { indexCatalog } from '../lib/describe';
import { formatterFor } from './formatters';

export interface CheckRequest {
  id: number;
  version: WebpackMajor;
  source: string;
}

export type CheckReply = { id: number; result: CheckResult } | { id: number; failure: string };

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckReply): void;
}

const tools = new Map<WebpackMajor, Promise<VersionTools>>();

function load(version: WebpackMajor): Promise<VersionTools> {
  let loading = tools.get(version);
  if (loading === undefined) {
    loading =
      version === 5
        ? Promise.all([
            import('@config-check-data/validate-5.js'),
            import('@config-check-data/catalog-5.json'),
          ]).then(([validator, catalog]) => ({
            validate: validator.default,
            formatter: formatterFor(5, validator.schema),
            index: indexCatalog(catalog.default),
          }))
        : Promise.all([
            import('@config-check-data/validate-4.js'),
            import('@config-check-data/catalog-4.json'),
          ]).then(([validator, catalog]) => ({
            validate: validator.default,
            formatter: formatterFor(4),
            index: indexCatalog(catalog.default),
          }));
    tools.set(version, loading);
  }
  return loading;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, version, source } = event.data;
  load(version)
    .then((versionTools) => {
      scope.postMessage({ id, result: checkSource(version, source, versionTools) });
      // Warm the other version's files (kept by the offline worker once fetched).
      void load(version === 5 ? 4 : 5).catch(() => undefined);
    })
    .catch((error: unknown) => {
      scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
    });
};
