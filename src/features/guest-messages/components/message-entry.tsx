import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isolateFor } from '@/i18n/bidi';
import { formatDateTime } from '@/i18n/format';
import { canSendAgain, refusalText } from '../rules/refusals';
import type { ThreadEntry } from '../rules/thread';
import { LinkedText } from './linked-text';
import classes from './messages.module.css';

export interface MessageEntryProps {
  entry: ThreadEntry;
  online: boolean;
  now: number;
  onSendAgain: (clientId: string) => void;
  onEdit: (clientId: string) => void;
}

/** What became of one of the guest's own messages, under it. */
function OwnStatusLine({ entry, online, now, onSendAgain, onEdit }: MessageEntryProps) {
  const { t } = useTranslation('guest-messages');
  const refusal = entry.pending?.refusal;
  if (entry.status === 'refused' && refusal) {
    const text = refusalText(refusal, now);
    return (
      <>
        <Text size="sm" c="red.9" role="alert" className={classes.status}>
          {'count' in text ? t(text.key, { count: text.count }) : t(text.key)}
        </Text>
        <Group gap="xs">
          {canSendAgain(refusal, now) ? (
            <Button size="compact-sm" variant="light" onClick={() => onSendAgain(entry.key)}>
              {t('sendAgain')}
            </Button>
          ) : null}
          <Button size="compact-sm" variant="subtle" onClick={() => onEdit(entry.key)}>
            {t('edit')}
          </Button>
        </Group>
      </>
    );
  }
  if (entry.status === 'waiting') {
    return (
      <Text size="xs" className={classes.status}>
        <IconClock size={14} aria-hidden />
        {online ? t('status.sending') : t('status.waiting')}
      </Text>
    );
  }
  if (entry.status !== 'sent' && entry.status !== 'delivered' && entry.status !== 'read') return null;
  const Icon = entry.status === 'sent' ? IconCheck : IconChecks;
  return (
    <Text size="xs" className={classes.status}>
      <Icon size={14} aria-hidden />
      {t(`status.${entry.status}`)}
    </Text>
  );
}

/** One message: who wrote it and when, its text (links as safe links), and on the guest's own, its mark. */
export function MessageEntry(props: MessageEntryProps) {
  const { entry } = props;
  const { i18n } = useTranslation('guest-messages');
  const when = isolateFor(i18n.language)(formatDateTime(entry.at, i18n.language));
  return (
    <li className={entry.own ? classes.own : classes.theirs} data-status={entry.status ?? undefined}>
      <div className={classes.bubble}>
        <Text size="xs" fw={600} className={classes.meta}>
          <bdi>{entry.authorName}</bdi> · <time dateTime={entry.at}>{when}</time>
        </Text>
        <Text size="md" dir="auto" className={classes.text}>
          <LinkedText text={entry.text} />
        </Text>
      </div>
      {entry.own ? <OwnStatusLine {...props} /> : null}
    </li>
  );
}
