import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import { Card, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatStayDate } from '@/i18n/format';
import type { DeclaredGuest } from '../api/get-declarations';
import { countryName, guestName } from '../rules/declarations-view';
import classes from './declarations.module.css';
import ui from './host-ui.module.css';

const columns = ['guest', 'nationality', 'idDocument', 'property', 'stay'] as const;

/** The texts of one adult's row: the same in the table and on a card. */
function useGuestCells() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  return (guest: DeclaredGuest) => ({
    name: guestName(guest),
    role:
      guest.guestIndex === 1
        ? t('declarations.mainGuest')
        : t('declarations.guestNumber', { index: guest.guestIndex }),
    nationality: countryName(guest.nationality, language),
    idType: t(`declarations.idTypes.${guest.idType}`),
    stay: t('declarations.stayDates', {
      from: formatStayDate(guest.checkInDate, language),
      to: formatStayDate(guest.checkOutDate, language),
    }),
  });
}

const key = (guest: DeclaredGuest) => `${guest.bookingId}-${guest.guestIndex}`;

/** The ID document: its type, then its number as written (left to right in Arabic too). */
function IdDocument({ type, number }: { type: string; number: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{type}</Text>
      <Text size="sm" fw={600} className={classes.idNumber}>
        <bdi dir="ltr">{number}</bdi>
      </Text>
    </Stack>
  );
}

/** The adults arriving that day, with their forms' main facts: a table on a tablet, cards on a phone. */
export function DeclaredGuests({ guests, labelledBy }: { guests: DeclaredGuest[]; labelledBy: string }) {
  const { t } = useTranslation('host');
  const cells = useGuestCells();
  return (
    <div className={classes.switch}>
      <Card radius="lg" padding={0} className={`${ui.card} ${classes.table}`}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-labelledby={labelledBy}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {t(`declarations.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {guests.map((guest) => {
              const cell = cells(guest);
              return (
                <Table.Tr key={key(guest)}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {cell.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {cell.role}
                    </Text>
                  </Table.Td>
                  <Table.Td>{cell.nationality}</Table.Td>
                  <Table.Td>
                    <IdDocument type={cell.idType} number={guest.idNumber} />
                  </Table.Td>
                  <Table.Td>{guest.propertyName}</Table.Td>
                  <Table.Td>{cell.stay}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
      <ul className={classes.cards} aria-labelledby={labelledBy}>
        {guests.map((guest) => {
          const cell = cells(guest);
          return (
            <li key={key(guest)}>
              <Card
                component="article"
                radius="lg"
                padding="md"
                className={ui.card}
                aria-labelledby={`declared-${key(guest)}`}
              >
                <Text component="h3" fw={700} m={0} id={`declared-${key(guest)}`}>
                  {cell.name}
                </Text>
                <Text size="xs" c="dimmed" mb="xs">
                  {cell.role}
                </Text>
                <dl className={classes.details}>
                  <div>
                    <dt>{t('declarations.columns.nationality')}</dt>
                    <dd>{cell.nationality}</dd>
                  </div>
                  <div>
                    <dt>{t('declarations.columns.idDocument')}</dt>
                    <dd>
                      <IdDocument type={cell.idType} number={guest.idNumber} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('declarations.columns.property')}</dt>
                    <dd>{guest.propertyName}</dd>
                  </div>
                  <div>
                    <dt>{t('declarations.columns.stay')}</dt>
                    <dd>{cell.stay}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
