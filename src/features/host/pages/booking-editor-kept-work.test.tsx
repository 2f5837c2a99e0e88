import type { HostEditableBooking } from '@shared/host-api-types-bookings.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { type RenderWithAppOptions, renderWithApp } from '@/test/render';
import BookingEditorPage from './booking-editor-page';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

const booking: HostEditableBooking = {
  id: 'b-1',
  propertyId: 'p-1',
  propertyName: 'Riad Yasmine',
  firstName: 'Amina',
  lastName: 'El Idrissi',
  email: '',
  phone: '',
  checkIn: '2027-07-10',
  checkOut: '2027-07-14',
  guests: 3,
  source: 'direct',
  stayTotal: null,
  currency: 'EUR',
  doorCode: '',
  backupDoorCode: '',
  notes: '',
  status: 'confirmed',
  nameNeeded: false,
  externalUid: null,
  updatedAt: '2026-06-01T10:00:00.000Z',
};

/** Changes to the booking the next renders read (a stay that is over, for instance). */
const shown: { changes: Partial<HostEditableBooking> } = { changes: {} };

beforeEach(() => {
  call.mockImplementation(async (name: string, body: Record<string, unknown>) => {
    if (name === 'host-properties')
      return {
        properties: [
          {
            id: 'p-1',
            name: 'Riad Yasmine',
            city: 'Marrakech',
            region: null,
            thumbnailUrl: null,
            photoCount: 0,
          },
        ],
        owners: [],
      };
    if (body.action === 'get') return { booking: { ...booking, ...shown.changes } };
    if (body.action === 'update') return { booking: { ...booking, notes: String(body.notes ?? '') } };
    throw new Error(`unexpected ${name} ${String(body.action)}`);
  });
});
afterEach(() => {
  shown.changes = {};
  call.mockReset();
  localStorage.clear();
});

async function renderEditor(language: RenderWithAppOptions['language'] = 'en') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = await renderWithApp(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/host/bookings/:bookingId" element={<BookingEditorPage />} />
        <Route path="/host/guests" element={<p>Guests list</p>} />
      </Routes>
    </QueryClientProvider>,
    { route: '/host/bookings/b-1', language },
  );
  return { ...view, user: userEvent.setup() };
}

describe('BookingEditorPage keeps the host’s work', () => {
  it('asks before leaving with unsaved changes: Stay keeps the form, Leave goes', async () => {
    const { user } = await renderEditor();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Late arrival');
    await user.click(screen.getByRole('link', { name: 'Back to Guests' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Late arrival');

    await user.click(screen.getByRole('link', { name: 'Back to Guests' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Guests list')).toBeInTheDocument();
  });

  it('leaves without asking when nothing was changed', async () => {
    const { user } = await renderEditor();
    await screen.findByRole('textbox', { name: 'Notes' });
    await user.click(screen.getByRole('link', { name: 'Back to Guests' }));
    expect(await screen.findByText('Guests list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the unsaved changes back on return (Restore), and forgets them once saved', async () => {
    const first = await renderEditor();
    await first.user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Late arrival');
    expect(localStorage.getItem(STORAGE_KEYS.formDrafts)).toContain('Late arrival');
    cleanup();

    const { user } = await renderEditor();
    expect(await screen.findByText(/^You have unsaved changes from /)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Late arrival');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.formDrafts)).toBeNull());
  });

  it('Discard drops the kept draft (in Arabic)', async () => {
    const first = await renderEditor();
    await first.user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'x');
    cleanup();
    const { user } = await renderEditor('ar');
    expect(await screen.findByText(/^لديك تغييرات غير محفوظة من /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تجاهل' }));
    expect(screen.queryByText(/^لديك تغييرات غير محفوظة/)).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.formDrafts)).toBeNull();
  });

  it('warns before saving a stay that is over, and saves it on Save anyway', async () => {
    shown.changes = { checkIn: '2025-07-10', checkOut: '2025-07-14' };
    const { user } = await renderEditor();
    expect(await screen.findByText('This stay is over')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Paid cash');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /before today\. Check the dates: a stay that is over is saved without a door code\./,
    );
    expect(call.mock.calls.some(([, body]) => body.action === 'update')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(call.mock.calls.some(([, body]) => body.action === 'update')).toBe(true));
  });
});
