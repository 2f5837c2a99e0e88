import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-keys';
import type { CheckInRefusal } from '@/lib/checkin-drafts';
import type { SubmitCheckInOutcome } from '../api/submit-check-in';

type Message = { key: TextKey<'checkin'>; color: string; values?: Record<string, unknown> };

/** What a send's outcome (or a refusal of a form sent later) tells the guest; nothing for a form sent. */
export function sendResultMessage(
  result: SubmitCheckInOutcome | undefined,
  refusal: CheckInRefusal | undefined,
): Message | null {
  const kind = result?.status ?? (refusal ? `refused-${refusal.kind}` : null);
  switch (kind) {
    case 'queued':
      return { key: 'result.queued', color: 'blue' };
    case 'findAgain':
      return { key: 'result.findAgain', color: 'blue' };
    case 'invalid':
      return null; // the fields say it
    case 'refused-invalid':
      return { key: 'result.refused', color: 'red' };
    case 'notFound':
    case 'refused-notFound':
      return { key: 'result.notFound', color: 'red' };
    case 'stayEnded':
    case 'refused-stayEnded':
      return { key: 'result.stayEnded', color: 'red' };
    case 'rateLimited': {
      const seconds = result?.status === 'rateLimited' ? result.retryAfterSeconds : null;
      return seconds
        ? {
            key: 'result.rateLimited',
            color: 'orange',
            values: { count: Math.max(1, Math.ceil(seconds / 60)) },
          }
        : { key: 'result.rateLimitedSoon', color: 'orange' };
    }
    case 'unavailable':
      return { key: 'result.unavailable', color: 'orange' };
    case 'failed':
      return { key: 'result.failed', color: 'red' };
    default:
      return null;
  }
}

/** The last send's outcome under the form, announced as it appears. */
export function SendResult({
  result,
  refusal,
}: {
  result: SubmitCheckInOutcome | undefined;
  refusal: CheckInRefusal | undefined;
}) {
  const { t } = useTranslation('checkin');
  const message = sendResultMessage(result, refusal);
  if (!message) return null;
  return (
    <Alert color={message.color} variant="light" role={message.color === 'blue' ? 'status' : 'alert'}>
      {t(message.key, { ...message.values })}
    </Alert>
  );
}
