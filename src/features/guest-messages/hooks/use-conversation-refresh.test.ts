import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listMessages } from '../api/list-messages';
import { sendWaitingMessages } from '../api/send-message';
import { pollEveryMs, type RefreshInput, useConversationRefresh } from './use-conversation-refresh';

vi.mock('../api/list-messages', () => ({ listMessages: vi.fn(async () => 'saved') }));
vi.mock('../api/send-message', () => ({ sendWaitingMessages: vi.fn(async () => 0) }));
const list = vi.mocked(listMessages);
const flush = vi.mocked(sendWaitingMessages);

const base: RefreshInput = {
  bookingId: 'b-1',
  guestToken: 'token',
  online: true,
  visible: true,
  onScreen: true,
  threadInView: true,
  hasWaiting: false,
};

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  list.mockClear();
  flush.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the thread kept current', () => {
  it('asks about every 1.5 s while on screen, visible and online, saying the guest sees it', async () => {
    renderHook(() => useConversationRefresh(base));
    await settle();
    expect(list).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(pollEveryMs * 4));
    expect(list).toHaveBeenCalledTimes(5);
    expect(list).toHaveBeenLastCalledWith({ bookingId: 'b-1', guestToken: 'token', seen: true });
  });

  it('stops when the page is hidden or the device offline, and asks once in the background otherwise', async () => {
    const { rerender } = renderHook((input: RefreshInput) => useConversationRefresh(input), {
      initialProps: { ...base, onScreen: false },
    });
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(pollEveryMs * 3));
    expect(list).toHaveBeenCalledTimes(1);
    rerender({ ...base, visible: false });
    await act(async () => vi.advanceTimersByTimeAsync(pollEveryMs * 3));
    expect(list).toHaveBeenCalledTimes(1);
    rerender({ ...base, online: false });
    await act(async () => vi.advanceTimersByTimeAsync(pollEveryMs * 3));
    expect(list).toHaveBeenCalledTimes(1);
    // Back online: asked at once, then polled again.
    rerender(base);
    await settle();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says not seen while the thread is out of view, sends waiting messages first, asks nothing without a token', async () => {
    const { rerender } = renderHook((input: RefreshInput) => useConversationRefresh(input), {
      initialProps: { ...base, threadInView: false, hasWaiting: true },
    });
    await settle();
    expect(flush).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenLastCalledWith({ bookingId: 'b-1', guestToken: 'token', seen: false });
    list.mockClear();
    rerender({ ...base, guestToken: null });
    await act(async () => vi.advanceTimersByTimeAsync(pollEveryMs * 3));
    expect(list).not.toHaveBeenCalled();
  });

  it('tells the page when the token is refused', async () => {
    list.mockResolvedValueOnce('findAgain');
    const onAccessRefused = vi.fn();
    renderHook(() => useConversationRefresh({ ...base, onAccessRefused }));
    await settle();
    expect(onAccessRefused).toHaveBeenCalledTimes(1);
  });
});
