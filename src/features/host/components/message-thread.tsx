import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { IconArrowBack, IconCheck, IconChecks } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatDateTime, formatStayDate } from '@/i18n/format';
import type { MessageThreadAnswer, ThreadMessage } from '../api/get-message-thread';
import { deliveryMark } from '../rules/message-send';
import { GuestName, GuestStatusBadge, useGuestNameText } from './badges';
import { CheckInBadge } from './checkin-badge';
import { MessageText } from './message-text';
import classes from './messages.module.css';

type ThreadBooking = MessageThreadAnswer['booking'];

/** The booking the conversation is about: guest, property, dates, online check-in, View Details. */
function ThreadHeader({ booking, backHref }: { booking: ThreadBooking; backHref: string }) {
  const { t, i18n } = useTranslation('host');
  const nameText = useGuestNameText();
  const language = i18n.language;
  return (
    <header className={classes.threadHeader}>
      <Button
        component={Link}
        to={backHref}
        variant="subtle"
        h={44}
        px="xs"
        className={classes.back}
        leftSection={<IconArrowBack size={18} aria-hidden className={classes.flipRtl} />}
      >
        {t('messages.back')}
      </Button>
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
        <Title order={2} size="h4" className={classes.threadTitle}>
          <GuestName booking={booking} />
        </Title>
        <Anchor
          component={Link}
          to={`${routes.hostGuests}?booking=${booking.id}`}
          size="sm"
          fw={600}
          className={classes.detailsLink}
          aria-label={t('messages.viewDetailsOf', { name: nameText(booking) })}
        >
          {t('messages.viewDetails')}
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        <bdi>{booking.property}</bdi>
        {' · '}
        <bdi>
          {t('messages.stayDates', {
            checkIn: formatStayDate(booking.checkIn, language),
            checkOut: formatStayDate(booking.checkOut, language),
          })}
        </bdi>
      </Text>
      <Group gap={6} mt={6}>
        <GuestStatusBadge status={booking.status} />
        <CheckInBadge status={booking.checkInStatus} />
      </Group>
    </header>
  );
}

/** Under a host's message: whether the guest's app received it and whether the guest read it. */
function DeliveryMark({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation('host');
  const mark = deliveryMark(message);
  const Icon = mark === 'sent' ? IconCheck : IconChecks;
  return (
    <span className={classes.mark} data-mark={mark}>
      <Icon size={14} aria-hidden />
      {t(`messages.marks.${mark}`)}
    </span>
  );
}

/** The messages, oldest first, scrolled to the newest whenever one arrives. */
function MessageLog({ messages, title }: { messages: ThreadMessage[]; title: string }) {
  const { t, i18n } = useTranslation('host');
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    const element = box.current;
    if (element && newest) element.scrollTop = element.scrollHeight;
  }, [newest]);
  return (
    // The messages scroll in this box: a keyboard must reach it to scroll (WCAG 2.1.1, axe's
    // scrollable-region-focusable), even when no message has a link to focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region, focusable to scroll it
    <div ref={box} className={classes.log} role="log" aria-label={title} tabIndex={0}>
      {messages.length === 0 ? (
        <Text c="dimmed" ta="center" size="sm" className={classes.emptyThread}>
          {t('messages.emptyThread')}
        </Text>
      ) : (
        <ol className={classes.messages}>
          {messages.map((message) => (
            <li key={message.id} className={classes.message} data-sender={message.sender}>
              <Text size="xs" fw={600} className={classes.author}>
                <bdi>{message.authorName}</bdi>
                {' · '}
                {t(`messages.roles.${message.authorRole}`)}
              </Text>
              <MessageText text={message.text} className={classes.text} />
              <Text size="xs" className={classes.meta}>
                <time dateTime={message.sentAt}>
                  <bdi>{formatDateTime(message.sentAt, i18n.language)}</bdi>
                </time>
                {message.sender === 'host' && <DeliveryMark message={message} />}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** An open conversation: the booking's summary, the messages, and the composer below them. */
export function MessageThread({
  data,
  backHref,
  composer,
}: {
  data: MessageThreadAnswer;
  backHref: string;
  composer: ReactNode;
}) {
  const { t } = useTranslation('host');
  const nameText = useGuestNameText();
  const name = nameText(data.booking);
  return (
    <section className={classes.thread} aria-label={t('messages.threadWith', { name })}>
      <ThreadHeader booking={data.booking} backHref={backHref} />
      <MessageLog messages={data.messages} title={t('messages.messageList', { name })} />
      {composer}
    </section>
  );
}
