import type { DeclarationsAnswer } from '@shared/host-api-types-checkin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostFunctionError } from '@/lib/host-functions';
import { type RenderWithAppOptions, renderWithApp } from '@/test/render';
import { hostQueryKey } from '../api/use-host-query';
import { dayIn } from '../rules/month-grid';
import DeclarationsPage from './declarations-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));
const files = vi.hoisted(() => ({ download: vi.fn(), save: vi.fn() }));
vi.mock('@/lib/host-download', () => ({ downloadHostFile: files.download, saveDownload: files.save }));

const stay = {
  bookingId: 'b-1',
  propertyId: 'p-1',
  propertyName: 'Riad Yasmine',
  propertyAddress: '12 Derb Sidi Bouloukat, Marrakech',
  checkInDate: '2026-07-10',
  checkOutDate: '2026-07-14',
  birthPlace: 'Lyon',
  idExpiry: '2030-01-01',
  residenceCountry: 'FR',
  residenceAddress: '3 rue des Lilas, Lyon',
  profession: '',
  arrivingFrom: 'Paris',
  goingTo: 'Fes',
  phone: '',
  email: '',
  signedAt: '2026-07-09T18:00:00Z',
} as const;
const answer: DeclarationsAnswer = {
  date: '2026-07-10',
  propertyId: null,
  guests: [
    {
      ...stay,
      guestIndex: 1,
      firstName: 'Claire',
      lastName: 'Benali',
      sex: 'female',
      birthDate: '1988-04-02',
      nationality: 'FR',
      idType: 'passport',
      idNumber: '19AB12345',
    },
    {
      ...stay,
      guestIndex: 2,
      firstName: 'Youssef',
      lastName: 'Benali',
      sex: 'male',
      birthDate: '1986-01-20',
      nationality: 'MA',
      idType: 'cnie',
      idNumber: 'BE123456',
    },
  ],
  missing: [
    {
      bookingId: 'b-2',
      propertyName: 'Dar Atlas',
      guestName: 'Omar Haddad',
      status: 'partial',
      adults: 2,
      received: 1,
    },
  ],
};
const properties = {
  properties: [
    { id: 'p-1', name: 'Riad Yasmine', city: 'Marrakech', region: null, thumbnailUrl: null, photoCount: 0 },
    { id: 'p-2', name: 'Dar Atlas', city: 'Imlil', region: null, thumbnailUrl: null, photoCount: 0 },
  ],
  owners: [],
};

function answerWith(declarations: () => DeclarationsAnswer) {
  call.mockImplementation(async (name: string) => (name === 'host-properties' ? properties : declarations()));
}

async function renderPage(
  route = '/host/declarations?date=2026-07-10',
  language: RenderWithAppOptions['language'] = 'en',
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  const view = await renderWithApp(
    <QueryClientProvider client={client}>
      <DeclarationsPage />
    </QueryClientProvider>,
    { route, language },
  );
  return { ...view, user: userEvent.setup() };
}

const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  call.mockReset();
  files.download.mockReset();
  files.save.mockReset();
  setOnline(true);
});

