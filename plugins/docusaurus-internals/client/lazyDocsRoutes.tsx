/**
 * The browser half of routeModules.cjs: a docs root whose pages live in one chunk per section.
 * The main route table holds the docs root with an empty list of pages; when Docusaurus preloads
 * the docs root for a path (core's preload() on the first load, before hydration, and
 * PendingNavigation before a navigation shows: both call the matched components' `preload`
 * after the history has moved, so `window.location` is the path being opened), the section's
 * chunk is loaded, its pages are added to the list, and the page's own components are preloaded.
 * A section chunk that fails shows the Loading screen's 'Error loading content.' in place of the
 * page, never the not-found page.
 */
import type { ComponentType, ReactNode } from 'react';
import { matchPath } from '@docusaurus/router';
import Loading from '@theme/Loading';
import { settleRoutePreloads, warnFailedPreload, type PreloadableRoute } from './settlePreloads';

interface PageRoute extends PreloadableRoute {
  path: string;
  exact?: boolean;
  component: PreloadableRoute['component'] & ComponentType<never>;
}

type SectionLoader = () => Promise<{ default: PageRoute[] }>;

/** The section (first path segment under `base`) a path belongs to, '' for pages outside one. */
export function sectionOf(pathname: string, base: string, sections: readonly string[]): string {
  const segment = pathname.startsWith(base)
    ? (pathname.slice(base.length).split('/')[0] ?? '')
    : '';
  return sections.includes(segment) ? segment : '';
}

/** The page route matching `pathname`, as react-router's Switch would pick it. */
export function matchingPage<R extends { path: string; exact?: boolean }>(
  pages: readonly R[],
  pathname: string,
): R | undefined {
  return pages.find((page) => matchPath(pathname, { path: page.path, exact: page.exact }) !== null);
}

function failedSection(error: unknown): ComponentType {
  return function SectionLoadFailed(): ReactNode {
    return (
      <Loading
        error={error}
        retry={() => window.location.reload()}
        pastDelay
        timedOut={false}
        isLoading={false}
      />
    );
  };
}

/**
 * @param component the docs root's own (react-loadable) component
 * @param base the docs root's path (`/`, `/v4/`)
 * @param sections a loader per section chunk
 * @returns the `component` and `routes` of the docs root's route
 */
export function lazyDocsRoutes(
  component: PreloadableRoute['component'],
  base: string,
  sections: Record<string, SectionLoader>,
): { component: PreloadableRoute['component']; routes: PageRoute[] } {
  const routes: PageRoute[] = [];
  const loading = new Map<string, Promise<void>>();
  const failures = new Set<PageRoute>();
  const names = Object.keys(sections);

  const loadSection = (section: string, pathname: string): Promise<void> => {
    const load = sections[section];
    if (!load) return Promise.resolve();
    let pending = loading.get(section);
    if (!pending) {
      pending = load().then(
        ({ default: pages }) => {
          settleRoutePreloads(pages, warnFailedPreload);
          routes.splice(
            0,
            routes.length,
            ...routes.filter((route) => !failures.has(route)),
            ...pages,
          );
        },
        (error: unknown) => {
          loading.delete(section);
          warnFailedPreload(error);
          // in place of the page that was asked for, until the reader retries (a reload)
          const failure: PageRoute = {
            path: pathname,
            exact: true,
            component: failedSection(error) as PageRoute['component'],
          };
          failures.add(failure);
          routes.unshift(failure);
        },
      );
      loading.set(section, pending);
    }
    return pending;
  };

  const preloadOwn = component.preload;
  component.preload = () => {
    const { pathname } = window.location;
    const pages = loadSection(sectionOf(pathname, base, names), pathname).then(() =>
      matchingPage(routes, pathname)?.component.preload?.(),
    );
    return Promise.all([preloadOwn?.call(component), pages]);
  };
  return { component, routes };
}
