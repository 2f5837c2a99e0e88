import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostFunctionError } from '@/lib/host-functions';
import { renderWithApp } from '@/test/render';
import type { ConversationsAnswer } from '../api/get-conversations';
import type { MessageThreadAnswer, ThreadMessage } from '../api/get-message-thread';
import MessagesPage from './messages-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

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

const karimId = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const aminaId = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const newId = 'c0ffee00-1234-4abc-8def-0123456789ab';

const conversations: ConversationsAnswer = {
  conversations: [
    {
      bookingId: karimId,
      guestName: 'Karim Benali',
      property: 'Kasbah Tizi',
      checkIn: '2026-07-10',
      checkOut: '2026-07-14',
      lastMessage: {
        text: 'Is there parking near the kasbah?',
        sender: 'guest',
        authorName: 'Karim',
        sentAt: '2026-07-08T09:15:00.000Z',
      },
      unread: 2,
    },
    {
      bookingId: aminaId,
      guestName: 'Amina El Idrissi',
      property: 'Riad Yasmine',
      checkIn: '2026-07-20',
      checkOut: '2026-07-22',
      lastMessage: {
        text: 'See you on Monday.',
        sender: 'host',
        authorName: 'Hassan Alaoui',
        sentAt: '2026-07-09T18:00:00.000Z',
      },
      unread: 0,
    },
  ],
  unreadTotal: 2,
};

const message = (fields: Partial<ThreadMessage> & Pick<ThreadMessage, 'id' | 'text'>): ThreadMessage => ({
  clientId: fields.id,
  sender: 'guest',
  authorRole: 'guest',
  authorName: 'Karim',
  sentAt: '2026-07-08T09:15:00.000Z',
  deliveredAt: null,
  readAt: null,
  ...fields,
});

function threadOf(bookingId: string, messages: ThreadMessage[]): MessageThreadAnswer {
  const summary = conversations.conversations.find((item) => item.bookingId === bookingId);
  return {
    booking: {
      id: bookingId,
      name: summary?.guestName ?? 'Lina Haddad',
      checkIn: summary?.checkIn ?? '2026-08-01',
      checkOut: summary?.checkOut ?? '2026-08-05',
      property: summary?.property ?? 'Dar Mogador',
      source: 'direct',
      status: 'upcoming',
      guests: 2,
      nameNeeded: false,
      checkInStatus: 'partial',
    },
    messages,
  };
}

const karimThread = threadOf(karimId, [
  message({
    id: '00000000-0000-4000-8000-000000000001',
    text: '<script>alert("x")</script> The map: https://maps.example.com/riad?q=1.',
  }),
  message({
    id: '00000000-0000-4000-8000-000000000002',
    sender: 'host',
    authorRole: 'team',
    authorName: 'Nadia',
    text: 'Yes, on the square.',
    sentAt: '2026-07-08T09:20:00.000Z',
    deliveredAt: '2026-07-08T09:21:00.000Z',
    readAt: '2026-07-08T09:22:00.000Z',
  }),
  message({
    id: '00000000-0000-4000-8000-000000000003',
    sender: 'host',
    authorRole: 'owner',
    authorName: 'Hassan Alaoui',
    text: 'Call me when you arrive.',
    sentAt: '2026-07-08T09:30:00.000Z',
  }),
]);

type Body = { action: string; search?: string; bookingId?: string; clientId?: string; text?: string };

/** The host's server: the list, each booking's thread (a booking without messages has an empty one). */
function server(reply: (body: Body) => unknown = () => ({})) {
  return async (name: string, body: Body) => {
    expect(name).toBe('host-messages');
    if (body.action === 'conversations') return conversations;
    if (body.action === 'unread') return { unreadTotal: 2 };
    if (body.action === 'thread')
      return body.bookingId === karimId ? karimThread : threadOf(body.bookingId!, []);
    return reply(body);
  };
}

async function renderPage(route: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MessagesPage />
    </QueryClientProvider>,
    { route },
  );
}

const callsOf = (action: string) =>
  call.mock.calls.filter(([, body]) => (body as Body).action === action).map(([, body]) => body as Body);

afterEach(() => call.mockReset());

