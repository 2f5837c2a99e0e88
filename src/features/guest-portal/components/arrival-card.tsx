import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStayDate } from '@/i18n/format';
import type { Arrival } from '../arrival-rules';
import classes from './guest-portal.module.css';

/** A stay with no door code: how the guest gets in (host, key box, or when the code appears). */
export function ArrivalCard({
  arrival,
  children,
}: {
  arrival: Exclude<Arrival, { kind: 'code' }>;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('guest');
  let text: string;
  if (arrival.kind === 'hostMeets') text = t('arrival.hostMeets');
  else if (arrival.kind === 'keyBox') text = t('arrival.keyBox');
  else if (arrival.date) text = t('arrival.codeOn', { date: formatStayDate(arrival.date, i18n.language) });
  else text = t('arrival.codeSoon');
  return (
    <Paper
      component="section"
      aria-labelledby="arrival-title"
      className={`${classes.card} ${classes.lockCard}`}
      withBorder
      data-testid="arrival-card"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="arrival-title" className={classes.cardTitle}>
          <IconDoorEnter size={22} aria-hidden /> {t('arrival.title')}
        </Title>
        <Text data-arrival={arrival.kind}>{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
