import '@mantine/core/styles/Input.css';
import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PushOffer } from '@/components/push-offer';
import { useReplyToGuest } from '../api/reply-to-guest';
import {
  charactersLeft,
  refusalBeforeSending,
  type SendFailureText,
  sendFailureText,
} from '../rules/message-send';
import classes from './messages.module.css';

/** A reply being written: its text and the id it is sent with, made when it was written. */
export interface ReplyDraft {
  text: string;
  clientId: string;
}

export const emptyDraft: ReplyDraft = { text: '', clientId: '' };

/** The draft after the host typed `text`: a changed text is a new message, with a new id. */
export function editedDraft(draft: ReplyDraft, text: string): ReplyDraft {
  if (text === draft.text) return draft;
  return { text, clientId: text ? crypto.randomUUID() : '' };
}

/**
 * The reply box under a thread: "Message" and Send (or Ctrl/Cmd+Enter), counting down to 2,000
 * characters. A send that fails keeps the text and says why; sent again, it carries the same id, so
 * a send that did arrive is not doubled. The draft lives in the page (kept while another thread is read).
 */
export function MessageComposer({
  bookingId,
  draft,
  onDraft,
  onSent,
}: {
  bookingId: string;
  draft: ReplyDraft;
  onDraft: (draft: ReplyDraft) => void;
  onSent: (sent: ReplyDraft) => void;
}) {
  const { t } = useTranslation('host');
  const reply = useReplyToGuest();
  const [failure, setFailure] = useState<SendFailureText | null>(null);
  // "Turn on notifications" is offered once a reply went out (issue 44), never on load.
  const [sentOnce, setSentOnce] = useState(false);
  const left = charactersLeft(draft.text);
  const helpId = useId();

  const send = () => {
    if (reply.isPending) return;
    const refusal = refusalBeforeSending(draft.text);
    if (refusal) {
      setFailure(sendFailureText({ kind: 'refused', code: refusal, retryAfterSeconds: null }));
      return;
    }
    setFailure(null);
    const sent = draft;
    reply.mutate(
      { bookingId, clientId: sent.clientId, text: sent.text },
      {
        onSuccess: () => {
          setSentOnce(true);
          onSent(sent);
        },
        onError: (error) => setFailure(sendFailureText(error)),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className={classes.composer} onSubmit={onSubmit} noValidate>
      {failure && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('messages.sendFailed')}
          role="alert"
          mb="sm"
        >
          {failure.count === undefined ? t(failure.key) : t(failure.key, { count: failure.count })}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          className={classes.composerInput}
          label={t('messages.inputLabel')}
          placeholder={t('messages.inputPlaceholder')}
          value={draft.text}
          onChange={(event) => onDraft(editedDraft(draft, event.currentTarget.value))}
          onKeyDown={onKeyDown}
          autosize
          minRows={2}
          maxRows={6}
          size="md"
          aria-describedby={helpId}
          aria-invalid={left < 0 || undefined}
        />
        <Button
          type="submit"
          h={44}
          loading={reply.isPending}
          leftSection={<IconSend size={18} aria-hidden className={classes.flipRtl} />}
          className={classes.send}
        >
          {t('messages.send')}
        </Button>
      </Group>
      <Text id={helpId} size="xs" mt={4} c={left < 0 ? 'red.8' : 'dimmed'} data-testid="characters-left">
        {left < 0
          ? t('messages.charactersOver', { count: -left })
          : t('messages.charactersLeft', { count: left })}
        <span className={classes.hint}>
          {' · '}
          {t('messages.sendHint')}
        </span>
      </Text>
      <PushOffer side={{ host: true }} when={sentOnce} />
    </form>
  );
}
