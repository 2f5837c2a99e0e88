import '@mantine/core/styles/Card.css';
import { Card, Group, Loader, Text } from '@mantine/core';
import { rihlaTimeZone } from '@shared/calendar.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatStayDate } from '@/i18n/format';
import { type DeclarationsAnswer, useDeclarations } from '../api/get-declarations';
import { DeclarationGaps } from '../components/declaration-gaps';
import classes from '../components/declarations.module.css';
import { DeclarationsDownloads } from '../components/declarations-downloads';
import { DeclarationsFilters } from '../components/declarations-filters';
import { DeclaredGuests } from '../components/declared-guests';
import { HostDataGate } from '../components/host-data-gate';
import ui from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import { declarationErrorKey, declarationsFilter } from '../rules/declarations-view';

function DeclarationsLists({ data, updating }: { data: DeclarationsAnswer; updating: boolean }) {
  const { t, i18n } = useTranslation('host');
  const date = formatStayDate(data.date, i18n.language);
  return (
    <div aria-busy={updating}>
      <section className={classes.section} aria-labelledby="declared-title">
        <Group justify="space-between" gap="xs" mb="sm">
          <Group gap="xs">
            <Text component="h2" id="declared-title" className={classes.sectionTitle}>
              {t('declarations.arriving.title', { date })}
            </Text>
            {updating && <Loader size="xs" aria-hidden />}
          </Group>
          <Text size="sm" c="dimmed">
            {t('declarations.arriving.count', { count: data.guests.length })}
          </Text>
        </Group>
        {data.guests.length === 0 ? (
          <Card radius="lg" padding="xl" className={ui.card}>
            <Text c="dimmed" ta="center">
              {t(
                data.missing.length > 0 ? 'declarations.arriving.noFormsYet' : 'declarations.arriving.empty',
                {
                  date,
                },
              )}
            </Text>
          </Card>
        ) : (
          <DeclaredGuests guests={data.guests} labelledBy="declared-title" />
        )}
      </section>
      <section className={classes.section} aria-labelledby="missing-title">
        <Group justify="space-between" gap="xs" mb="sm">
          <Text component="h2" id="missing-title" className={classes.sectionTitle}>
            {t('declarations.missing.title')}
          </Text>
          {data.missing.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('declarations.missing.count', { count: data.missing.length })}
            </Text>
          )}
        </Group>
        <DeclarationGaps gaps={data.missing} labelledBy="missing-title" />
      </section>
    </div>
  );
}

/**
 * Guest declarations (Law 80-14): for a day (today in Morocco unless the address says another) and
 * a property or all, the adults arriving with their individual forms, the bookings whose forms are
 * missing, and the day's CSV and PDF for the police. Offline, the last loaded day stays readable.
 */
export default function DeclarationsPage() {
  const { t } = useTranslation('host');
  const [params, setParams] = useSearchParams();
  const [openedAt] = useState(() => new Date());
  const filter = declarationsFilter(params, openedAt, rihlaTimeZone);
  const read = useDeclarations(filter);
  const setFilter = (patch: { date?: string; propertyId?: string | null }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (patch.date) next.set('date', patch.date);
        if (patch.propertyId !== undefined) {
          if (patch.propertyId) next.set('property', patch.propertyId);
          else next.delete('property');
        }
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title={t('declarations.title')} subtitle={t('declarations.subtitle')} />
      <div className={classes.toolbar}>
        <DeclarationsFilters date={filter.date} propertyId={filter.propertyId} onChange={setFilter} />
        <div className={classes.downloads}>
          <DeclarationsDownloads data={read.isPlaceholderData ? undefined : read.data} />
        </div>
      </div>
      <HostDataGate read={read} errorKey={declarationErrorKey}>
        {(data) => <DeclarationsLists data={data} updating={read.isPlaceholderData} />}
      </HostDataGate>
    </>
  );
}