describe('DeclarationsPage', () => {
  it('lists the day’s adults with their documents, and the bookings whose forms are missing', async () => {
    answerWith(() => answer);
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest declarations' })).toBeInTheDocument();
    const arriving = await screen.findByRole('region', { name: 'Arriving on Jul 10, 2026' });
    expect(within(arriving).getByText('2 adults to declare')).toBeInTheDocument();
    const table = within(arriving).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Claire Benali');
    expect(rows[1]).toHaveTextContent('Main guest');
    expect(rows[1]).toHaveTextContent('France');
    expect(rows[1]).toHaveTextContent('Passport19AB12345');
    expect(rows[2]).toHaveTextContent('Moroccan ID card (CNIE)BE123456');
    expect(rows[2]).toHaveTextContent('Morocco');
    expect(rows[2]).toHaveTextContent('Jul 10, 2026 – Jul 14, 2026');

    const missing = screen.getByRole('region', { name: 'Missing check-ins' });
    expect(missing).toHaveTextContent('Omar Haddad');
    expect(missing).toHaveTextContent('Online check-in: partial');
    expect(missing).toHaveTextContent('1 of 2 forms');
    expect(within(missing).getByRole('link', { name: 'Open booking: Omar Haddad' })).toHaveAttribute(
      'href',
      '/host/guests?booking=b-2',
    );
    expect(call).toHaveBeenCalledWith(
      'host-declarations',
      { date: '2026-07-10', format: 'json' },
      expect.anything(),
    );
  });

  it('opens on today in Morocco and asks again for the property chosen', async () => {
    answerWith(() => answer);
    const { user } = await renderPage('/host/declarations');
    const today = dayIn(new Date(), 'Africa/Casablanca');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'host-declarations',
        { date: today, format: 'json' },
        expect.anything(),
      ),
    );
    const select = await screen.findByRole('combobox', { name: 'Property' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, 'p-2');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'host-declarations',
        { date: today, propertyId: 'p-2', format: 'json' },
        expect.anything(),
      ),
    );
  });

  it('reads another day picked on the calendar', async () => {
    answerWith(() => answer);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Arrival day' }));
    await user.click(await screen.findByRole('button', { name: '15 July 2026', hidden: true }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'host-declarations',
        { date: '2026-07-15', format: 'json' },
        expect.anything(),
      ),
    );
  });

  it('downloads the CSV and the PDF of the day shown, through the browser’s downloads', async () => {
    answerWith(() => answer);
    const file = { blob: new Blob(['x']), filename: 'declaration-2026-07-10.csv' };
    files.download.mockResolvedValue(file);
    const { user } = await renderPage();
    await screen.findByRole('region', { name: 'Arriving on Jul 10, 2026' });
    expect(
      screen.getByText(
        '1 booking has not finished online check-in: its missing guests are not in the files.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files.save).toHaveBeenCalledWith(file));
    expect(files.download).toHaveBeenCalledWith(
      'host-declarations',
      { date: '2026-07-10', format: 'csv' },
      'declaration-2026-07-10.csv',
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(files.download).toHaveBeenLastCalledWith(
        'host-declarations',
        { date: '2026-07-10', format: 'pdf' },
        'declaration-2026-07-10.pdf',
      ),
    );
  });

  it('says a failed download’s cause', async () => {
    answerWith(() => answer);
    files.download.mockRejectedValue(new HostFunctionError('server', 'No key', 503, 'not_configured'));
    const { user } = await renderPage();
    await screen.findByRole('region', { name: 'Arriving on Jul 10, 2026' });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Declarations need the encryption key on the server. Ask the Rihla team to set it.',
    );
  });

  it('turns the downloads off, with the reason, when nobody arrives that day', async () => {
    answerWith(() => ({ ...answer, guests: [], missing: [] }));
    await renderPage();
    expect(await screen.findByText('Nobody checks in on Jul 10, 2026.')).toBeInTheDocument();
    expect(screen.getByText('Every booking arriving that day has checked in online.')).toBeInTheDocument();
    for (const name of ['Download CSV', 'Download PDF']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByText('Nobody to declare on this day: nothing to download.')).toBeInTheDocument();
  });

  it('explains a server without the encryption key', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'host-properties') return properties;
      throw new HostFunctionError('server', 'No key', 503, 'not_configured');
    });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Declarations need the encryption key on the server. Ask the Rihla team to set it.',
    );
  });

  it('offline, keeps the last loaded day readable and says downloads need a connection', async () => {
    call.mockImplementation(async () => {
      throw new HostFunctionError('network', 'offline');
    });
    setOnline(false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(
      hostQueryKey(null, 'host-declarations', { date: '2026-07-10', format: 'json' }),
      answer,
      { updatedAt: Date.parse('2026-07-10T08:00:00Z') },
    );
    await renderPage('/host/declarations?date=2026-07-10', 'en', client);
    expect(await screen.findAllByText('Claire Benali')).not.toHaveLength(0);
    expect(screen.getByText(/^You're offline\. Showing the data last updated/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByText('Downloads need a connection.')).toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    answerWith(() => answer);
    await renderPage('/host/declarations?date=2026-07-10', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تصاريح الضيوف' })).toBeInTheDocument();
    expect(await screen.findByText('تسجيلات الوصول الناقصة')).toBeInTheDocument();
    expect(screen.getAllByText('BE123456')[0]).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'تنزيل PDF' })).toBeEnabled();
  });
});
