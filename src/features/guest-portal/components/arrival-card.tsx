import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStayDate } from '@/i18n/format';
import type { Arrival } from '../arrival-rules';
import { formatZonedMoment, timeZoneName } from '../release-time';
import classes from './guest-portal.module.css';

type NoCode = Exclude<Arrival, { kind: 'code' }>;

/**
 * A stay with no door code: how the guest gets in (host, key box), or when and on what condition the
 * code appears (the release time in the property's zone, online check-in), or that it is gone.
 */
export function ArrivalCard({
  arrival,
  now,
  children,
}: {
  arrival: NoCode;
  now: number;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('guest');
  // A key box's code is worded for the box (the property's way in).
  const context = 'keyBox' in arrival && arrival.keyBox ? 'keyBox' : undefined;
  let text: string;
  if (arrival.kind === 'hostMeets') text = t('arrival.hostMeets');
  else if (arrival.kind === 'keyBox') text = t('arrival.keyBox');
  else if (arrival.kind === 'codeExpired') text = t('arrival.codeExpired', { context });
  else if (arrival.kind === 'codeWaiting') {
    if (arrival.due)
      text = t(arrival.needsCheckIn ? 'arrival.codeAfterCheckIn' : 'arrival.codeReady', { context });
    else {
      const moment = formatZonedMoment(
        arrival.releasesAt,
        arrival.timeZone,
        i18n.language,
        now,
        arrival.releasesAtLocal,
      );
      text = t(arrival.needsCheckIn ? 'arrival.codeAtAfterCheckIn' : 'arrival.codeAt', {
        ...moment,
        context,
        zone: timeZoneName(arrival.timeZone, i18n.language) ?? t('arrival.moroccoTime'),
      });
    }
  } else if (arrival.date) text = t('arrival.codeOn', { date: formatStayDate(arrival.date, i18n.language) });
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
