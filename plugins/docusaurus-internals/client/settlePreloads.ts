/**
 * Docusaurus preloads a route's code before it shows the route: on the first
 * load (before hydration) and on every client-side navigation. When that
 * preload rejects, the first load never hydrates and a navigation reloads the
 * page, so a failed chunk never reaches the route's loading component, which is
 * where the site shows 'Error loading content.' with a retry (spec §4, §8).
 *
 * Settling the preloads lets the router go ahead either way: the route's
 * loadable keeps the error it met and renders `@theme/Loading` with it.
 */
export interface PreloadableRoute {
  component: { preload?: () => Promise<unknown> };
  routes?: readonly PreloadableRoute[];
}

const settled = new WeakSet<object>();

/**
 * Resolves in a task of its own. A preload starts there, not in its caller's task: on the first
 * load that caller is the evaluation of the entry chunk, a long task already, and each chunk a
 * route needs is a `<script>` appended as it starts.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Makes every route's `component.preload` start in a task of its own and resolve, reporting a
 * failure to `onError` instead of rejecting.
 */
export function settleRoutePreloads(
  routes: readonly PreloadableRoute[],
  onError: (error: unknown) => void = () => {},
): void {
  for (const route of routes) {
    const { component } = route;
    const preload = component.preload;
    if (preload && !settled.has(component)) {
      settled.add(component);
      component.preload = () =>
        nextTask()
          .then(() => preload.call(component))
          .catch((error: unknown) => {
            onError(error);
            return undefined;
          });
    }
    if (route.routes) settleRoutePreloads(route.routes, onError);
  }
}

/** What the site does with a failed preload: the page shows the error; the console says why. */
export function warnFailedPreload(error: unknown): void {
  console.warn('A page chunk failed to load; the page shows the error and a retry.', error);
}
