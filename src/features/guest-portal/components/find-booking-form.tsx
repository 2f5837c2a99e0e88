import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuestStore } from '../store/guest-store';
import classes from './guest-portal.module.css';
import { LookupFailureText } from './lookup-failure-text';

// The calendar is not in the offline precache (finding needs a connection): without it, a plain field.
let calendarFailed = false;
const loadCalendar = () =>
  import('./check-in-date-input').catch(() => {
    calendarFailed = true;
    return { default: UnavailableDateInput };
  });
let LazyCheckInDateInput = lazy(loadCalendar);

/** The calendar, tried again once the device is back online if it could not load before. */
function useCheckInDateInput(online: boolean) {
  if (online && calendarFailed) {
    calendarFailed = false;
    LazyCheckInDateInput = lazy(loadCalendar);
  }
  return LazyCheckInDateInput;
}

function UnavailableDateInput({ label, placeholder }: { label: string; placeholder: string }) {
  return <TextInput label={label} placeholder={placeholder} withAsterisk size="md" readOnly disabled />;
}

export function FindBookingForm({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation('guest');
  const find = useGuestStore((state) => state.find);
  const failure = useGuestStore((state) => state.findFailure);
  const busy = useGuestStore((state) => state.status === 'loading');
  const [checkInDate, setCheckInDate] = useState<string | null>(null);
  const [lastName, setLastName] = useState('');
  const CheckInDateInput = useCheckInDateInput(online);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const outcome = await find({ checkInDate, lastName });
    if (outcome === 'found') {
      notifications.hide('find-booking-error');
    } else if (outcome === 'incomplete') {
      notifications.show({
        color: 'red',
        title: t('findBooking.toast.incomplete.title'),
        message: t('findBooking.toast.incomplete.description'),
      });
    } else if (outcome === 'offline') {
      notifications.show({
        color: 'yellow',
        title: t('findBooking.offlineTitle'),
        message: t('findBooking.offline'),
      });
    } else if (outcome === 'failed') {
      const current = useGuestStore.getState().findFailure;
      notifications.show({
        id: 'find-booking-error',
        color: 'red',
        title: t('findBooking.toast.error.title'),
        message: current ? <LookupFailureText failure={current} context="find" /> : null,
      });
    }
  };

  const offlineFailure = failure?.kind === 'offline';
  return (
    <Paper component="section" aria-labelledby="find-booking-title" className={classes.card} withBorder>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} id="find-booking-title" size="h3">
            {t('findBooking.title')}
          </Title>
          <Text c="dimmed">{t('findBooking.intro')}</Text>
          <Suspense
            fallback={
              <TextInput
                label={t('findBooking.checkInDate')}
                placeholder={t('findBooking.checkInPlaceholder')}
                withAsterisk
                size="md"
                readOnly
              />
            }
          >
            <CheckInDateInput
              value={checkInDate}
              onChange={setCheckInDate}
              label={t('findBooking.checkInDate')}
              placeholder={t('findBooking.checkInPlaceholder')}
              language={i18n.language}
              ariaLabels={t('findBooking.calendar', { returnObjects: true }) as Record<string, string>}
            />
          </Suspense>
          <TextInput
            label={t('findBooking.lastName')}
            placeholder={t('findBooking.lastNamePlaceholder')}
            value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)}
            autoComplete="family-name"
            withAsterisk
            required
            size="md"
          />
          {!online || offlineFailure ? (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconWifiOff size={20} />}
              title={t('findBooking.offlineTitle')}
            >
              {t('findBooking.offline')}
            </Alert>
          ) : null}
          {failure && !offlineFailure ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={20} />}
              title={t('findBooking.connectionError')}
            >
              <LookupFailureText failure={failure} context="find" />
            </Alert>
          ) : null}
          <Button type="submit" size="md" loading={busy} leftSection={<IconSearch size={18} />} fullWidth>
            {busy ? t('findBooking.submitting') : t('findBooking.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
