import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Avatar, Badge, Loader, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatShortDate, formatTime } from '@/i18n/format';
import type { ConversationSummary, ConversationsAnswer } from '../api/get-conversations';
import { initials } from '../rules/initials';
import { listTimeKind } from '../rules/message-send';
import { badgeText } from '../rules/notification-list';
import { HostDataGate, type HostRead } from './host-data-gate';
import classes from './messages.module.css';

const timeFormats = { time: formatTime, day: formatShortDate, date: formatDate };

function ConversationRow({ item, open, href }: { item: ConversationSummary; open: boolean; href: string }) {
  const { t, i18n } = useTranslation('host');
  const { lastMessage } = item;
  const when = timeFormats[listTimeKind(lastMessage.sentAt, new Date())](lastMessage.sentAt, i18n.language);
  const unread = badgeText(item.unread);
  return (
    <Link
      to={href}
      className={classes.row}
      aria-current={open ? 'true' : undefined}
      data-unread={item.unread > 0 || undefined}
    >
      <Avatar color="terracotta" radius="xl" aria-hidden>
        {initials(item.guestName)}
      </Avatar>
      <span className={classes.rowText}>
        <span className={classes.rowLine}>
          <Text span fw={item.unread ? 700 : 600} size="sm" truncate>
            <bdi>{item.guestName}</bdi>
          </Text>
          <Text span size="xs" c="dimmed" className={classes.nowrap}>
            <bdi>{when}</bdi>
          </Text>
        </span>
        <Text span size="xs" c="dimmed" truncate display="block">
          <bdi>{item.property}</bdi>
        </Text>
        <span className={classes.rowLine}>
          <Text span size="sm" truncate fw={item.unread ? 600 : 400} dir="auto">
            {lastMessage.sender === 'host' ? t('messages.you', { text: lastMessage.text }) : lastMessage.text}
          </Text>
          {unread && (
            <>
              <Badge
                size="sm"
                circle={item.unread < 10}
                color="terracotta"
                aria-hidden
                data-testid="row-unread"
              >
                {unread}
              </Badge>
              <VisuallyHidden>{t('messages.unreadCount', { count: item.unread })}</VisuallyHidden>
            </>
          )}
        </span>
      </span>
    </Link>
  );
}

/**
 * The Messages screen's conversations: the search box (searched on the server) and one row per
 * booking with a message, in the server's order (unread first, then newest), each a link to its thread.
 */
export function ConversationList({
  read,
  search,
  onSearch,
  openId,
  hrefOf,
}: {
  read: HostRead<ConversationsAnswer>;
  search: string;
  onSearch: (text: string) => void;
  openId: string | null;
  hrefOf: (bookingId: string) => string;
}) {
  const { t } = useTranslation('host');
  return (
    <section className={classes.list} aria-labelledby="conversations-title">
      <VisuallyHidden component="h2" id="conversations-title">
        {t('messages.conversations')}
      </VisuallyHidden>
      <div className={classes.search}>
        <TextInput
          type="search"
          aria-label={t('messages.search')}
          placeholder={t('messages.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={read.isFetching && read.data ? <Loader size="xs" aria-hidden /> : null}
          value={search}
          maxLength={200}
          onChange={(event) => onSearch(event.currentTarget.value)}
          size="md"
        />
      </div>
      <HostDataGate read={read}>
        {({ conversations }) =>
          conversations.length === 0 ? (
            <Text c="dimmed" size="sm" p="md" role="status">
              {search.trim() ? t('messages.noResults') : t('messages.noConversations')}
            </Text>
          ) : (
            <ul className={classes.items} aria-label={t('messages.conversations')}>
              {conversations.map((item) => (
                <li key={item.bookingId}>
                  <ConversationRow
                    item={item}
                    open={item.bookingId === openId}
                    href={hrefOf(item.bookingId)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </HostDataGate>
    </section>
  );
}
