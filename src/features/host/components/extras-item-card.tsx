import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconCheck, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatMoney, formatStayDate, formatUpdatedAt } from '@/i18n/format';
import type { ExtraQueueItem } from '../api/get-extras-queue';
import { summaryLines } from '../rules/extras-queue';
import classes from './extras.module.css';
import { ExtrasSummary, useExtraName } from './extras-summary';
import ui from './host-ui.module.css';

/**
 * One paid extra of the team's queue: what, for whom, where and when, the guest's details, and
 * "Mark fulfilled" (once fulfilled: who and when, with Undo). A breakfast for several mornings has
 * one "Mark fulfilled" per morning (issue 43), each with its Undo.
 */
export function ExtrasItemCard({
  item,
  busy,
  onFulfil,
  onReopen,
}: {
  item: ExtraQueueItem;
  /** A mark or an Undo of this line is on its way. */
  busy: boolean;
  /** `morning`: that morning of a breakfast only. */
  onFulfil: (morning?: string) => void;
  onReopen: (morning?: string) => void;
}) {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const extraName = useExtraName();
  const { line, booking } = item;
  const name = extraName(line.extraId, line.name);
  const title = line.quantity > 1 ? t('guests.details.quantity', { name, count: line.quantity }) : name;
  const guest = booking.guestName || t('extras.item.noName');
  const amount = formatMoney(line.amount / 100, line.currency, language);
  const place = [booking.property.name, booking.property.city].filter(Boolean).join(', ');
  const fulfilledTime = line.fulfilledAt ? formatUpdatedAt(Date.parse(line.fulfilledAt), language) : '';
  // A line saved on the tablet before mornings were answered has none.
  const mornings = item.mornings ?? [];

  return (
    <Card
      component="article"
      radius="lg"
      padding="md"
      className={`${ui.card} ${classes.item}`}
      data-fulfilled={line.fulfilledAt ? true : undefined}
      aria-label={`${title}: ${guest}`}
    >
      <Stack gap={2}>
        <Text component="h3" className={ui.cardTitle}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {line.paidAt
            ? t('extras.item.paid', { amount, date: formatUpdatedAt(Date.parse(line.paidAt), language) })
            : amount}
        </Text>
      </Stack>

      {booking.cancelled && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
          <Text size="sm">{t('extras.item.cancelled')}</Text>
        </Alert>
      )}

      <dl className={classes.facts}>
        <div>
          <dt>{t('extras.item.guest')}</dt>
          <dd>
            <Anchor
              component={Link}
              to={`${routes.hostGuests}?booking=${booking.id}`}
              aria-label={t('extras.item.openBookingOf', { name: guest })}
            >
              <bdi>{guest}</bdi>
            </Anchor>
          </dd>
        </div>
        <div>
          <dt>{t('extras.item.property')}</dt>
          <dd>
            <bdi>{place}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('extras.item.stay')}</dt>
          <dd>
            {t('extras.item.stayDates', {
              checkIn: formatStayDate(booking.checkIn, language),
              checkOut: formatStayDate(booking.checkOut, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('extras.item.due')}</dt>
          <dd>{formatStayDate(item.dueDate, language)}</dd>
        </div>
      </dl>

      <ExtrasSummary lines={summaryLines(line.extraId, line.details)} />

      {mornings.length > 1 && !line.fulfilledAt && (
        <ul className={classes.mornings} aria-label={t('extras.mornings.title')}>
          {mornings.map(({ day, fulfilled }) => {
            const date = formatStayDate(day, language);
            const of = { extra: title, guest, date };
            return (
              <li key={day} className={classes.morning} data-fulfilled={fulfilled || undefined}>
                <Text size="sm" fw={600}>
                  {t('extras.mornings.day', { date })}
                </Text>
                {fulfilled ? (
                  <Group gap={4} wrap="nowrap">
                    <IconCircleCheck size={18} aria-hidden className={classes.fulfilled} />
                    <Text size="sm">{t('extras.mornings.fulfilled')}</Text>
                    <Button
                      variant="subtle"
                      className={classes.button}
                      loading={busy}
                      onClick={() => onReopen(day)}
                      aria-label={t('extras.mornings.undoOf', of)}
                    >
                      {t('extras.undo')}
                    </Button>
                  </Group>
                ) : (
                  <Button
                    className={classes.button}
                    leftSection={<IconCheck size={18} aria-hidden />}
                    loading={busy}
                    onClick={() => onFulfil(day)}
                    aria-label={t('extras.mornings.markOf', of)}
                  >
                    {t('extras.markFulfilled')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <div className={classes.footer}>
        {mornings.length > 1 && !line.fulfilledAt ? null : line.fulfilledAt ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap={6} wrap="nowrap" className={classes.fulfilled}>
              <IconCircleCheck size={20} aria-hidden />
              <Text size="sm" fw={600} role="status">
                {line.fulfilledBy
                  ? t('extras.fulfilledBy', { name: line.fulfilledBy, time: fulfilledTime })
                  : t('extras.fulfilledByTeam', { time: fulfilledTime })}
              </Text>
            </Group>
            <Button
              variant="subtle"
              className={classes.button}
              leftSection={<IconArrowBackUp size={18} aria-hidden />}
              loading={busy}
              onClick={() => onReopen()}
              aria-label={t('extras.undoOf', { extra: title, guest })}
            >
              {t('extras.undo')}
            </Button>
          </Group>
        ) : (
          <Button
            fullWidth
            className={classes.button}
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={busy}
            onClick={() => onFulfil()}
            aria-label={t('extras.markFulfilledOf', { extra: title, guest })}
          >
            {t('extras.markFulfilled')}
          </Button>
        )}
      </div>
    </Card>
  );
}
