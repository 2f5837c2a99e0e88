import { messageMaxLength as contractMax } from '@shared/contracts/message-shapes.ts';
import { describe, expect, it } from 'vitest';
import { charactersLeft, draftProblem, messageMaxLength, minutesToWait } from './limits';
import { canSendAgain, refusalText } from './refusals';

describe('the text box limits', () => {
  it("are the contract's", () => {
    expect(messageMaxLength).toBe(contractMax);
  });

  it('refuses an empty or blank message and one over 2,000 characters once trimmed', () => {
    expect(draftProblem('  \n ')).toBe('empty');
    expect(draftProblem(`  ${'a'.repeat(2000)}  `)).toBeNull();
    expect(draftProblem('a'.repeat(2001))).toBe('tooLong');
    expect(draftProblem('Where do I park?')).toBeNull();
  });

  it('counts down only near the limit', () => {
    expect(charactersLeft('a'.repeat(1799))).toBeNull();
    expect(charactersLeft('a'.repeat(1800))).toBe(200);
    expect(charactersLeft('a'.repeat(2000))).toBe(0);
  });
});

describe('refusals', () => {
  const now = 1_000_000;
  it('tell the wait of a 429 in minutes, to the nearest, at least one', () => {
    expect(minutesToWait(now + 91_000, now)).toBe(2);
    expect(minutesToWait(now + 600_500, now)).toBe(10);
    expect(minutesToWait(now - 5, now)).toBe(1);
    expect(refusalText({ code: 'rate_limited', retryAt: now + 600_000 }, now)).toEqual({
      key: 'refusal.rateLimited',
      count: 10,
    });
    expect(refusalText({ code: 'rate_limited', retryAt: null }, now)).toEqual({
      key: 'refusal.rateLimitedSoon',
    });
  });

  it('let the guest send again once the wait is over, never with a refused token', () => {
    expect(canSendAgain({ code: 'rate_limited', retryAt: now + 1 }, now)).toBe(false);
    expect(canSendAgain({ code: 'rate_limited', retryAt: now }, now)).toBe(true);
    expect(canSendAgain({ code: 'guest_token_invalid' }, now)).toBe(false);
    expect(canSendAgain({ code: 'failed' }, now)).toBe(true);
    expect(refusalText({ code: 'conversation_closed' }, now)).toEqual({ key: 'refusal.closed' });
  });
});
