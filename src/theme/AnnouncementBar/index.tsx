import type { ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import NotificationBar from '@site/src/components/NotificationBar';

/**
 * Wraps theme-classic's: the layout's announcement slot also holds the site's notification bar
 * (spec §4). The layout puts "Skip to main content" before this slot, so the skip link is the
 * first Tab stop of every page and the bar still sits above the navbar. The original renders
 * nothing while the site configures no theme-classic announcement.
 */
export default function AnnouncementBarWrapper(): ReactNode {
  return (
    <>
      <AnnouncementBar />
      <NotificationBar />
    </>
  );
}
