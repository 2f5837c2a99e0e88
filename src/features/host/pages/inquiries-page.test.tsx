import type { InquiriesListAnswer, InquiryItem, OutboxAnswer } from '@shared/host-api-types-extras.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostFunctionError } from '@/lib/host-functions';
import { renderWithApp } from '@/test/render';
import InquiriesPage from './inquiries-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

const youssef: InquiryItem = {
  id: '0b7e1c7a-7d2b-4c8e-9a55-1f3d2c4b5a60',
  fullName: 'Youssef Alaoui',
  email: 'youssef@example.com',
  phone: '06 12 34 56 78',
  propertyLocation: 'Fès médina',
  message: 'I have a riad with four rooms.',
  language: 'fr',
  status: 'new',
  createdAt: '2026-03-10T08:00:00.000Z',
  statusChangedAt: null,
  statusChangedBy: null,
};
const emma: InquiryItem = {
  ...youssef,
  id: '5f0c3b52-2a8e-4f1d-8c7b-9e6a4d3c2b10',
  fullName: 'Emma Clarke',
  email: 'emma@example.com',
  phone: null,
  propertyLocation: 'Tangier',
  language: null,
};
const listAnswer: InquiriesListAnswer = {
  inquiries: [youssef, emma],
  total: 2,
  page: 1,
  pageSize: 20,
  counts: { new: 2, contacted: 4, closed: 7 },
};
const outbox: OutboxAnswer = {
  mails: [
    {
      id: '9a1d2c3b-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      toAddress: 'owner@rihla.example',
      template: 'extraPaid',
      about: 'Karim Benali · Dar Mogador',
      status: 'failed',
      attempts: 6,
      lastError: '550 5.1.1 Mailbox unavailable',
      nextAttemptAt: '2026-03-10T10:00:00.000Z',
      createdAt: '2026-03-10T05:00:00.000Z',
    },
  ],
};

/** The team's server: the list, one inquiry by id, status changes and the outbox. */
function teamServer(name: string, body: { action: string; id?: string; status?: string }) {
  if (name === 'host-mail-outbox') return body.action === 'list' ? outbox : { mail: outbox.mails[0] };
  if (body.action === 'list') return listAnswer;
  const inquiry = [youssef, emma].find((item) => item.id === body.id)!;
  if (body.action === 'setStatus') return { inquiry: { ...inquiry, status: body.status } };
  return { inquiry };
}

function renderPage(ui: ReactElement, route: string, language: 'en' | 'ar' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { route, language });
}

afterEach(() => call.mockReset());

describe('InquiriesPage', () => {
  it('shows the team the inquiries by status, opens one from its link with replies prefilled, and moves it along', async () => {
    call.mockImplementation(async (name: string, body: { action: string }) => teamServer(name, body));
    await renderPage(<InquiriesPage />, `/host/inquiries?id=${youssef.id}`);

    const tabs = await screen.findByRole('tablist', { name: 'Inquiries by status' });
    expect(within(tabs).getByRole('tab', { name: /New\s*2/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: /Closed\s*7/ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'New inquiries' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Youssef Alaoui'), expect.stringContaining('Emma Clarke')]);

    // The deep link opened Youssef's inquiry: the replies are in French, the sender's language.
    const detail = await screen.findByRole('article', { name: 'Youssef Alaoui' });
    const mail = within(detail).getByRole('link', { name: 'Reply by e-mail' });
    const mailto = new URL(mail.getAttribute('href')!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('youssef@example.com');
    expect(mailto.searchParams.get('subject')).toBe('Votre bien à Fès médina et Rihla');
    expect(mailto.searchParams.get('body')).toMatch(/^Bonjour Youssef,/);
    const whatsApp = within(detail).getByRole('link', { name: 'Reply on WhatsApp' });
    expect(whatsApp.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/212612345678\?text=Bonjour%20Youssef%2C/,
    );
    expect(within(detail).getByText('The reply starts in French.')).toBeInTheDocument();

    // Closing says what it closes: not the panel, the inquiry.
    expect(within(detail).getByRole('button', { name: 'Close the inquiry' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Close' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(detail).getByRole('button', { name: 'Mark contacted' }));
    expect(call).toHaveBeenCalledWith('host-inquiries', {
      action: 'setStatus',
      id: youssef.id,
      status: 'contacted',
    });
    expect(await screen.findByText('The inquiry is marked as contacted.')).toBeInTheDocument();

    // Below: the e-mail that did not go out, with Retry.
    const undelivered = screen.getByRole('list', { name: 'Undelivered e-mails' });
    expect(within(undelivered).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(within(undelivered).getByText('6 attempts')).toBeInTheDocument();
    await user.click(
      within(undelivered).getByRole('button', { name: 'Retry the e-mail to owner@rihla.example' }),
    );
    expect(call).toHaveBeenCalledWith('host-mail-outbox', { action: 'retry', id: outbox.mails[0]!.id });
  });

  it('offers no WhatsApp reply without a phone number, and replies in the screen’s language when the sender’s is unknown', async () => {
    call.mockImplementation(async (name: string, body: { action: string }) => teamServer(name, body));
    await renderPage(<InquiriesPage />, `/host/inquiries?status=new&id=${emma.id}`, 'ar');
    const detail = await screen.findByRole('article', { name: 'Emma Clarke' });
    expect(within(detail).queryByRole('link', { name: 'الرد عبر واتساب' })).toBeNull();
    expect(within(detail).getByText('لم يُذكر رقم هاتف: ردّ عبر البريد الإلكتروني.')).toBeInTheDocument();
    const mailto = new URL(
      within(detail).getByRole('link', { name: 'الرد بالبريد الإلكتروني' }).getAttribute('href')!,
    );
    expect(mailto.searchParams.get('body')).toMatch(/^مرحبًا Emma،/);
  });

  it('hides the undelivered e-mails when there are none', async () => {
    call.mockImplementation(async (name: string, body: { action: string }) =>
      name === 'host-mail-outbox' ? { mails: [] } : teamServer(name, body),
    );
    await renderPage(<InquiriesPage />, '/host/inquiries');
    expect(await screen.findByText('Select an inquiry to read it and reply.')).toBeInTheDocument();
    expect(screen.queryByText('Undelivered e-mails')).toBeNull();
  });

  it('tells an owner the screen is the team’s, and asks nothing more', async () => {
    call.mockRejectedValue(
      new HostFunctionError('refused', 'Inquiries are for the Rihla team.', 403, 'team_only'),
    );
    await renderPage(<InquiriesPage />, '/host/inquiries');
    expect(await screen.findByText('This screen is for the Rihla team')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(call.mock.calls.map(([name]) => name)).toEqual(['host-inquiries']);
  });
});
