/**
 * Registers the offline worker in production builds (plugin-pwa adds this client module only
 * there) when the browser supports service workers. Replaces plugin-pwa's registration, which asks
 * the reader to reload in a popup: the spec reloads by itself when a new worker takes control, and
 * only notes in the console that a waiting version activates once all tabs are closed.
 *
 * First-visit work: the registration code is a chunk of its own (`offline-register`), loaded once
 * the page has loaded and the main thread is idle, so neither its bytes nor its work are part of
 * showing and hydrating the page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { afterLoadWhenIdle } from '../../../src/lib/idle';

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  afterLoadWhenIdle(() => {
    import(/* webpackChunkName: "offline-register" */ './register')
      .then(({ register }) => register())
      .catch((error: unknown) =>
        console.error('The offline worker could not be registered.', error),
      );
  });
}
