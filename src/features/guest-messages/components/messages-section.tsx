/**
 * "Message your host" in the stay view (issue 44): the booking's conversation as the device holds it
 * (it reads offline), the guest's messages on one side and the hosts' on the other, and the text box.
 * A message is kept on the device first and sent now or when the connection returns; the thread says
 * which. While it is on screen, online and visible, the thread is asked for about every 1.5 s.
 */
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PushOffer } from '@/components/push-offer';
import { isolateFor } from '@/i18n/bidi';
import { intlLocale } from '@/i18n/format';
import { toLanguageCode } from '@/i18n/languages';
import { resendMessage, sendMessage, takeBackMessage } from '../api/send-message';
import { useConversation } from '../hooks/use-conversation';
import { useConversationRefresh } from '../hooks/use-conversation-refresh';
import { useInView, usePageVisible } from '../hooks/use-in-view';
import { mergeThread, ownNameOf } from '../rules/thread';
import { MessageComposer } from './message-composer';
import { MessageEntry } from './message-entry';
import classes from './messages.module.css';

export interface MessagesSectionProps {
  booking: BookingDetails;
  online: boolean;
  /** The server refused the stay's guest token: the page asks for one new lookup. */
  onAccessRefused?: () => void;
}

function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function MessagesSection({ booking, online, onAccessRefused }: MessagesSectionProps) {
  const { t, i18n } = useTranslation('guest-messages');
  const bookingId = booking.id;
  const guestToken = booking.guestAccess?.token || null;
  const sectionRef = useRef<HTMLElement>(null);
  const threadRef = useRef<HTMLOListElement>(null);
  const [draft, setDraft] = useState('');
  const now = useMinuteClock();
  const conversation = useConversation(bookingId);
  const visible = usePageVisible();
  const onScreen = useInView(sectionRef);
  const threadInView = useInView(threadRef);
  useConversationRefresh({
    bookingId,
    guestToken,
    online,
    visible,
    onScreen,
    threadInView,
    hasWaiting: conversation.pending.length > 0,
    onAccessRefused,
  });

  const messages = conversation.thread?.messages ?? [];
  const entries = useMemo(
    () => mergeThread(messages, conversation.pending, ownNameOf(messages, t('you'))),
    [messages, conversation.pending, t],
  );
  const lastKey = entries[entries.length - 1]?.key;
  // A new message (either side's) scrolls the thread, not the page, to its end.
  useEffect(() => {
    const thread = threadRef.current;
    if (lastKey && thread) thread.scrollTop = thread.scrollHeight;
  }, [lastKey]);

  const names = conversation.thread?.hostNames ?? [];
  const isolated = names.map(isolateFor(i18n.language));
  const answeredBy =
    names.length === 0
      ? t('answeredByAnyone')
      : t(names.length === 1 ? 'answeredByOne' : 'answeredBy', {
          names: new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(isolated),
        });

  // "Turn on notifications" is offered once a message went in (issue 44), never on load.
  const [sentOnce, setSentOnce] = useState(false);
  const send = async (text: string) => {
    await sendMessage({
      bookingId,
      text,
      language: toLanguageCode(i18n.language),
      guestToken: guestToken ?? '',
    });
    setSentOnce(true);
  };
  const edit = (clientId: string) => {
    void takeBackMessage(clientId).then((item) => {
      if (item) setDraft(item.text);
    });
  };

  return (
    <Paper
      component="section"
      withBorder
      className={classes.card}
      ref={sectionRef}
      aria-labelledby="messages-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="messages-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dark.4">
            {answeredBy}
          </Text>
        </div>
        {online ? null : (
          <Alert color="gray" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
            {t('offline')}
          </Alert>
        )}
        {!conversation.loaded ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : entries.length === 0 ? (
          <Text size="sm">{t('empty')}</Text>
        ) : null}
        <ol
          ref={threadRef}
          className={classes.thread}
          aria-label={t('threadLabel')}
          // Keyboard users can scroll the thread (it scrolls on its own once long).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          hidden={entries.length === 0}
        >
          {entries.map((entry) => (
            <MessageEntry
              key={entry.key}
              entry={entry}
              online={online}
              now={now}
              onSendAgain={(clientId) => void resendMessage(clientId)}
              onEdit={edit}
            />
          ))}
        </ol>
        {guestToken ? null : (
          <Text size="sm" c="dark.4">
            {t('form.findAgain')}
          </Text>
        )}
        <MessageComposer onSend={send} text={draft} onTextChange={setDraft} />
        <PushOffer side={guestToken ? { guest: { bookingId, guestToken } } : null} when={sentOnce} />
      </Stack>
    </Paper>
  );
}
