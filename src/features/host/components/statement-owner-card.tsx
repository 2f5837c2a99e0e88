/** One owner's part of the payouts statement: per property, the paid stays and extras, then the totals per currency. */
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatStayDate } from '@/i18n/format';
import type { StatementOwner } from '../api/get-statement';
import { useExtraName } from './extras-summary';
import classes from './host-ui.module.css';

/** A stay or an extra: what and who, its dates, and its amount at the end of the line (wraps on a phone). */
function Line({
  kind,
  guest,
  detail,
  amount,
}: {
  kind: 'stay' | 'extra';
  guest: string;
  detail: string;
  amount: string;
}) {
  const { t } = useTranslation('host');
  return (
    <Group
      component="li"
      data-line={kind}
      justify="space-between"
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      py={6}
      className={classes.statementLine}
    >
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {t(kind === 'stay' ? 'statement.csv.stay' : 'statement.csv.extra')} · <bdi>{guest}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Stack>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        <bdi>{amount}</bdi>
      </Text>
    </Group>
  );
}

export function StatementOwnerCard({ owner }: { owner: StatementOwner }) {
  const { t, i18n } = useTranslation('host');
  const extraName = useExtraName();
  const language = i18n.language;
  const money = (minor: number, currency: string) => formatMoney(minor / 100, currency, language);
  const date = (day: string) => formatStayDate(day, language);
  return (
    <Card
      radius="lg"
      padding="lg"
      className={classes.card}
      component="section"
      data-owner={owner.ownerId ?? ''}
    >
      <Text className={classes.cardTitle} component="h2" mb="sm">
        <bdi>{owner.ownerName || t('statement.noOwner')}</bdi>
      </Text>
      <Stack gap="md">
        {owner.properties.map((property) => (
          <Stack key={property.propertyId} gap={4}>
            <Text fw={600} component="h3">
              <bdi>{property.propertyName}</bdi>
            </Text>
            <Stack gap={0} component="ul" p={0} m={0} className={classes.plainList}>
              {property.stays.map((stay) => (
                <Line
                  key={stay.bookingId}
                  kind="stay"
                  guest={stay.guestName}
                  detail={t('statement.stayLine', {
                    from: date(stay.checkIn),
                    to: date(stay.checkOut),
                    nights: stay.nights,
                  })}
                  amount={money(stay.amount, stay.currency)}
                />
              ))}
              {property.extras.map((extra) => (
                <Line
                  key={extra.lineId}
                  kind="extra"
                  guest={extra.guestName}
                  detail={t('statement.extraLine', {
                    name: extraName(extra.extraId, extra.name),
                    quantity: extra.quantity,
                    date: date(extra.paidOn),
                  })}
                  amount={money(extra.amount, extra.currency)}
                />
              ))}
            </Stack>
          </Stack>
        ))}
        <Stack gap={4} className={classes.statementTotals}>
          <Text fw={600} component="h3">
            {t('statement.totals')}
          </Text>
          {owner.totals.map((total) => (
            <Group key={total.currency} gap="lg" data-total={total.currency}>
              <Text size="sm">
                {t('statement.staysTotal', { amount: money(total.stays, total.currency) })}
              </Text>
              <Text size="sm">
                {t('statement.extrasTotal', { amount: money(total.extras, total.currency) })}
              </Text>
              <Text size="sm">{t('statement.nightsTotal', { nights: total.nights })}</Text>
              <Text fw={700}>{t('statement.total', { amount: money(total.total, total.currency) })}</Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
