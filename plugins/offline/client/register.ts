/**
 * Registers the offline worker (loaded by registerSw.ts once the page is idle).
 * Replaces plugin-pwa's registration, which asks the reader to reload in a
 * popup: the spec reloads by itself when a new worker takes control, and only
 * notes in the console that a waiting version activates once all tabs are closed.
 */
import { APP_SHELL_PATH, CACHE_URLS_MESSAGE, KEEP_MENU_MESSAGE } from '../lib/policy.js';
import {
  WAITING_MESSAGE,
  filesToKeep,
  isOfflineModeOn,
  onControllerChange,
  serviceWorkerUrl,
} from '../lib/updates';
import { preloadRoute } from '../../docusaurus-internals/client/preloadRoute';
import { whenIdle } from '../../../src/lib/idle';

// Set by plugin-pwa at build time.
const SCRIPT_URL = process.env.PWA_SERVICE_WORKER_URL ?? '/sw.js';
const STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as
  readonly string[] | undefined;
const DEBUG = Boolean(process.env.PWA_DEBUG);

/** Hands the worker the page and files this visit loaded before the worker controlled it; resolves once kept. */
function keepThisVisit(controller: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    controller.postMessage(
      {
        type: CACHE_URLS_MESSAGE,
        page: window.location.href,
        files: filesToKeep(performance.getEntriesByType('resource'), window.location.origin),
      },
      [channel.port2],
    );
  });
}

/**
 * Asks the worker, when the browser is idle, to keep the Documentation menu's section front pages
 * and their code (MENU_CACHE, within the build's budget), so they open offline from any page;
 * not when the reader asked the browser to save data. Marks the page `data-offline-menu` once kept.
 */
function keepMenu(controller: ServiceWorker): void {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  whenIdle(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      document.documentElement.dataset.offlineMenu = 'kept';
    };
    controller.postMessage({ type: KEEP_MENU_MESSAGE }, [channel.port2]);
  });
}

/**
 * Loads the app shell page's own code through the worker, which keeps it, so
 * /app-shell/ renders offline too (its HTML, runtime and stylesheet are installed
 * with the worker; the page code would otherwise only be kept on a visit).
 * Then marks the page `data-offline-ready`: this visit works offline from now on.
 */
async function getReadyForOffline(): Promise<void> {
  // Docusaurus's client entry has run by the time a worker is in control.
  await preloadRoute(APP_SHELL_PATH);
  document.documentElement.dataset.offlineReady = 'true';
  const { controller } = navigator.serviceWorker;
  if (controller) keepMenu(controller);
}

export async function register(): Promise<void> {
  const { serviceWorker } = navigator;
  let controlled = serviceWorker.controller !== null;
  serviceWorker.addEventListener('controllerchange', () => {
    if (onControllerChange(controlled) === 'reload') {
      window.location.reload();
      return;
    }
    controlled = true;
    const { controller } = serviceWorker;
    if (controller) void keepThisVisit(controller).then(getReadyForOffline);
  });

  const registration = await serviceWorker.register(
    serviceWorkerUrl(SCRIPT_URL, { offlineMode: isOfflineModeOn(STRATEGIES), debug: DEBUG }),
  );
  // Some environments (automation with workers blocked) resolve without a registration.
  if (!registration) return;
  let reported = false;
  const reportWaiting = () => {
    // Without a controller the new worker is the first one and activates at once.
    if (reported || !serviceWorker.controller) return;
    reported = true;
    console.info(WAITING_MESSAGE);
  };
  if (registration.waiting) reportWaiting();
  // Already under a worker: this page came through it and is kept.
  if (controlled) void getReadyForOffline();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') reportWaiting();
    });
  });
}
