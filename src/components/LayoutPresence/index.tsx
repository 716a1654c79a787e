import { createContext, useContext, type ReactNode } from 'react';

const InsideLayout = createContext(false);

/** Marks everything rendered inside the site layout (navbar, main, footer); see src/theme/Layout/Provider. */
export function LayoutPresenceProvider({ children }: { children: ReactNode }) {
  return <InsideLayout.Provider value>{children}</InsideLayout.Provider>;
}

/** Whether the calling component is rendered inside the site layout, i.e. the chrome is already there. */
export function useIsInsideLayout(): boolean {
  return useContext(InsideLayout);
}
