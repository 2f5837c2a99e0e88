import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Button, Card, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/i18n/format';
import { GuestStatusBadge, useSourceLabel } from '../components/badges';
import { GuestCards } from '../components/guest-cards';
import guestClasses from '../components/guests.module.css';
import classes from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import { guestBookings } from '../sample-data/guests';

const columns = ['guestName', 'checkIn', 'checkOut', 'property', 'source', 'status', 'actions'] as const;

export default function GuestsPage() {
  const { t, i18n } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  return (
    <>
      <PageHeader title={t('guests.title')} subtitle={t('guests.subtitle')} />
      <div className={guestClasses.switch}>
        <Card radius="lg" padding={0} className={`${classes.card} ${guestClasses.table}`}>
          <Table.ScrollContainer minWidth={860}>
            <Table
              verticalSpacing="sm"
              horizontalSpacing="md"
              highlightOnHover
              className={classes.nowrapTable}
            >
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column}>{t(`guests.columns.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {guestBookings.map((booking) => (
                  <Table.Tr key={booking.id}>
                    <Table.Td fw={600}>{booking.name}</Table.Td>
                    <Table.Td>{formatDate(booking.checkIn, i18n.language)}</Table.Td>
                    <Table.Td>{formatDate(booking.checkOut, i18n.language)}</Table.Td>
                    <Table.Td>{booking.property}</Table.Td>
                    <Table.Td>{sourceLabel(booking.source)}</Table.Td>
                    <Table.Td>
                      <GuestStatusBadge status={booking.status} />
                    </Table.Td>
                    <Table.Td>
                      <Button variant="subtle" size="compact-sm" h={44}>
                        {t('guests.viewDetails')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
        <GuestCards bookings={guestBookings} />
      </div>
    </>
  );
}
