/**
 * docs/guides/dependency-management.md: require.context() and import() with a template literal
 * build into context modules; the checks are shared with the v4 twin (tests/helpers/example-output.ts).
 */
import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { dependencyManagementTests } from '../helpers/example-output';

describe('examples/dependency-management', () => {
  let build: ExampleBuild;
  let moduleNames: string[];

  beforeAll(async () => {
    build = await buildExample('dependency-management');
    moduleNames = (build.stats.toJson({ all: false, modules: true }).modules ?? []).map(
      (m) => m.name ?? '',
    );
  }, 60_000);

  dependencyManagementTests('5', () => ({ build, moduleNames }));
});
