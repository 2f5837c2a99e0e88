import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { badgeText } from '../rules/notification-list';

/** The sidebar's unread count beside Notifications (the list's own answer: one request for both). */
export function NotificationsBadge() {
  const { t } = useTranslation('host');
  const count = useNotifications().data?.unreadCount ?? 0;
  const text = badgeText(count);
  if (!text) return null;
  return (
    <>
      <Badge size="sm" variant="white" color="terracotta" aria-hidden data-testid="unread-badge">
        {text}
      </Badge>
      <VisuallyHidden>{t('layout.unreadCount', { count })}</VisuallyHidden>
    </>
  );
}
