import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadMessages } from '../api/get-unread-messages';
import { badgeText } from '../rules/notification-list';

/** The sidebar's count beside Messages: the guests' messages this host has not read. */
export function MessagesBadge() {
  const { t } = useTranslation('host');
  const count = useUnreadMessages().data?.unreadTotal ?? 0;
  const text = badgeText(count);
  if (!text) return null;
  return (
    <>
      <Badge size="sm" variant="white" color="terracotta" aria-hidden data-testid="messages-badge">
        {text}
      </Badge>
      <VisuallyHidden>{t('messages.unreadCount', { count })}</VisuallyHidden>
    </>
  );
}
