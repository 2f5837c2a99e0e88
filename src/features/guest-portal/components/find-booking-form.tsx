import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Input, InputBase, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendar, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InstallHint } from '@/components/install-hint';
import { routes } from '@/config/routes';
import { useGuestStore } from '../store/guest-store';
import classes from './guest-portal.module.css';
import { LookupFailureText, lookupFailureTitle } from './lookup-failure-text';

type CalendarModule = typeof import('./check-in-date-input');
type CalendarInput = CalendarModule['default'] | typeof UnavailableDateInput;

// The calendar (and its popover) loads on the first interaction with the field, not with the page.
// It is not in the offline precache (finding needs a connection): without it, a disabled plain field.
let loadedCalendar: CalendarModule['default'] | null = null;
const loadCalendar = (): Promise<CalendarInput> =>
  import('./check-in-date-input').then(
    (module) => {
      loadedCalendar = module.default;
      return module.default;
    },
    () => UnavailableDateInput,
  );

function UnavailableDateInput({ label, placeholder }: { label: string; placeholder: string }) {
  return <TextInput label={label} placeholder={placeholder} withAsterisk size="md" readOnly disabled />;
}

/** Looks like the calendar field and is a real button; focusing, pointing at or pressing it loads the calendar. */
function DateFieldPlaceholder({
  label,
  placeholder,
  onActivate,
}: {
  label: string;
  placeholder: string;
  onActivate: (open: boolean) => void;
}) {
  return (
    <InputBase
      component="button"
      type="button"
      label={label}
      withAsterisk
      size="md"
      pointer
      leftSection={<IconCalendar size={18} aria-hidden />}
      onFocus={() => onActivate(false)}
      onPointerEnter={() => onActivate(false)}
      // A mouse or pen press opens the calendar even if its code arrives before the press ends (the
      // field is then another element, and no click follows). Touch waits for the tap's click, so
      // that a scroll starting on the field does not open it; a click also covers the keyboard.
      onPointerDown={(event) => {
        if (event.pointerType !== 'touch') onActivate(true);
      }}
      onClick={() => onActivate(true)}
    >
      <Input.Placeholder>{placeholder}</Input.Placeholder>
    </InputBase>
  );
}

/** The calendar field: a placeholder until the calendar's code is wanted, then the date picker. */
function useCalendarField(online: boolean) {
  const [Calendar, setCalendar] = useState<CalendarInput | null>(() => loadedCalendar);
  const takeOver = useRef<'focus' | 'open' | undefined>(undefined);
  const loading = useRef(false);
  const activate = (open: boolean) => {
    if (open) takeOver.current = 'open';
    else if (!takeOver.current && typeof document !== 'undefined') {
      takeOver.current = document.activeElement?.tagName === 'BUTTON' ? 'focus' : undefined;
    }
    if (loading.current) return;
    loading.current = true;
    void loadCalendar().then((next) => setCalendar(() => next));
  };
  // Could not load (offline): back to the placeholder once the connection returns, to try again.
  useEffect(() => {
    if (online && Calendar === UnavailableDateInput) {
      loading.current = false;
      takeOver.current = undefined;
      setCalendar(null);
    }
  }, [online, Calendar]);
  return { Calendar, activate, takeOver: takeOver.current };
}

/**
 * Presses made on the prerendered form before the app ran (issue 43), noted on <html> by the restore
 * script (src/boot/first-view/restore-first-view.ts; the names are snapshot-rules.ts'
 * firstViewAttributes, written out so the form's chunk shares no module with the app's entry), taken
 * once; from then on the form is the app's, and its presses its own.
 */
function takeEarlyPresses(): { send: boolean; date: boolean } {
  const html = document.documentElement;
  html.setAttribute('data-find-form-live', '');
  const presses = {
    send: html.hasAttribute('data-find-requested'),
    date: html.hasAttribute('data-find-date-requested'),
  };
  html.removeAttribute('data-find-requested');
  html.removeAttribute('data-find-date-requested');
  return presses;
}

const releaseEarlyPresses = () => document.documentElement.removeAttribute('data-find-form-live');

export function FindBookingForm({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation('guest');
  const find = useGuestStore((state) => state.find);
  const getReadyToSave = useGuestStore((state) => state.getReadyToSave);
  const failure = useGuestStore((state) => state.findFailure);
  const busy = useGuestStore((state) => state.status === 'loading');
  const [checkInDate, setCheckInDate] = useState<string | null>(null);
  const [lastName, setLastName] = useState('');
  const calendar = useCalendarField(online);
  const CheckInDateInput = calendar.Calendar;

  // Bumped on every send: the message box is a new one each time, so it replaces the last and a
  // screen reader announces it again, even for the same cause.
  const [attempt, setAttempt] = useState(0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempt((count) => count + 1);
    await find({ checkInDate, lastName });
  };

  // The prerendered form (issue 43): a name typed before the app ran is kept (hydration leaves the
  // field as it is), and a press held then (src/boot/first-view/restore-first-view.ts) is made now.
  const formRef = useRef<HTMLFormElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const [heldSend, setHeldSend] = useState(false);
  const openCalendar = useRef(calendar.activate);
  openCalendar.current = calendar.activate;
  useEffect(() => {
    const presses = takeEarlyPresses();
    const typed = lastNameRef.current?.value;
    if (typed) setLastName(typed);
    for (const busy of formRef.current?.querySelectorAll('[aria-busy]') ?? [])
      busy.removeAttribute('aria-busy');
    if (presses.date) openCalendar.current(true);
    if (presses.send) setHeldSend(true);
    return releaseEarlyPresses;
  }, []);
  useEffect(() => {
    if (!heldSend) return;
    setHeldSend(false);
    formRef.current?.requestSubmit();
  }, [heldSend]);

  const offlineFailure = failure?.kind === 'offline';
  return (
    <>
      <Paper component="section" aria-labelledby="find-booking-title" className={classes.card} withBorder>
        <form ref={formRef} onSubmit={submit} onFocus={getReadyToSave} noValidate>
          <Stack gap="md">
            <Title order={2} id="find-booking-title" size="h3">
              {t('findBooking.title')}
            </Title>
            <Text c="dimmed">{t('findBooking.intro')}</Text>
            {CheckInDateInput ? (
              <CheckInDateInput
                value={checkInDate}
                onChange={setCheckInDate}
                label={t('findBooking.checkInDate')}
                placeholder={t('findBooking.checkInPlaceholder')}
                language={i18n.language}
                ariaLabels={t('findBooking.calendar', { returnObjects: true }) as Record<string, string>}
                takeOver={calendar.takeOver}
              />
            ) : (
              <DateFieldPlaceholder
                label={t('findBooking.checkInDate')}
                placeholder={t('findBooking.checkInPlaceholder')}
                onActivate={calendar.activate}
              />
            )}
            <TextInput
              ref={lastNameRef}
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
                key={attempt}
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle size={20} />}
                title={lookupFailureTitle(failure, t)}
              >
                <LookupFailureText failure={failure} context="find" />
              </Alert>
            ) : null}
            <Button type="submit" size="md" loading={busy} leftSection={<IconSearch size={18} />} fullWidth>
              {busy ? t('findBooking.submitting') : t('findBooking.submit')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('findBooking.privacyNote')}{' '}
              <Anchor component={Link} to={routes.privacyPolicy} size="sm" fw={600}>
                {t('findBooking.privacyLink')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
      {/* Offered before the stay is found too: installed first, the stay is on the home screen at the door. */}
      <InstallHint />
    </>
  );
}
