import '@mantine/core/styles/Card.css';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isUuid } from '@shared/uuid.ts';
import { IconAlertCircle, IconArrowBack, IconMessageCog } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@/config/routes';
import { useConversations } from '../api/get-conversations';
import { useMessageThread } from '../api/get-message-thread';
import { ConversationList } from '../components/conversation-list';
import { HostDataGate } from '../components/host-data-gate';
import { emptyDraft, MessageComposer, type ReplyDraft } from '../components/message-composer';
import { MessageThread } from '../components/message-thread';
import classes from '../components/messages.module.css';
import { PageHeader } from '../components/page-header';

/** The open thread (`?booking=`), or why it is not there; a hint to pick one while none is open. */
function OpenThread({
  bookingId,
  backHref,
  drafts,
  setDrafts,
}: {
  bookingId: string | null;
  backHref: string;
  drafts: Record<string, ReplyDraft>;
  setDrafts: (update: (drafts: Record<string, ReplyDraft>) => Record<string, ReplyDraft>) => void;
}) {
  const { t } = useTranslation('host');
  const valid = bookingId !== null && isUuid(bookingId);
  const read = useMessageThread(valid ? bookingId : null);
  if (bookingId === null) {
    return (
      <Text c="dimmed" className={classes.pick}>
        {t('messages.pickOne')}
      </Text>
    );
  }
  if (!valid || read.error?.kind === 'not-found') {
    return (
      <Stack p="md" gap="sm" align="flex-start">
        <Button component={Link} to={backHref} variant="subtle" h={44} px="xs" className={classes.back}>
          <IconArrowBack size={18} aria-hidden className={classes.flipRtl} />
          {t('messages.back')}
        </Button>
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t('messages.notFound')}
        </Alert>
      </Stack>
    );
  }
  const setDraft = (draft: ReplyDraft) => setDrafts((all) => ({ ...all, [bookingId]: draft }));
  return (
    <HostDataGate read={read} staleNotice={false}>
      {(data) => (
        <MessageThread
          data={data}
          backHref={backHref}
          composer={
            <MessageComposer
              key={bookingId}
              bookingId={bookingId}
              draft={drafts[bookingId] ?? emptyDraft}
              onDraft={setDraft}
              onSent={(sent) =>
                // Cleared unless the host has started another message meanwhile.
                setDrafts((all) =>
                  all[bookingId]?.clientId === sent.clientId ? { ...all, [bookingId]: emptyDraft } : all,
                )
              }
            />
          }
        />
      )}
    </HostDataGate>
  );
}

/**
 * Messages: the conversation of each booking with its guest. The list (searched on the server) and
 * the open thread (`/host/messages?booking=<id>`, where the notification and View Details lead) side
 * by side on a tablet in landscape, one at a time below; the thread is read again every 1.5 s while
 * it is open and the page visible. Replies typed and not sent stay while another thread is read.
 */
export default function MessagesPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const openId = params.get('booking');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useConversations(debounced);
  const [drafts, setDrafts] = useState<Record<string, ReplyDraft>>({});
  const hrefOf = (bookingId: string) => `?${new URLSearchParams({ booking: bookingId })}`;

  return (
    <>
      <PageHeader
        title={t('messages.title')}
        subtitle={t('messages.subtitle')}
        actions={
          // Automated messages (issue 45) live under Messages; not in the sidebar, whose code is in
          // every host page's first view (the dashboard's is at its budget).
          <Button
            component={Link}
            to={routes.hostAutomatedMessages}
            variant="light"
            h={44}
            leftSection={<IconMessageCog size={18} aria-hidden />}
          >
            {t('automated.title')}
          </Button>
        }
      />
      <Card radius="lg" padding={0} className={classes.frame}>
        <div className={classes.layout} data-open={openId !== null || undefined}>
          <ConversationList
            read={list}
            search={search}
            onSearch={setSearch}
            openId={openId}
            hrefOf={hrefOf}
          />
          <div className={classes.pane}>
            <OpenThread
              bookingId={openId}
              backHref={routes.hostMessages}
              drafts={drafts}
              setDrafts={setDrafts}
            />
          </div>
        </div>
      </Card>
    </>
  );
}
