import { useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { OfflineBanner, UpdatePrompt } from '@/features/pwa';
import { useCheckInDelivery } from '@/lib/checkin-delivery';
import { useInquiryDelivery } from '../inquiry-delivery';
import { RouteErrorPage } from '../pages/route-error-page';

/**
 * A new page starts at its top (or at its #anchor); back and forward leave scrolling to the browser,
 * and so does a navigation that only tidies the address (`state.keepScroll`: the inquiry form's answer).
 */
function useScrollToTopOnNavigation() {
  const { pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new pathname is a new page to scroll to.
  useEffect(() => {
    if (navigationType === 'POP' || keepScroll) return;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useInquiryDelivery();
  useCheckInDelivery();
  useScrollToTopOnNavigation();
  return (
    <>
      <OfflineBanner />
      <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]} onError={console.error}>
        <Outlet />
      </ErrorBoundary>
      <UpdatePrompt />
    </>
  );
}
