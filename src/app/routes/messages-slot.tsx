/**
 * "Message your host" in the stay view (issue 44), composed by the app (features never import each
 * other): its code and texts load after the door code's first view, when the section nears the
 * viewport or after a few idle seconds, never on the first view's path. A code load that failed
 * (offline before the app was cached) is tried again on "Try again"; the stay above stays usable.
 */
import { Alert, Box, Button } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { LoadWhenNear } from '@/components/load-when-near';

const loadMessagesSection = () =>
  import('@/features/guest-messages').then((module) => ({ default: module.MessagesSection }));

const placeholder = <Box mih={280} aria-hidden />;

function MessagesUnavailable({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('guest-messages', { useSuspense: false });
  return (
    <Alert color="gray" variant="light">
      {t('unavailable')}
      <Button variant="subtle" size="compact-md" ms="xs" onClick={resetErrorBoundary}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

function Messages(props: { booking: BookingDetails; online: boolean; onAccessRefused: () => void }) {
  const [MessagesSection, setMessagesSection] = useState(() => lazy(loadMessagesSection));
  return (
    <ErrorBoundary
      FallbackComponent={MessagesUnavailable}
      onError={console.warn}
      onReset={() => setMessagesSection(() => lazy(loadMessagesSection))}
    >
      <Suspense fallback={placeholder}>
        <MessagesSection {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

export const renderMessages = (booking: BookingDetails, online: boolean, onAccessRefused: () => void) => (
  <LoadWhenNear placeholder={placeholder} rootMargin="300px">
    <Messages booking={booking} online={online} onAccessRefused={onAccessRefused} />
  </LoadWhenNear>
);
