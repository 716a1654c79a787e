/**
 * The one tslib helper @docusaurus/utils-common calls (CommonJS `require("tslib")`, which
 * would pull all of tslib into the main bundle: about 4 kB gzip). The plugin points only
 * utils-common's tslib at this module; the unit test fails if utils-common starts using
 * another helper.
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}
