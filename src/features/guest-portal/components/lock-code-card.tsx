import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { IconLock } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDoorCodeRequestedEarly } from '../hooks/use-first-view-snapshot';
import classes from './guest-portal.module.css';
import { SecretToggle } from './secret-toggle';

// Opened by the guest only (precached for offline use): not part of the stay view's first load.
const CodeHelpPanel = lazy(() => import('./code-help-panel'));

/**
 * The door code, masked until revealed, with the stay's contact below its hint, the reminder to open
 * the app once before travelling, and "Code not working?" (the backup code, the host's phone and
 * WhatsApp, and when a person answers).
 */
export function LockCodeCard({
  code,
  backupCode,
  booking,
  contact,
  keyBox,
}: {
  code: string;
  backupCode: string | null;
  /** The code opens a key box (the property's way in): worded for the box. */
  keyBox?: boolean;
  booking: BookingDetails;
  contact?: ReactNode;
}) {
  const { t } = useTranslation('guest');
  const context = keyBox ? 'keyBox' : undefined;
  // Pressed on the saved first view before the app ran: shown at once.
  const requestedEarly = useDoorCodeRequestedEarly();
  const [revealed, setRevealed] = useState(requestedEarly);
  // A press in the app animates the code in; one made on the saved first view shows it at once.
  const [pressed, setPressed] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <Paper
      component="section"
      aria-labelledby="lock-title"
      className={`${classes.card} ${classes.lockCard}`}
      withBorder
      data-first-view-end
      // The saved first view is the card as it first renders: never with a code or the help shown.
      data-first-view-skip={revealed || helpOpen || undefined}
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="lock-title" className={classes.cardTitle}>
          <IconLock size={22} aria-hidden /> {t('lock.title', { context })}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          {revealed ? (
            <Text
              className={classes.secret}
              data-testid="door-code"
              data-reveal={pressed ? 'animate' : undefined}
              aria-live="polite"
            >
              {code}
            </Text>
          ) : (
            <Text className={classes.secret} aria-label={t('lock.masked')} role="img">
              <span aria-hidden>{'•'.repeat(Math.max(4, code.length))}</span>
            </Text>
          )}
          <SecretToggle
            label={t('lock.show', { context })}
            revealed={revealed}
            onToggle={() => {
              setPressed(true);
              setRevealed((value) => !value);
            }}
            data-door-code-toggle
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('lock.hint', { context })}
        </Text>
        <Text size="sm" fw={600} data-testid="offline-reminder">
          {t('lock.offlineReminder')}
        </Text>
        {contact}
        <Button
          variant="subtle"
          size="md"
          px="xs"
          className={classes.helpToggle}
          aria-expanded={helpOpen}
          aria-controls={helpOpen ? 'code-help' : undefined}
          onClick={() => setHelpOpen((open) => !open)}
        >
          {t('lock.helpButton')}
        </Button>
        {helpOpen ? (
          <Suspense fallback={null}>
            <CodeHelpPanel id="code-help" backupCode={backupCode} booking={booking} />
          </Suspense>
        ) : null}
      </Stack>
    </Paper>
  );
}
