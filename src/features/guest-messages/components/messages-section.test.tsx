import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/i18n/format';
import { callFunction } from '@/lib/call-function';
import type { MessageItem } from '@/lib/guest-messages';
import { useOnlineStatus } from '@/lib/network-status';
import { offlineDb } from '@/lib/offline-db';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { MessagesSection } from './messages-section';

// happy-dom has no FontFaceSet; the autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

vi.mock('@/lib/call-function', () => ({ callFunction: vi.fn() }));
const call = vi.mocked(callFunction);

const booking = testBooking({ id: 'b-msg', bookingId: 'b-msg' });
const message = (overrides: Partial<MessageItem>): MessageItem => ({
  id: 'm1',
  clientId: crypto.randomUUID(),
  sender: 'guest',
  authorRole: 'guest',
  authorName: 'Amina',
  text: 'Hello',
  sentAt: '2026-11-27T10:00:00.000Z',
  deliveredAt: '2026-11-27T10:00:01.000Z',
  readAt: '2026-11-27T10:05:00.000Z',
  ...overrides,
});
const hostReply = message({
  id: 'm2',
  sender: 'host',
  authorRole: 'owner',
  authorName: 'Youssef',
  text: 'Park at https://maps.example/p?x=1. <b>Welcome</b>',
  sentAt: '2026-11-27T10:06:00.000Z',
  readAt: null,
});

let online = true;
let thread: MessageItem[] = [];
const sends: Record<string, unknown>[] = [];
let sendAnswer: 'ok' | 'rateLimited' = 'ok';

function answerCalls() {
  call.mockImplementation(async (ref, body) => {
    const request = body as Record<string, unknown>;
    if (ref === 'guest-messages.list') {
      return { ok: true, data: { messages: thread, hostNames: ['Youssef', 'Salma'] } } as never;
    }
    sends.push(request);
    if (sendAnswer === 'rateLimited') {
      return {
        ok: false,
        kind: 'http',
        status: 429,
        code: 'rate_limited',
        message: 'slow down',
        retryAfterSeconds: 600,
      } as never;
    }
    const sent = message({
      id: `s-${sends.length}`,
      clientId: String(request.clientId),
      text: String(request.text),
      sentAt: new Date().toISOString(),
      deliveredAt: null,
      readAt: null,
    });
    thread = [...thread, sent];
    return { ok: true, data: { message: sent } } as never;
  });
}

/** The section as the stay view mounts it: online as the browser says. */
function Harness() {
  return <MessagesSection booking={booking} online={useOnlineStatus()} />;
}

const renderSection = (language: 'en' | 'ar' = 'en') =>
  renderWithApp(<Harness />, { language, route: '/guest-portal' });

beforeEach(async () => {
  online = true;
  thread = [];
  sends.length = 0;
  sendAnswer = 'ok';
  call.mockReset();
  answerCalls();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  localStorage.clear();
  await offlineDb.open();
  await Promise.all([offlineDb.messageThreads.clear(), offlineDb.pendingMessages.clear()]);
});
afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('Message your host', () => {
  it("shows the thread: the guest's messages with their mark, the host's with their name, links safe", async () => {
    thread = [message({ text: 'Where do I park?' }), hostReply];
    await renderSection();
    expect(screen.getByRole('heading', { name: 'Message your host' })).toBeInTheDocument();
    expect(await screen.findByText('Youssef and Salma answer here.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your conversation with the host' });
    const [own, theirs] = within(list).getAllByRole('listitem');
    expect(own).toHaveTextContent('Where do I park?');
    expect(own).toHaveTextContent('Read');
    expect(own).toHaveTextContent(`Amina · ${formatDateTime('2026-11-27T10:00:00.000Z', 'en')}`);
    expect(theirs).toHaveTextContent('Youssef');
    expect(theirs).not.toHaveTextContent('Read');
    const link = within(theirs as HTMLElement).getByRole('link', { name: 'https://maps.example/p?x=1' });
    expect(link).toHaveAttribute('href', 'https://maps.example/p?x=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // Markup in a message is text.
    expect(theirs).toHaveTextContent('<b>Welcome</b>');
    expect((theirs as HTMLElement).querySelector('b')).toBeNull();
    // The list call says the guest read it only when the thread is on screen (not in this test).
    expect(call.mock.calls[0]?.slice(0, 2)).toEqual([
      'guest-messages.list',
      { bookingId: 'b-msg', guestToken: 'guest-token-b-msg', seen: false },
    ]);
  });

  it('keeps a message written offline on the device, says so, and sends it when back online', async () => {
    online = false;
    await renderSection('en');
    expect(
      screen.getByText(/You are offline\. Messages you write are kept on this device/),
    ).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Where do I park?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const waiting = await screen.findByText("Waiting to send — it will be sent when you're back online");
    expect(waiting.closest('li')).toHaveTextContent('Where do I park?');
    expect(box).toHaveValue('');
    expect(sends).toEqual([]);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]).toMatchObject({
      text: 'Where do I park?',
      language: 'en',
      guestToken: 'guest-token-b-msg',
    });
    const list = screen.getByRole('list', { name: 'Your conversation with the host' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await within(list).findByText('Sent');
  });

  it('keeps the text of a message the server refused with a 429, and tells the wait', async () => {
    sendAnswer = 'rateLimited';
    await renderSection();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'One more thing' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You have sent many messages in a short time. Your message is kept and will be sent in 10 minutes.',
    );
    expect(alert.closest('li')).toHaveTextContent('One more thing');
    // "Edit" gives the text back to the text box.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('One more thing'),
    );
  });

  it('refuses an empty message in words and counts down near 2,000 characters', async () => {
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message before sending.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'a'.repeat(1990) },
    });
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    expect(sends).toEqual([]);
  });

  it('reads in Arabic, right to left, with the names isolated', async () => {
    thread = [hostReply];
    await renderSection('ar');
    expect(screen.getByRole('heading', { name: 'راسل مضيفك' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/يجيبك هنا/)).toHaveTextContent(
        /^يجيبك هنا \u2068Youssef\u2069 و\u2068Salma\u2069\.$/,
      ),
    );
    expect(screen.getByRole('textbox', { name: 'الرسالة' })).toBeInTheDocument();
    // The Latin message reads left to right inside the Arabic page.
    expect(screen.getByText(/Park at/)).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
  });
});
