import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { guestStatus } from '../rules/form-rules';
import { useCheckInStore } from '../store/check-in-store';
import classes from './check-in.module.css';
import { GuestForm } from './guest-form';
import { SendResult } from './send-result';

/** The name a sent form was sent for: the server's summary, else the form typed here. */
function useSentName(guestIndex: number): string {
  const fromServer = useCheckInStore((state) =>
    state.booking?.checkIn?.submitted.find((guest) => guest.guestIndex === guestIndex),
  );
  const typed = useCheckInStore((state) => state.guests[guestIndex]?.form);
  const person = fromServer ?? typed;
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}

/** One adult: the status, and the form when opened (a sent form stays closed). */
export function GuestCard({
  guestIndex,
  expanded,
  onToggle,
}: {
  guestIndex: number;
  expanded: boolean;
  onToggle: (guestIndex: number) => void;
}) {
  const { t } = useTranslation('checkin');
  const sent = useCheckInStore((state) => state.sent.includes(guestIndex));
  const queued = useCheckInStore((state) => state.queued.includes(guestIndex));
  const form = useCheckInStore((state) => state.guests[guestIndex]?.form);
  const refusal = useCheckInStore((state) => state.guests[guestIndex]?.refusal);
  const status = guestStatus({ sent, queued, form });
  const sentName = useSentName(guestIndex);
  const titleId = `checkin-guest-${guestIndex}-title`;
  const bodyId = `checkin-guest-${guestIndex}-body`;
  const action =
    status === 'notStarted' ? 'guest.start' : status === 'queued' ? 'guest.edit' : 'guest.continue';

  return (
    <Paper
      component="section"
      id={`checkin-guest-${guestIndex}`}
      aria-labelledby={titleId}
      className={classes.card}
      withBorder
    >
      <Stack gap="md">
        <div className={classes.cardHead}>
          <Title order={2} size="h4" id={titleId}>
            {guestIndex === 1 ? t('guest.mainTitle') : t('guest.title', { number: guestIndex })}
          </Title>
          <span className={classes.status} data-status={status}>
            {t(`guest.status.${status}`)}
          </span>
        </div>
        {status === 'sent' ? (
          <Text>{sentName ? t('guest.sentFor', { name: sentName }) : t('guest.sent')}</Text>
        ) : null}
        {status === 'queued' && !expanded ? <Text>{t('result.queued')}</Text> : null}
        {status === 'draft' && !expanded ? <SendResult result={undefined} refusal={refusal} /> : null}
        {status !== 'sent' && !expanded ? (
          <Button
            size="lg"
            variant={status === 'queued' ? 'default' : 'filled'}
            fullWidth
            aria-expanded={false}
            aria-controls={bodyId}
            onClick={() => onToggle(guestIndex)}
          >
            {t(action)}
          </Button>
        ) : null}
        {status !== 'sent' && expanded ? (
          <div id={bodyId}>
            <GuestForm guestIndex={guestIndex} />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
