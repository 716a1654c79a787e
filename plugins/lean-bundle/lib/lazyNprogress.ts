/**
 * Stands in, in the browser bundle, for theme-classic's route-change progress bar module: the
 * same bar (same styles, same 200 ms delay), with the nprogress library loaded only when a
 * client-side navigation first takes that long, not in the main bundle of every page.
 */
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

type Progress = (typeof import('nprogress'))['default'];

const DELAY = 200;
let progress: Promise<Progress> | null = null;

function loadProgress(): Promise<Progress> {
  progress ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return progress;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(() => {
      loadProgress().then(
        (nprogress) => nprogress.start(),
        () => undefined,
      );
    }, DELAY);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    progress?.then(
      (nprogress) => nprogress.done(),
      () => undefined,
    );
  },
};

export default clientModule;
