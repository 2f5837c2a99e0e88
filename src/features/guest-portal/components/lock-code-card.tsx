import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDoorCodeRequestedEarly } from '../hooks/use-first-view-snapshot';
import classes from './guest-portal.module.css';
import { SecretToggle } from './secret-toggle';

/** The door code, masked until revealed, with the stay's contact below its hint. */
export function LockCodeCard({ code, contact }: { code: string; contact?: ReactNode }) {
  const { t } = useTranslation('guest');
  // Pressed on the saved first view before the app ran: shown at once.
  const requestedEarly = useDoorCodeRequestedEarly();
  const [revealed, setRevealed] = useState(requestedEarly);
  // A press in the app animates the code in; one made on the saved first view shows it at once.
  const [pressed, setPressed] = useState(false);
  return (
    <Paper
      component="section"
      aria-labelledby="lock-title"
      className={`${classes.card} ${classes.lockCard}`}
      withBorder
      data-first-view-end
      data-first-view-skip={revealed || undefined}
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="lock-title" className={classes.cardTitle}>
          <IconLock size={22} aria-hidden /> {t('lock.title')}
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
            label={t('lock.show')}
            revealed={revealed}
            onToggle={() => {
              setPressed(true);
              setRevealed((value) => !value);
            }}
            data-door-code-toggle
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('lock.hint')}
        </Text>
        {contact}
      </Stack>
    </Paper>
  );
}
