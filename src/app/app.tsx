import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { installBackGuard } from '@/lib/back-guard';
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
  // Before the router's own listener: a form with unsaved work may hold Back (issue 43).
  installBackGuard();
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
