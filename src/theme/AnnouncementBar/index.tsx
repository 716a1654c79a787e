import type { ReactNode } from 'react';
import NotificationBar from '@site/src/components/NotificationBar';

/**
 * The layout's announcement slot holds the site's notification bar (spec §4). The layout puts
 * "Skip to main content" before this slot, so the skip link is the first Tab stop of every page
 * and the bar still sits above the navbar. (The site configures no theme-classic announcement.)
 */
export default function AnnouncementBar(): ReactNode {
  return <NotificationBar />;
}