describe('MessagesPage', () => {
  it('lists the conversations in the server’s order, with the unread count of each', async () => {
    call.mockImplementation(server());
    await renderPage('/host/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Karim Benali'),
      expect.stringContaining('Amina El Idrissi'),
    ]);
    expect(rows[0]).toHaveTextContent('Kasbah Tizi');
    expect(rows[0]).toHaveTextContent('Is there parking near the kasbah?');
    expect(rows[0]).toHaveTextContent('2 unread messages');
    expect(within(rows[0]!).getByTestId('row-unread')).toHaveTextContent('2');
    expect(within(rows[1]!).queryByTestId('row-unread')).toBeNull();
    expect(rows[1]).toHaveTextContent('You: See you on Monday.');
    expect(rows[0]).toHaveAttribute('href', `/host/messages?booking=${karimId}`);
    expect(screen.getByText('Select a conversation to read it and reply.')).toBeInTheDocument();
  });

  it('sends the search to the server', async () => {
    call.mockImplementation(server());
    await renderPage('/host/messages');
    await screen.findByRole('list', { name: 'Conversations' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search conversations' }), ' kasbah ');
    await waitFor(() =>
      expect(callsOf('conversations').at(-1)).toEqual({ action: 'conversations', search: 'kasbah' }),
    );
    expect(callsOf('conversations')[0]).toEqual({ action: 'conversations' });
  });

  it('opens the thread of the deep link, with its booking, authors, marks and safe links', async () => {
    call.mockImplementation(server());
    await renderPage(`/host/messages?booking=${karimId}`);
    const thread = await screen.findByRole('region', { name: 'Conversation with Karim Benali' });
    expect(callsOf('thread')[0]).toEqual({ action: 'thread', bookingId: karimId });
    expect(within(thread).getByRole('heading', { name: 'Karim Benali' })).toBeInTheDocument();
    expect(thread).toHaveTextContent('Kasbah Tizi');
    expect(thread).toHaveTextContent('Online check-in: partial');
    expect(within(thread).getByRole('link', { name: 'View Details: Karim Benali' })).toHaveAttribute(
      'href',
      `/host/guests?booking=${karimId}`,
    );
    const log = within(thread).getByRole('log', { name: 'Messages with Karim Benali' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Karim · Guest');
    expect(items[1]).toHaveTextContent('Nadia · Rihla team');
    expect(items[1]).toHaveTextContent('Read');
    expect(items[2]).toHaveTextContent('Hassan Alaoui · Owner');
    expect(items[2]).toHaveTextContent('Sent');
    expect(items[0]).not.toHaveTextContent(/Sent|Delivered|Read/);
    // The guest's markup is text on screen, never an element; the address is a link that cannot reach back.
    expect(items[0]).toHaveTextContent('<script>alert("x")</script> The map:');
    expect(document.querySelector('li script')).toBeNull();
    const link = within(items[0]!).getByRole('link', { name: /maps\.example\.com/ });
    expect(link).toHaveAttribute('href', 'https://maps.example.com/riad?q=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // The conversation's row is the open one.
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('link', { current: true })).toHaveTextContent('Karim Benali');
  });

  it('opens a booking without messages on a friendly empty thread', async () => {
    call.mockImplementation(server());
    await renderPage(`/host/messages?booking=${newId}`);
    const thread = await screen.findByRole('region', { name: 'Conversation with Lina Haddad' });
    expect(thread).toHaveTextContent('No messages yet. Write the first one below');
    expect(within(thread).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('keeps the text when a send is refused with a 429, says how long to wait, and retries with the same id', async () => {
    let attempts = 0;
    call.mockImplementation(
      server((body) => {
        attempts += 1;
        if (attempts === 1) {
          throw new HostFunctionError('refused', 'Too many', 429, 'rate_limited', null, 120);
        }
        return { message: message({ id: '00000000-0000-4000-8000-000000000009', text: body.text! }) };
      }),
    );
    await renderPage(`/host/messages?booking=${karimId}`);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByTestId('characters-left')).toHaveTextContent('2,000 characters left');
    await user.type(box, 'Park on the square');
    expect(screen.getByTestId('characters-left')).toHaveTextContent('1,982 characters left');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent. Your message is kept in the box.');
    expect(alert).toHaveTextContent('Please wait 2 minutes before sending another.');
    expect(box).toHaveValue('Park on the square');

    // Ctrl+Enter sends again: the same message, the same id.
    await user.type(box, '{Control>}{Enter}{/Control}');
    await waitFor(() => expect(box).toHaveValue(''));
    const replies = callsOf('reply');
    expect(replies).toHaveLength(2);
    expect(replies[0]).toEqual({
      action: 'reply',
      bookingId: karimId,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: 'Park on the square',
    });
    expect(replies[1]).toEqual(replies[0]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an empty message is not sent, without sending it', async () => {
    call.mockImplementation(server());
    await renderPage(`/host/messages?booking=${karimId}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a message before sending.');
    expect(callsOf('reply')).toHaveLength(0);
  });

  it('goes back from a thread to the conversations (a tablet in portrait shows one at a time)', async () => {
    call.mockImplementation(server());
    const { container } = await renderPage(`/host/messages?booking=${karimId}`);
    await screen.findByRole('region', { name: 'Conversation with Karim Benali' });
    const layout = container.querySelector('[data-open]');
    expect(layout).not.toBeNull();
    const back = screen.getByRole('link', { name: 'Back to conversations' });
    expect(back).toHaveAttribute('href', '/host/messages');
    await userEvent.setup().click(back);
    expect(screen.queryByRole('region', { name: 'Conversation with Karim Benali' })).toBeNull();
    expect(container.querySelector('[data-open]')).toBeNull();
    expect(screen.getByText('Select a conversation to read it and reply.')).toBeInTheDocument();
    // A row opens its thread again.
    await userEvent.setup().click(screen.getByRole('link', { name: /Amina El Idrissi/ }));
    expect(
      await screen.findByRole('region', { name: 'Conversation with Amina El Idrissi' }),
    ).toBeInTheDocument();
  });

  it('reads the open thread again every 1.5 s while the page is visible, and not while it is hidden', async () => {
    call.mockImplementation(server());
    await renderPage(`/host/messages?booking=${karimId}`);
    await screen.findByRole('region', { name: 'Conversation with Karim Benali' });
    const setVisibility = (state: 'visible' | 'hidden') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    await waitFor(() => expect(callsOf('thread').length).toBeGreaterThanOrEqual(2), { timeout: 2_500 });
    try {
      setVisibility('hidden');
      const whileHidden = callsOf('thread').length;
      await new Promise((resolve) => setTimeout(resolve, 3_200));
      expect(callsOf('thread')).toHaveLength(whileHidden);
      setVisibility('visible');
      await waitFor(() => expect(callsOf('thread').length).toBeGreaterThan(whileHidden), { timeout: 2_000 });
    } finally {
      setVisibility('visible');
    }
  }, 15_000);
});
