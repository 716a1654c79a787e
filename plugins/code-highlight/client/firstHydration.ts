/**
 * Whether the browser is still hydrating the first page: true from the start until that
 * hydration commits (the first `onRouteDidUpdate`, which core calls from a layout effect in the
 * commit). A code block reads it once, when it mounts, to know whether its lines are the server's
 * (kept as they are) or must be rendered. `useIsBrowser()` told the same thing, but it subscribes:
 * when it turned true, every block on the page rendered again in the synchronous re-render right
 * after hydration (85 blocks on the longest configuration page).
 */
import type { ClientModule } from '@docusaurus/types';

let hydrating = typeof window !== 'undefined';

export function isHydratingFirstPage(): boolean {
  return hydrating;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    hydrating = false;
  },
};
export default clientModule;
