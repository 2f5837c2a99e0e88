import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { OfflineBanner, UpdatePrompt } from '../../features/pwa';
import { documentTitle, type RouteHandle } from '../document-title';
import { useInquiryDelivery } from '../inquiry-delivery';

export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  useInquiryDelivery();
  const title = documentTitle(
    matches.map((match) => match.handle as RouteHandle | undefined),
    t,
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
