import '@mantine/core/styles/Card.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/i18n/format';
import { type OutboxMailItem, useMailOutbox } from '../api/get-mail-outbox';
import { useRetryMail } from '../api/retry-mail';
import { hostErrorKey } from '../rules/host-error-text';
import ui from './host-ui.module.css';
import classes from './inquiries.module.css';

function MailRow({
  mail,
  retrying,
  onRetry,
}: {
  mail: OutboxMailItem;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('host');
  const what = isNamedTemplate(mail.template)
    ? t(`inquiries.outbox.templates.${mail.template}`)
    : mail.template;
  return (
    <li className={classes.mail}>
      <Stack gap={2}>
        <Text fw={600} size="sm">
          <bdi dir="ltr">{mail.toAddress}</bdi>
        </Text>
        <Text size="sm">
          {what}
          {mail.about && (
            <>
              {' · '}
              <bdi>{mail.about}</bdi>
            </>
          )}
        </Text>
        <Group gap="xs">
          <Badge
            variant="light"
            radius="sm"
            color={mail.status === 'failed' ? 'red' : 'yellow'}
            c={mail.status === 'failed' ? 'red.9' : 'dark.6'}
            className={ui.badge}
          >
            {t(`inquiries.outbox.statuses.${mail.status === 'failed' ? 'failed' : 'pending'}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('inquiries.outbox.attempts', { count: mail.attempts })}
            {mail.status === 'pending' &&
              ` · ${t('inquiries.outbox.nextAttempt', { time: formatDateTime(mail.nextAttemptAt, i18n.language) })}`}
          </Text>
        </Group>
      </Stack>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t('inquiries.outbox.lastError')}
        </Text>
        <Text size="sm" className={classes.error} dir="auto">
          {mail.lastError ?? t('inquiries.outbox.noError')}
        </Text>
      </Stack>
      <Button
        variant="light"
        h={44}
        leftSection={<IconMailForward size={18} aria-hidden />}
        loading={retrying}
        onClick={onRetry}
        aria-label={t('inquiries.outbox.retryLabel', { address: mail.toAddress })}
      >
        {t('inquiries.outbox.retry')}
      </Button>
    </li>
  );
}

/**
 * The team's undelivered e-mails (failed, or waiting for another try), each with Retry; nothing at
 * all while there are none (or the outbox cannot be read: the screen above says why).
 */
/** The mails host.json names (`inquiries.outbox.templates`); another shows its template's id. */
const namedTemplates = [
  'extraPaid',
  'extraRefunded',
  'inquiryReceived',
  'inquiryBurst',
  'guestMessage',
  'hostReply',
] as const;
const isNamedTemplate = (template: string): template is (typeof namedTemplates)[number] =>
  (namedTemplates as readonly string[]).includes(template);

export function InquiriesOutbox({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('host');
  const read = useMailOutbox({ enabled });
  const retry = useRetryMail();
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const mails = read.data?.mails ?? [];
  if (!enabled || mails.length === 0) return null;

  const onRetry = (mail: OutboxMailItem) => {
    setRetryingId(mail.id);
    retry.mutate(
      { id: mail.id },
      {
        onSuccess: () => notifications.show({ color: 'mint', message: t('inquiries.outbox.retried') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('inquiries.outbox.retryFailed'),
            message: t(hostErrorKey(error, true)),
          }),
        onSettled: () => setRetryingId(null),
      },
    );
  };

  return (
    <Card
      radius="lg"
      padding={0}
      className={ui.card}
      mt="xl"
      component="section"
      aria-labelledby="outbox-title"
    >
      <Stack gap={2} p="md">
        <Title order={2} id="outbox-title" className={ui.cardTitle}>
          {t('inquiries.outbox.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('inquiries.outbox.subtitle')}
        </Text>
      </Stack>
      <ul className={classes.mails} aria-label={t('inquiries.outbox.listLabel')}>
        {mails.map((mail) => (
          <MailRow
            key={mail.id}
            mail={mail}
            retrying={retryingId === mail.id}
            onRetry={() => onRetry(mail)}
          />
        ))}
      </ul>
    </Card>
  );
}
