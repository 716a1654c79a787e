/**
 * versioned_docs/version-4/guides/dependency-management.md: with webpack 4.47.0,
 * require.context() becomes a synchronous context module of the matching
 * files, and import() with a template literal a lazy context module with one
 * numbered chunk per file, which the page loads only for the language it needs.
 */
import { buildExample4, type ExampleBuild4 } from '../../helpers/build-example';
import { dependencyManagementTests } from '../../helpers/example-output';

jest.setTimeout(60_000);

let build: ExampleBuild4;
let moduleNames: string[];

beforeAll(async () => {
  build = await buildExample4('v4/dependency-management');
  moduleNames = (build.stats.toJson({ all: false, modules: true }).modules ?? []).map(
    (m) => m.name,
  );
});

describe('v4 dependency-management example', () => {
  dependencyManagementTests('4', () => ({ build, moduleNames }));
});
