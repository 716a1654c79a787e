/**
 * The notification bar is server-rendered as an empty box of its final height
 * (no layout shift when its lazy message arrives). For readers who dismissed
 * it, this <head> script marks <html> before first paint so CSS hides the box
 * and the page never jumps.
 */
import type { Plugin } from '@docusaurus/types';
import {
  NOTIFICATION_DISMISSED_ATTRIBUTE,
  NOTIFICATION_STORAGE_KEY,
  NOTIFICATION_VERSION,
} from '../../src/lib/notification';

export function inlineScript(): string {
  // Mirrors readNotificationDismissed(): storage may be missing or throw.
  return `(function(){try{if(window.localStorage.getItem(${JSON.stringify(NOTIFICATION_STORAGE_KEY)})===${JSON.stringify(
    NOTIFICATION_VERSION,
  )}){document.documentElement.setAttribute(${JSON.stringify(NOTIFICATION_DISMISSED_ATTRIBUTE)},'');}}catch(e){}})();`;
}

export default function notificationBarPlugin(): Plugin {
  return {
    name: 'notification-bar',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: inlineScript() }] };
    },
  };
}
