/**
 * /guest-portal/check-in/:bookingId: the online check-in of a stay saved on this device. Forms left
 * waiting (offline) are sent when the connection returns; drafts are written when the page is left.
 */
import { Anchor, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { routes } from '@/config/routes';
import { directionOf } from '@/i18n/languages';
import { sendWaitingForms, watchWaitingForms } from '../api/submit-check-in';
import classes from '../components/check-in.module.css';
import { CheckInFlow } from '../components/check-in-flow';
import { useCheckInStore } from '../store/check-in-store';

function BackToStay() {
  const { t, i18n } = useTranslation('checkin');
  const Arrow = directionOf(i18n.language) === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={routes.guestPortal} size="md" fw={600}>
      <Arrow size={16} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 6 }} />
      {t('backToStay')}
    </Anchor>
  );
}

function MissingStay() {
  const { t } = useTranslation('checkin');
  return (
    <Paper className={classes.card} withBorder>
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t('missing.title')}
        </Title>
        <Text>{t('missing.text')}</Text>
        <Anchor component={Link} to={routes.guestPortal} fw={600}>
          {t('missing.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** Keeps the store in step with the device: waiting forms, their delivery, drafts on leaving. */
function useDeviceSync(bookingId: string) {
  useEffect(() => {
    const store = useCheckInStore.getState();
    const stopWatching = watchWaitingForms(bookingId, (waiting) => {
      const before = useCheckInStore.getState().queued;
      store.setQueued(waiting);
      if (before.some((guestIndex) => !waiting.includes(guestIndex))) void store.reload();
    });
    // Then the stay again: a token the server refused is gone from it (the page asks for a new lookup).
    const send = () => void sendWaitingForms().then(() => useCheckInStore.getState().reload());
    const saveDrafts = () => void useCheckInStore.getState().saveDraftsNow();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveDrafts();
    };
    send();
    window.addEventListener('online', send);
    window.addEventListener('pagehide', saveDrafts);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      stopWatching();
      window.removeEventListener('online', send);
      window.removeEventListener('pagehide', saveDrafts);
      document.removeEventListener('visibilitychange', onHidden);
      saveDrafts();
    };
  }, [bookingId]);
}

export default function CheckInPage() {
  const { t } = useTranslation('checkin');
  const { bookingId = '' } = useParams();
  const status = useCheckInStore((state) => (state.bookingId === bookingId ? state.status : 'loading'));
  const open = useCheckInStore((state) => state.open);
  useEffect(() => {
    void open(bookingId);
  }, [bookingId, open]);
  useDeviceSync(bookingId);

  return (
    <Container size="sm" className={classes.page}>
      <Stack gap="lg">
        <BackToStay />
        {status === 'ready' ? <CheckInFlow /> : null}
        {status === 'missing' ? <MissingStay /> : null}
        {status === 'loading' || status === 'idle' ? (
          <Center mih="40vh">
            <Loader aria-label={t('loading')} />
          </Center>
        ) : null}
      </Stack>
    </Container>
  );
}
