import type { ReactNode } from 'react';
import RouteRules from '@site/src/components/RouteRules';

// The notification bar is rendered in the layout's announcement slot (src/theme/AnnouncementBar).
export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      <RouteRules />
      {children}
    </>
  );
}
