import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/i18n/format';
import type { LanguageCode } from '@/i18n/languages';
import { renderWithApp } from '@/test/render';
import { BookingAutomatedMessages } from './booking-automated-messages';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

const bookingId = '7d1e2c3b-4a5f-4e6d-8c7b-9a0b1c2d3e4f';
const log = {
  sent: [
    {
      event: 'booking_confirmed',
      sentAt: '2026-03-01T09:15:00Z',
      language: 'fr',
      fellBackToEnglish: false,
      channels: ['message', 'email', 'push'],
    },
    {
      event: 'before_arrival',
      sentAt: '2026-03-07T08:00:00Z',
      language: 'es',
      fellBackToEnglish: true,
      channels: ['message'],
    },
  ],
  upcoming: [{ event: 'arrival_morning', dueAt: '2026-03-10T08:00:00Z' }],
};

async function open(answer: unknown, status = 'upcoming', language: LanguageCode = 'en') {
  call.mockImplementation(async () => answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithApp(
    <QueryClientProvider client={client}>
      <BookingAutomatedMessages booking={{ id: bookingId, status }} />
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => call.mockReset());

describe("A booking's Automated messages", () => {
  it('lists what was sent (when, language, channels, the English fallback) and what comes next', async () => {
    await open(log);
    const sent = await screen.findByRole('list', { name: 'Sent' });
    const [confirmed, reminder] = within(sent).getAllByRole('listitem');
    expect(confirmed).toHaveTextContent('Booking confirmed');
    expect(confirmed).toHaveTextContent(formatDateTime('2026-03-01T09:15:00Z', 'en'));
    expect(confirmed).toHaveTextContent('In French');
    expect(confirmed).toHaveTextContent('In-app message');
    expect(confirmed).toHaveTextContent('E-mail');
    expect(confirmed).toHaveTextContent('Push');
    expect(reminder).toHaveTextContent('Days before check-in');
    expect(reminder).toHaveTextContent('In English');
    expect(reminder).toHaveTextContent('English sent: no Spanish text');
    const next = screen.getByRole('list', { name: 'Next' });
    expect(next).toHaveTextContent('Arrival day, morning');
    expect(next).toHaveTextContent(`Due ${formatDateTime('2026-03-10T08:00:00Z', 'en')}`);
    expect(call).toHaveBeenCalledWith(
      'host-automated-messages',
      { action: 'booking-log', bookingId },
      expect.anything(),
    );
  });

  it('says when nothing was sent yet and nothing more will be', async () => {
    await open({ sent: [], upcoming: [] });
    expect(await screen.findByText('Nothing sent by itself yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing more to send.')).toBeInTheDocument();
  });

  it('says a cancelled booking gets nothing more, in Arabic', async () => {
    await open({ sent: log.sent.slice(0, 1), upcoming: [] }, 'cancelled', 'ar');
    expect(await screen.findByText('هذا الحجز ملغى: لن يُرسَل شيء بعد الآن.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'المُرسَلة' })).toHaveTextContent('باللغة الفرنسية');
    expect(screen.getByRole('list', { name: 'المُرسَلة' })).toHaveTextContent(
      formatDateTime('2026-03-01T09:15:00Z', 'ar'),
    );
  });
});
