/**
 * The notification bar (spec §4): shown unless the stored value equals the
 * current NOTIFICATION_VERSION; dismissing stores it. Bumping the version shows
 * the bar again to everyone who dismissed an older message.
 */
import { readStorage, writeStorage, type GetStorage } from './storage';

export const NOTIFICATION_VERSION = '3';
export const NOTIFICATION_STORAGE_KEY = 'notification-dismissed';
/** Set on <html> before first paint (plugins/notification-bar) so a dismissed bar never flashes. */
export const NOTIFICATION_DISMISSED_ATTRIBUTE = 'data-notification-dismissed';

export function isNotificationDismissed(stored: string | null | undefined): boolean {
  return stored === NOTIFICATION_VERSION;
}

export function readNotificationDismissed(getStorage?: GetStorage): boolean {
  return isNotificationDismissed(readStorage(NOTIFICATION_STORAGE_KEY, getStorage));
}

/** Stores the dismissal; false when storage is unavailable (the bar then hides for this page view only). */
export function storeNotificationDismissed(getStorage?: GetStorage): boolean {
  return writeStorage(NOTIFICATION_STORAGE_KEY, NOTIFICATION_VERSION, getStorage);
}
