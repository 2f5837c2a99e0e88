import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  IconBell,
  IconClock,
  IconDeviceMobileMessage,
  IconLanguage,
  IconMail,
  IconMessageCog,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/i18n/format';
import { type AutomatedChannel, useAutomatedBookingLog } from '../api/automated-messages';
import classes from './automated-messages.module.css';
import details from './booking-details.module.css';

const channelIcons: Record<AutomatedChannel, typeof IconMail> = {
  message: IconDeviceMobileMessage,
  email: IconMail,
  push: IconBell,
};

/**
 * View Details' and the booking editor's "Automated messages" (issue 45): what the stay sent by
 * itself (when, in which language, by which channels; English when the guest's language had no
 * text) and what it sends next (host-automated-messages `booking-log`).
 */
export function BookingAutomatedMessages({ booking }: { booking: { id: string; status: string } }) {
  const { t, i18n } = useTranslation('host');
  const log = useAutomatedBookingLog(booking.id);
  const cancelled = booking.status === 'cancelled';
  const when = (value: string) => formatDateTime(value, i18n.language);

  let body: ReactNode;
  if (!log.data) {
    body = (
      <Text c="dimmed" size="sm">
        {t(log.isError ? 'automated.booking.failed' : 'automated.booking.loading')}
      </Text>
    );
  } else {
    const { sent, upcoming } = log.data;
    body = (
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            {t('automated.booking.sent')}
          </Text>
          {sent.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('automated.booking.noneSent')}
            </Text>
          ) : (
            <ul className={classes.list} aria-label={t('automated.booking.sent')}>
              {sent.map((entry) => (
                <li key={`${entry.event}:${entry.sentAt}`} className={classes.item}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={500}>{t(`automated.events.${entry.event}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {when(entry.sentAt)}
                    </Text>
                  </Group>
                  <Group gap={6} mt={4} wrap="wrap">
                    <Text size="sm">
                      {t('automated.booking.inLanguage', {
                        language: t(
                          `automated.languageNames.${entry.fellBackToEnglish ? 'en' : entry.language}`,
                        ),
                      })}
                    </Text>
                    {entry.channels.map((channel) => {
                      const Icon = channelIcons[channel];
                      return (
                        <Badge
                          key={channel}
                          variant="light"
                          color="gray"
                          size="md"
                          leftSection={<Icon size={14} aria-hidden />}
                        >
                          {t(`automated.booking.channel.${channel}`)}
                        </Badge>
                      );
                    })}
                  </Group>
                  {entry.fellBackToEnglish && (
                    <Group gap={6} mt={4} wrap="nowrap">
                      <IconLanguage size={16} color="var(--mantine-color-orange-7)" aria-hidden />
                      <Text size="sm" fw={500}>
                        {entry.language === 'en'
                          ? t('automated.englishSentBadge')
                          : t('automated.booking.fellBack', {
                              language: t(`automated.languageNames.${entry.language}`),
                            })}
                      </Text>
                    </Group>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <Text fw={600} size="sm">
            {t('automated.booking.next')}
          </Text>
          {cancelled ? (
            <Text c="dimmed" size="sm">
              {t('automated.booking.cancelled')}
            </Text>
          ) : upcoming.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('automated.booking.noneNext')}
            </Text>
          ) : (
            <ul className={classes.list} aria-label={t('automated.booking.next')}>
              {upcoming.map((entry) => (
                <li key={entry.event} className={classes.item}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={500}>{t(`automated.events.${entry.event}`)}</Text>
                    <Group gap={4} wrap="nowrap">
                      <IconClock size={16} aria-hidden />
                      <Text size="sm" c="dimmed">
                        {t('automated.booking.due', { when: when(entry.dueAt) })}
                      </Text>
                    </Group>
                  </Group>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Stack>
    );
  }

  return (
    <section aria-labelledby={`booking-automated-${booking.id}`}>
      <Group gap={6} mb="xs">
        <IconMessageCog size={18} aria-hidden />
        <Text component="h3" id={`booking-automated-${booking.id}`} className={details.sectionTitle}>
          {t('automated.booking.title')}
        </Text>
      </Group>
      {body}
    </section>
  );
}
