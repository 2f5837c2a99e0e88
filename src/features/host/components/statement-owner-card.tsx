/** One owner's part of the payouts statement: per property, the paid stays and extras, then the totals per currency. */
import '@mantine/core/styles/Table.css';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatStayDate } from '@/i18n/format';
import type { StatementOwner } from '../api/get-statement';
import classes from './host-ui.module.css';

export function StatementOwnerCard({ owner }: { owner: StatementOwner }) {
  const { t, i18n } = useTranslation('host');
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
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs">
                <Table.Tbody>
                  {property.stays.map((stay) => (
                    <Table.Tr key={stay.bookingId} data-line="stay">
                      <Table.Td>{t('statement.csv.stay')}</Table.Td>
                      <Table.Td>
                        <bdi>{stay.guestName}</bdi>
                      </Table.Td>
                      <Table.Td>
                        {t('statement.stayLine', {
                          from: date(stay.checkIn),
                          to: date(stay.checkOut),
                          nights: stay.nights,
                        })}
                      </Table.Td>
                      <Table.Td ta="end">
                        <bdi>{money(stay.amount, stay.currency)}</bdi>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  {property.extras.map((extra) => (
                    <Table.Tr key={extra.lineId} data-line="extra">
                      <Table.Td>{t('statement.csv.extra')}</Table.Td>
                      <Table.Td>
                        <bdi>{extra.guestName}</bdi>
                      </Table.Td>
                      <Table.Td>
                        {t('statement.extraLine', {
                          name: extra.name,
                          quantity: extra.quantity,
                          date: date(extra.paidOn),
                        })}
                      </Table.Td>
                      <Table.Td ta="end">
                        <bdi>{money(extra.amount, extra.currency)}</bdi>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
