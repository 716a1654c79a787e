import type { ReactNode } from 'react';
import RouteRules from '@site/src/components/RouteRules';
import NotificationBar from '@site/src/components/NotificationBar';

export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      <RouteRules />
      <NotificationBar />
      {children}
    </>
  );
}
