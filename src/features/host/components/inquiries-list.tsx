import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@/i18n/format';
import type { InquiryItem, InquiryStatus } from '../api/get-inquiries';
import ui from './host-ui.module.css';
import classes from './inquiries.module.css';

const statusColors: Record<InquiryStatus, string> = {
  new: 'terracotta',
  contacted: 'majorelle',
  closed: 'gray',
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('host');
  return (
    <Badge
      color={statusColors[status]}
      variant="light"
      radius="sm"
      className={ui.badge}
      c={`${statusColors[status]}.9`}
    >
      {t(`inquiries.statuses.${status}`)}
    </Badge>
  );
}

/**
 * One status's inquiries, newest first: name, property location, date and status; each row opens
 * the inquiry (`hrefOf`, the screen's deep link), the open one marked as current.
 */
export function InquiriesList({
  items,
  status,
  openId,
  hrefOf,
}: {
  items: InquiryItem[];
  status: InquiryStatus;
  openId: string | null;
  hrefOf: (id: string) => string;
}) {
  const { t, i18n } = useTranslation('host');
  if (items.length === 0) {
    return (
      <Stack align="center" gap="xs" py={48} px="md" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconInbox size={28} aria-hidden />
        </ThemeIcon>
        <Text component="h2" className={ui.cardTitle}>
          {t(`inquiries.emptyTitle.${status}`)}
        </Text>
        <Text c="dimmed" ta="center" size="sm">
          {t('inquiries.emptyMessage')}
        </Text>
      </Stack>
    );
  }
  return (
    <ul
      className={classes.items}
      aria-label={t('inquiries.listLabel', { status: t(`inquiries.statuses.${status}`) })}
    >
      {items.map((item) => (
        <li key={item.id} className={classes.item}>
          <Link
            to={hrefOf(item.id)}
            className={classes.open}
            aria-current={item.id === openId ? 'true' : undefined}
            aria-label={t('inquiries.open', { name: item.fullName })}
          >
            <Text fw={600} className={classes.name}>
              <bdi>{item.fullName}</bdi>
            </Text>
            <Text size="sm" c="dimmed" component="time" dateTime={item.createdAt}>
              {formatDate(item.createdAt, i18n.language)}
            </Text>
            <Text size="sm" c="dimmed" className={classes.location}>
              <bdi>{item.propertyLocation}</bdi>
            </Text>
            <InquiryStatusBadge status={item.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
