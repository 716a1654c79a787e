/**
 * Loads a route's code (its chunks) the way Docusaurus does before it shows the route:
 * `window.docusaurus.preload`, set by Docusaurus's client entry and used by its own `Link`.
 * The offline feature loads the app shell's page code through the service worker with it, so
 * /app-shell/ renders offline. No public module exports it; the canary test fails, naming the
 * file, if the client entry stops setting it.
 */
interface DocusaurusGlobal {
  preload: (routePath: string) => Promise<unknown>;
}

export async function preloadRoute(routePath: string): Promise<void> {
  const docusaurus = (window as unknown as { docusaurus?: DocusaurusGlobal }).docusaurus;
  if (!docusaurus)
    throw new Error(
      'docusaurus-internals: window.docusaurus is not set; see plugins/docusaurus-internals/client/preloadRoute.ts',
    );
  await docusaurus.preload(routePath);
}
