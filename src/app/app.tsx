import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The app around its router: the browser's (App) and the build's prerender (src/app/prerender) use
 * this same tree, so that React's ids, which follow the tree's shape, are the same in both.
 */
export function AppFrame({ children, direction }: { children: ReactNode; direction?: 'ltr' | 'rtl' }) {
  return <AppProviders {...(direction ? { direction } : {})}>{children}</AppProviders>;
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
