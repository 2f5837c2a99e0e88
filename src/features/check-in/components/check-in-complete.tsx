import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PushOffer } from '@/components/push-offer';
import { routes } from '@/config/routes';
import { completeTextContext } from '../rules/way-in';
import { useCheckInStore } from '../store/check-in-store';
import classes from './check-in.module.css';

/**
 * Every adult's form has reached the server: back to the stay, where the code appears when released
 * (a smart lock's or a key box's), or where the host meets the guests: the text follows the way in.
 */
export function CheckInComplete() {
  const { t } = useTranslation('checkin');
  const method = useCheckInStore((state) => state.booking?.arrivalMethod);
  const bookingId = useCheckInStore((state) => state.booking?.id);
  const guestToken = useCheckInStore((state) => state.booking?.guestAccess?.token);
  const title = useRef<HTMLHeadingElement>(null);
  // The last form made the page much shorter: the guest is taken to the news, and so is a screen reader.
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    window.scrollTo?.({ top: 0 });
  }, []);
  return (
    <Paper className={`${classes.card} ${classes.complete}`} withBorder role="status">
      <Stack align="center" gap="md">
        <IconCircleCheck size={56} stroke={1.6} className={classes.completeIcon} aria-hidden />
        <Title order={2} size="h3" ref={title} tabIndex={-1}>
          {t('complete.title')}
        </Title>
        <Text data-way-in={method ?? 'smart_lock'}>
          {t('complete.text', { context: completeTextContext(method) })}
        </Text>
        <Button component={Link} to={routes.guestPortal} size="lg" fullWidth>
          {t('complete.back')}
        </Button>
        {/* The check-in is done: the moment to offer the door code's notification (never on load). */}
        <PushOffer side={bookingId && guestToken ? { guest: { bookingId, guestToken } } : null} />
      </Stack>
    </Paper>
  );
}
