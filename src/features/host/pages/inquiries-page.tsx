import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import { Alert, Badge, Card, Center, Loader, Pagination, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isUuid } from '@shared/uuid.ts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type InquiryStatus, inquiryStatuses, useInquiries } from '../api/get-inquiries';
import { useInquiry } from '../api/get-inquiry';
import { useSetInquiryStatus } from '../api/set-inquiry-status';
import { HostDataGate } from '../components/host-data-gate';
import ui from '../components/host-ui.module.css';
import classes from '../components/inquiries.module.css';
import { InquiryDetail } from '../components/inquiries-detail';
import { InquiriesList } from '../components/inquiries-list';
import { InquiriesOutbox } from '../components/inquiries-outbox';
import { InquiriesTeamOnly } from '../components/inquiries-team-only';
import { PageHeader } from '../components/page-header';
import { hostErrorKey } from '../rules/host-error-text';

/** Inquiries per page of the list. */
export const inquiriesListPageSize = 20;

function statusOf(value: string | null): InquiryStatus | null {
  return (inquiryStatuses as readonly string[]).includes(value ?? '') ? (value as InquiryStatus) : null;
}

/** The open inquiry (`?id=`), or why it is not there; a hint to pick one while none is open. */
function OpenInquiry({ id, backHref }: { id: string | null; backHref: string }) {
  const { t } = useTranslation('host');
  const read = useInquiry(id && isUuid(id) ? id : null);
  const setStatus = useSetInquiryStatus();
  if (id === null) {
    return (
      <Card radius="lg" padding="xl" className={ui.card}>
        <Text c="dimmed" ta="center">
          {t('inquiries.pickOne')}
        </Text>
      </Card>
    );
  }
  if (!isUuid(id) || read.error?.kind === 'not-found') {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {t('inquiries.notFound')}
      </Alert>
    );
  }
  return (
    <HostDataGate read={read} staleNotice={false}>
      {({ inquiry }) => (
        <InquiryDetail
          inquiry={inquiry}
          backHref={backHref}
          moving={setStatus.isPending ? (setStatus.variables?.status ?? null) : null}
          onMove={(status) =>
            setStatus.mutate(
              { id: inquiry.id, status },
              {
                onSuccess: () =>
                  notifications.show({ color: 'mint', message: t(`inquiries.statusSaved.${status}`) }),
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    title: t('inquiries.saveFailed'),
                    message: t(hostErrorKey(error, true)),
                  }),
              },
            )
          }
        />
      )}
    </HostDataGate>
  );
}

/**
 * The team's Inquiries: the work-with-us inquiries by status (New, Contacted, Closed, with their
 * counts), one open beside the list (`/host/inquiries?id=<id>`, where the new-inquiry notification
 * points) with its replies and status buttons, and below, the e-mails that did not go out. An owner
 * is told the screen is the team's.
 */
export default function InquiriesPage() {
  const { t } = useTranslation('host');
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const [paging, setPaging] = useState<{ status: InquiryStatus | null; page: number }>({
    status: null,
    page: 1,
  });
  const status = statusOf(params.get('status')) ?? 'new';
  const page = paging.status === status ? paging.page : 1;
  const list = useInquiries({ status, page, pageSize: inquiriesListPageSize });
  const teamOnly = list.error?.code === 'team_only';

  const search = (id: string | null) => `?${new URLSearchParams({ status, ...(id ? { id } : {}) })}`;

  return (
    <>
      <PageHeader title={t('inquiries.title')} subtitle={teamOnly ? undefined : t('inquiries.subtitle')} />
      {teamOnly ? (
        <InquiriesTeamOnly />
      ) : (
        <HostDataGate read={list}>
          {(data) => (
            <div className={classes.layout}>
              <div className={classes.screen} data-open={openId !== null || undefined}>
                <Card radius="lg" padding={0} className={`${ui.card} ${classes.tabs}`}>
                  <Tabs
                    value={status}
                    onChange={(value) => setParams({ status: statusOf(value) ?? 'new' })}
                    keepMounted={false}
                  >
                    <Tabs.List px="xs" aria-label={t('inquiries.tabsLabel')} grow>
                      {inquiryStatuses.map((choice) => (
                        <Tabs.Tab
                          key={choice}
                          value={choice}
                          className={ui.touch}
                          rightSection={
                            <Badge
                              className={ui.badge}
                              size="sm"
                              variant={choice === 'new' && data.counts.new > 0 ? 'filled' : 'light'}
                              color={choice === 'new' ? 'terracotta' : 'gray'}
                            >
                              {data.counts[choice]}
                            </Badge>
                          }
                        >
                          {t(`inquiries.statuses.${choice}`)}
                        </Tabs.Tab>
                      ))}
                    </Tabs.List>
                  </Tabs>
                </Card>
                <div className={classes.panes}>
                  <Card radius="lg" padding={0} className={`${ui.card} ${classes.listPane}`}>
                    <div aria-busy={list.isFetching}>
                      <InquiriesList items={data.inquiries} status={status} openId={openId} hrefOf={search} />
                    </div>
                    {data.total > data.pageSize && (
                      <Center p="sm">
                        <nav aria-label={t('guests.paging.label')}>
                          <Pagination
                            total={Math.ceil(data.total / data.pageSize)}
                            value={page}
                            onChange={(next) => setPaging({ status, page: next })}
                            getItemProps={(item) => ({
                              'aria-label': t('guests.paging.page', { page: item }),
                            })}
                            getControlProps={(control) => ({ 'aria-label': t(`guests.paging.${control}`) })}
                          />
                        </nav>
                      </Center>
                    )}
                    {list.isFetching && data.inquiries.length === 0 && (
                      <Center pb="md">
                        <Loader size="sm" aria-hidden />
                      </Center>
                    )}
                  </Card>
                  <div className={classes.detailPane}>
                    <OpenInquiry id={openId} backHref={search(null)} />
                  </div>
                </div>
              </div>
            </div>
          )}
        </HostDataGate>
      )}
      <InquiriesOutbox enabled={list.data !== undefined && !teamOnly} />
    </>
  );
}
