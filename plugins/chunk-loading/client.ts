import routes from '@generated/routes';
import { settleRoutePreloads, type PreloadableRoute } from './lib/settlePreloads';

// Client modules run before Docusaurus's first preload, so this covers the first load as well.
settleRoutePreloads(routes as unknown as PreloadableRoute[], (error) => {
  console.warn('A page chunk failed to load; the page shows the error and a retry.', error);
});
