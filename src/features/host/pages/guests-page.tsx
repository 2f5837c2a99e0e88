import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Input.css';
import { Button, Card, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatStayDate } from '@/i18n/format';
import { type GuestsAnswer, guestsPageSize, useGuests } from '../api/get-guests';
import { GuestName, GuestStatusBadge, useGuestNameText, useSourceLabel } from '../components/badges';
import { BookingDetailsDialog } from '../components/booking-details';
import { CheckInBadge } from '../components/checkin-badge';
import { GuestCards } from '../components/guest-cards';
import guestClasses from '../components/guests.module.css';
import { HostDataGate } from '../components/host-data-gate';
import classes from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import { showsCheckInBadge } from '../rules/checkin-status';

const columns = ['guestName', 'checkIn', 'checkOut', 'property', 'source', 'status', 'actions'] as const;

function GuestsTable({ data, onViewDetails }: { data: GuestsAnswer; onViewDetails: (id: string) => void }) {
  const { t, i18n } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  const nameText = useGuestNameText();
  return (
    <div className={guestClasses.switch}>
      {/* What the two badges of each booking say (issue 43): the stay's dates, the guests' forms. */}
      <Text size="sm" c="dimmed" mb="sm" data-testid="status-legend">
        {t('guests.statusLegend')}
      </Text>
      <Card radius="lg" padding={0} className={`${classes.card} ${guestClasses.table}`}>
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={classes.nowrapTable}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{t(`guests.columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.bookings.map((booking) => (
                <Table.Tr key={booking.id}>
                  <Table.Td fw={600}>
                    <GuestName booking={booking} />
                  </Table.Td>
                  <Table.Td>{formatStayDate(booking.checkIn, i18n.language)}</Table.Td>
                  <Table.Td>{formatStayDate(booking.checkOut, i18n.language)}</Table.Td>
                  <Table.Td>{booking.property}</Table.Td>
                  <Table.Td>{sourceLabel(booking.source)}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <GuestStatusBadge status={booking.status} />
                      {showsCheckInBadge(booking) && <CheckInBadge status={booking.checkInStatus} />}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      h={44}
                      onClick={() => onViewDetails(booking.id)}
                      aria-label={t('guests.viewDetailsOf', { name: nameText(booking) })}
                    >
                      {t('guests.viewDetails')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <GuestCards bookings={data.bookings} onViewDetails={onViewDetails} />
    </div>
  );
}

/** Guest Management: every booking of the portfolio, searched and paged on the server (host-guests). */
export default function GuestsPage() {
  const { t } = useTranslation('host');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // A new search starts on its first page.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === debounced ? paging.page : 1;
  // `?booking=<id>` opens that booking's View Details: the links of notifications and e-mails.
  const [searchParams, setSearchParams] = useSearchParams();
  const openBooking = searchParams.get('booking');
  const setOpenBooking = (bookingId: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (bookingId) next.set('booking', bookingId);
        else next.delete('booking');
        return next;
      },
      { replace: !bookingId },
    );
  const read = useGuests({ search: debounced || undefined, page, pageSize: guestsPageSize });

  return (
    <>
      <PageHeader
        title={t('guests.title')}
        subtitle={t('guests.subtitle')}
        actions={
          <Button
            component={Link}
            to={routes.hostBookingNew}
            h={44}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('guests.addBooking')}
          </Button>
        }
      />
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
        type="search"
        aria-label={t('guests.search.label')}
        placeholder={t('guests.search.placeholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={read.isFetching && read.data ? <Loader size="xs" aria-hidden /> : null}
        size="md"
        mb="md"
        maw={480}
      />
      <HostDataGate read={read}>
        {(data) => (
          <>
            {data.total === 0 ? (
              <Card radius="lg" padding="xl" className={classes.card}>
                <Text c="dimmed" ta="center" role="status">
                  {debounced ? t('guests.search.noMatch', { search: debounced }) : t('guests.empty')}
                </Text>
              </Card>
            ) : (
              <GuestsTable data={data} onViewDetails={setOpenBooking} />
            )}
            {data.total > 0 && (
              <Group justify="space-between" mt="md" gap="sm">
                <Text size="sm" c="dimmed" role="status">
                  {t('guests.paging.showing', {
                    from: Math.min((data.page - 1) * data.pageSize + 1, data.total),
                    to: Math.min(data.page * data.pageSize, data.total),
                    total: data.total,
                  })}
                </Text>
                {data.pageCount > 1 && (
                  <nav aria-label={t('guests.paging.label')}>
                    <Pagination
                      total={data.pageCount}
                      value={page}
                      onChange={(next) => setPaging({ search: debounced, page: next })}
                      size="lg"
                      getItemProps={(item) => ({ 'aria-label': t('guests.paging.page', { page: item }) })}
                      getControlProps={(control) => ({ 'aria-label': t(`guests.paging.${control}`) })}
                    />
                  </nav>
                )}
              </Group>
            )}
          </>
        )}
      </HostDataGate>
      <BookingDetailsDialog bookingId={openBooking} onClose={() => setOpenBooking(null)} />
    </>
  );
}
