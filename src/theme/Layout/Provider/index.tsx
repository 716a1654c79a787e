import type { ReactNode } from 'react';
import LayoutProvider from '@theme-original/Layout/Provider';
import { LayoutPresenceProvider } from '@site/src/components/LayoutPresence';

// Wraps theme-classic's layout providers so a failed page load can tell whether it
// shows inside the site chrome or must bring the chrome with it (src/theme/Loading).
export default function LayoutProviderWrapper({ children }: { children: ReactNode }) {
  return (
    <LayoutProvider>
      <LayoutPresenceProvider>{children}</LayoutPresenceProvider>
    </LayoutProvider>
  );
}
