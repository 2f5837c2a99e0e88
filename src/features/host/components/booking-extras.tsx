import '@mantine/core/styles/Badge.css';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatStayDate, formatUpdatedAt, intlLocale } from '@/i18n/format';
import type { BookingExtraLine, ExtraLineStatus } from '../api/get-booking';
import { type DetailRow, extraDetailRows, morningDates } from '../rules/extra-details';
import { isKnownExtra } from '../rules/known-extras';
import classes from './booking-details.module.css';
import ui from './host-ui.module.css';

const statusColors: Record<ExtraLineStatus, string> = {
  paid: 'mint',
  pending: 'yellow',
  released: 'gray',
  refunded: 'majorelle',
};

function useDetailValue() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  return (row: DetailRow) => {
    switch (row.format) {
      case 'date':
        return formatStayDate(row.value, language);
      case 'direction':
        return row.value === 'departure' || row.value === 'arrival'
          ? t(`guests.details.directions.${row.value}`)
          : row.value;
      case 'breakfastTime':
        return row.value === 'later' ? t('guests.details.breakfastLater') : row.value;
      case 'dates':
        return new Intl.ListFormat(intlLocale(language), { type: 'conjunction', style: 'short' }).format(
          morningDates(row.value).map((day) => formatStayDate(day, language)),
        );
      default:
        return row.value;
    }
  };
}

/** The extras of a booking in View Details: each line, its state, amount and what the guest gave. */
export function BookingExtras({ extras }: { extras: BookingExtraLine[] }) {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const detailValue = useDetailValue();
  if (extras.length === 0) return <Text c="dimmed">{t('guests.details.noExtras')}</Text>;
  const money = (line: BookingExtraLine) => formatMoney(line.amount / 100, line.currency, language);
  const amountText = (line: BookingExtraLine) => {
    if (line.status === 'refunded') return t('guests.details.refundedNote', { amount: money(line) });
    if (line.status === 'paid' && line.paidAt) {
      return t('guests.details.paidOn', {
        amount: money(line),
        date: formatUpdatedAt(Date.parse(line.paidAt), language),
      });
    }
    return money(line);
  };
  const fulfilledDate = (line: BookingExtraLine) =>
    line.fulfilledAt ? formatUpdatedAt(Date.parse(line.fulfilledAt), language) : '';
  return (
    <Stack component="ul" gap="sm" className={ui.plainList}>
      {extras.map((line) => {
        const rows = extraDetailRows(line.extraId, line.details);
        const name = isKnownExtra(line.extraId) ? t(`guests.details.extraNames.${line.extraId}`) : line.name;
        return (
          <Card component="li" key={line.id} withBorder radius="md" padding="sm" className={classes.extra}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>
                  {line.quantity > 1 ? t('guests.details.quantity', { name, count: line.quantity }) : name}
                </Text>
                <Text size="sm" c={line.status === 'refunded' ? 'majorelle.9' : 'dimmed'}>
                  {amountText(line)}
                </Text>
                {line.fulfilledAt && (
                  <Group gap={4} wrap="nowrap" c="mint.9">
                    <IconCircleCheck size={16} aria-hidden />
                    <Text size="sm" fw={600}>
                      {line.fulfilledBy
                        ? t('guests.details.fulfilledBy', {
                            name: line.fulfilledBy,
                            date: fulfilledDate(line),
                          })
                        : t('guests.details.fulfilledByTeam', { date: fulfilledDate(line) })}
                    </Text>
                  </Group>
                )}
              </Stack>
              <Badge
                color={statusColors[line.status]}
                variant="light"
                radius="sm"
                className={ui.badge}
                c={line.status === 'pending' ? 'dark.6' : `${statusColors[line.status]}.9`}
              >
                {t(`guests.details.extraStatus.${line.status}`)}
              </Badge>
            </Group>
            {rows.length > 0 && (
              <dl className={classes.extraDetails}>
                {rows.map((row) => (
                  <div key={row.field}>
                    <dt>{t(`guests.details.fields.${row.field}`)}</dt>
                    <dd>{detailValue(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
