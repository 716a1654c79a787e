import type { ReactNode } from 'react';
import RouteRules from '@site/src/components/RouteRules';

export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      <RouteRules />
      {children}
    </>
  );
}
