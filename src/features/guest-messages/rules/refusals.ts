/** The guest's words for why a message written on the device was not taken (its text is kept). */
import type { MessageRefusal } from '@/lib/guest-messages';
import { minutesToWait } from './limits';

export type RefusalText =
  | { key: 'refusal.rateLimited'; count: number }
  | {
      key:
        | 'refusal.rateLimitedSoon'
        | 'refusal.empty'
        | 'refusal.tooLong'
        | 'refusal.closed'
        | 'refusal.notFound'
        | 'refusal.findAgain'
        | 'refusal.failed';
    };

export function refusalText(refusal: MessageRefusal, now: number): RefusalText {
  switch (refusal.code) {
    case 'rate_limited': {
      const minutes = minutesToWait(refusal.retryAt, now);
      return minutes === null
        ? { key: 'refusal.rateLimitedSoon' }
        : { key: 'refusal.rateLimited', count: minutes };
    }
    case 'message_empty':
      return { key: 'refusal.empty' };
    case 'message_too_long':
      return { key: 'refusal.tooLong' };
    case 'conversation_closed':
      return { key: 'refusal.closed' };
    case 'not_found':
      return { key: 'refusal.notFound' };
    case 'guest_token_invalid':
      return { key: 'refusal.findAgain' };
    default:
      return { key: 'refusal.failed' };
  }
}

/** The guest may send it again at once (not while a wait runs, nor when only a new lookup helps). */
export function canSendAgain(refusal: MessageRefusal, now: number): boolean {
  if (refusal.code === 'guest_token_invalid') return false;
  if (refusal.code === 'rate_limited') return refusal.retryAt === null || refusal.retryAt <= now;
  return true;
}
