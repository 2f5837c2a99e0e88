import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/i18n/format';
import { useOnlineStatus } from '@/lib/network-status';
import { isCheckInComplete } from '../rules/form-rules';
import { useCheckInStore } from '../store/check-in-store';
import { AdultsPicker } from './adults-picker';
import { CheckInComplete } from './check-in-complete';
import { FindAgainNotice } from './find-again-notice';
import { GuestCard } from './guest-card';

/** The first guest whose form has not left yet (neither sent nor waiting on the device). */
function nextGuest(adults: number | null, done: (guestIndex: number) => boolean, after = 0): number | null {
  if (!adults) return null;
  for (let index = after + 1; index <= adults; index += 1) if (!done(index)) return index;
  return null;
}

/** The stay's check-in: how many adults, then one card per adult, or the success state. */
export function CheckInFlow() {
  const { t, i18n } = useTranslation('checkin');
  const online = useOnlineStatus();
  const booking = useCheckInStore((state) => state.booking);
  const adults = useCheckInStore((state) => state.adults);
  const sent = useCheckInStore((state) => state.sent);
  const queued = useCheckInStore((state) => state.queued);
  const results = useCheckInStore((state) => state.results);
  const done = (index: number) => sent.includes(index) || queued.includes(index);
  const [openGuest, setOpenGuest] = useState<number | null>(() => nextGuest(adults, done));
  const complete = isCheckInComplete(adults, sent);

  // A count chosen (or restored) with no form open: the first one to fill in opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new count opens a form by itself.
  useEffect(() => {
    setOpenGuest((open) =>
      open !== null && adults !== null && open <= adults ? open : nextGuest(adults, done),
    );
  }, [adults]);

  // A form just sent (or kept for later): on to the next guest's.
  const openResult = openGuest === null ? undefined : results[openGuest]?.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the open form's outcome only.
  useEffect(() => {
    if (openGuest === null || (openResult !== 'sent' && openResult !== 'queued')) return;
    const next = nextGuest(adults, done, openGuest) ?? nextGuest(adults, done);
    setOpenGuest(next);
    if (next !== null) {
      requestAnimationFrame(() =>
        document
          .getElementById(`checkin-guest-${next}`)
          ?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
      );
    }
  }, [openResult]);

  if (!booking) return null;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text fw={600}>{booking.propertyName}</Text>
        <Text c="dimmed">
          {t('stayDates', {
            from: formatDate(booking.checkInDate, i18n.language),
            to: formatDate(booking.checkOutDate, i18n.language),
          })}
        </Text>
        {complete ? null : <Text>{t('intro')}</Text>}
      </Stack>
      {online ? null : (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
          {t('offline')}
        </Alert>
      )}
      {complete || booking.guestAccess?.token ? null : <FindAgainNotice />}
      {complete ? (
        <CheckInComplete />
      ) : (
        <>
          <AdultsPicker />
          {adults
            ? Array.from({ length: adults }, (_, index) => index + 1).map((guestIndex) => (
                <GuestCard
                  key={guestIndex}
                  guestIndex={guestIndex}
                  expanded={openGuest === guestIndex}
                  onToggle={setOpenGuest}
                />
              ))
            : null}
        </>
      )}
    </Stack>
  );
}
