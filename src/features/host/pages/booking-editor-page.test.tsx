import type { HostEditableBooking } from '@shared/host-api-types-bookings.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostFunctionError } from '@/lib/host-functions';
import { type RenderWithAppOptions, renderWithApp } from '@/test/render';
import BookingEditorPage from './booking-editor-page';

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

// The one door to the host functions, answered here per action.
const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

const propertyList = {
  properties: [
    { id: 'p-1', name: 'Riad Yasmine', city: 'Marrakech', region: null, thumbnailUrl: null, photoCount: 0 },
    { id: 'p-2', name: 'Dar Anis', city: 'Essaouira', region: null, thumbnailUrl: null, photoCount: 0 },
  ],
  owners: [],
};

const saved: HostEditableBooking = {
  id: 'b-1',
  propertyId: 'p-1',
  propertyName: 'Riad Yasmine',
  firstName: 'Amina',
  lastName: 'El Idrissi',
  email: 'amina@example.com',
  phone: '+212 6 12 34 56 78',
  checkIn: '2026-07-10',
  checkOut: '2026-07-14',
  guests: 3,
  source: 'direct',
  stayTotal: 125050,
  currency: 'EUR',
  doorCode: '',
  backupDoorCode: '',
  notes: '',
  status: 'confirmed',
  nameNeeded: false,
  externalUid: null,
  updatedAt: '2026-06-01T10:00:00.000Z',
};

type Answer = (body: Record<string, unknown>) => unknown;

/** Answers host-properties' list, host-bookings' get with `booking`, and `others` by action. */
function answer(booking: HostEditableBooking, others: Record<string, Answer> = {}) {
  call.mockImplementation(async (name: string, body: Record<string, unknown>) => {
    if (name === 'host-properties') return propertyList;
    const action = String(body.action);
    if (action === 'get') return { booking };
    const reply = others[action];
    if (!reply) throw new Error(`unexpected ${name} ${action}`);
    return reply(body);
  });
}

async function renderEditor(route: string, language: RenderWithAppOptions['language'] = 'en') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = await renderWithApp(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/host/bookings/new" element={<BookingEditorPage />} />
        <Route path="/host/bookings/:bookingId" element={<BookingEditorPage />} />
        <Route path="/host/guests" element={<p>Guests</p>} />
      </Routes>
    </QueryClientProvider>,
    { route, language },
  );
  return { ...view, user: userEvent.setup() };
}

const sentActions = () =>
  call.mock.calls.map(([name, body]) => `${name}:${(body as { action?: string }).action}`);

// The stays here are ahead (a stay that is over asks before saving, issue 43): the tests' today is
// 2 June 2026; only Date is faked, the timers stay real.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-02T10:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  call.mockReset();
});

describe('BookingEditorPage', () => {
  it('refuses an incomplete booking with each field’s error in the host’s language, and sends nothing', async () => {
    answer(saved);
    const { user } = await renderEditor('/host/bookings/new', 'fr');
    const submit = await screen.findByRole('button', { name: 'Ajouter la réservation' });
    await user.type(screen.getByRole('textbox', { name: 'Code de la porte' }), '1234');
    await user.click(submit);
    expect(await screen.findByText('Choisissez un logement.')).toBeInTheDocument();
    expect(
      screen.getByText('Saisissez le nom du voyageur : il retrouve son séjour avec.'),
    ).toBeInTheDocument();
    expect(screen.getByText("Choisissez les dates d'arrivée et de départ.")).toBeInTheDocument();
    expect(
      screen.getByText('Ce code est trop facile à deviner. Choisissez-en un autre ou touchez Générer.'),
    ).toBeInTheDocument();
    expect(sentActions()).toEqual(['host-properties:list']);
  });

  it('adds a booking picked on the range calendar, then shows its door code and how the guest finds it', async () => {
    // The calendar opens on this month: the 10th to the 14th of it.
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long' }).format(now);
    const dayLabel = (day: number) => `${day} ${monthName} ${now.getFullYear()}`;
    const added = {
      ...saved,
      id: 'b-new',
      propertyId: 'p-2',
      propertyName: 'Dar Anis',
      firstName: '',
      lastName: 'Haddad',
      email: '',
      phone: '',
      checkIn: `${month}-10`,
      checkOut: `${month}-14`,
      guests: 2,
      stayTotal: null,
      doorCode: '4829',
      backupDoorCode: '730518',
    };
    answer(added, { create: () => ({ booking: added }) });
    const { user } = await renderEditor('/host/bookings/new');
    await user.click(await screen.findByLabelText(/^Property/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Dar Anis · Essaouira', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Haddad');
    await user.click(screen.getByRole('button', { name: 'Stay dates' }));
    await user.click(await screen.findByRole('button', { name: dayLabel(10), hidden: true }));
    await user.click(screen.getByRole('button', { name: dayLabel(14), hidden: true }));
    expect(await screen.findByText('4 nights')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Door code' }), '4829');
    await user.click(screen.getByRole('button', { name: 'Add booking' }));

    expect(await screen.findByText('Booking added')).toBeInTheDocument();
    expect(screen.getByText('4829')).toBeInTheDocument();
    // The server made the backup code (left empty): the host sees it with the door code.
    expect(screen.getByText('Backup code:')).toHaveTextContent('Backup code: 730518');
    // The address and the name are kept in their own direction (Unicode isolates, invisible).
    const howToFind = `The guest finds the stay at ${window.location.host}/guest-portal with the last name “Haddad” and the check-in date ${monthName.slice(0, 3)} 10, ${now.getFullYear()}.`;
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent?.replace(/[\u2066-\u2069]/g, '') === howToFind,
      ),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('host-bookings', {
      action: 'create',
      propertyId: 'p-2',
      firstName: '',
      lastName: 'Haddad',
      email: '',
      phone: '',
      checkIn: `${month}-10`,
      checkOut: `${month}-14`,
      guests: 2,
      source: 'direct',
      stayTotal: null,
      currency: 'EUR',
      doorCode: '4829',
      backupDoorCode: '',
      notes: '',
    });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('an overlap refusal names the booking it collides with and links to its editor', async () => {
    const conflict = {
      bookingId: 'b-9',
      name: 'Youssef Haddad',
      source: 'airbnb',
      checkIn: '2026-07-12',
      checkOut: '2026-07-15',
    };
    answer(saved, {
      update: () => {
        throw new HostFunctionError('refused', 'Overlap.', 409, 'booking_overlap', {
          error: 'Overlap.',
          code: 'booking_overlap',
          conflict,
        });
      },
    });
    const { user } = await renderEditor('/host/bookings/b-1');
    const lastName = await screen.findByRole('textbox', { name: 'Last name' });
    expect(lastName).toHaveValue('El Idrissi');
    await user.clear(lastName);
    await user.type(lastName, 'Bennani');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These dates overlap another booking of this property:');
    expect(alert).toHaveTextContent('Youssef Haddad');
    expect(alert).toHaveTextContent('Jul 12, 2026 – Jul 15, 2026 · Airbnb');
    expect(within(alert).getByRole('link', { name: 'Open that booking: Youssef Haddad' })).toHaveAttribute(
      'href',
      '/host/bookings/b-9',
    );
    expect(screen.getByText('These dates overlap another booking.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('host-bookings', {
      action: 'update',
      bookingId: 'b-1',
      lastName: 'Bennani',
    });
  });

  it('an overlap with an unnamed channel booking says its name is needed', async () => {
    answer(saved, {
      update: () => {
        throw new HostFunctionError('refused', 'Overlap.', 409, 'booking_overlap', {
          conflict: {
            bookingId: 'b-7',
            name: '',
            source: 'booking_com',
            checkIn: '2026-07-13',
            checkOut: '2026-07-16',
          },
        });
      },
    });
    const { user } = await renderEditor('/host/bookings/b-1', 'es');
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falta el nombre del huésped');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/host/bookings/b-7');
  });

  it('Generate fills the door code with the server’s code', async () => {
    answer(saved, { generateDoorCode: () => ({ doorCode: '507193' }) });
    const { user } = await renderEditor('/host/bookings/b-1');
    const doorCode = await screen.findByRole('textbox', { name: 'Door code' });
    expect(doorCode).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Generate a door code' }));
    await waitFor(() => expect(doorCode).toHaveValue('507193'));
    expect(call).toHaveBeenCalledWith('host-bookings', { action: 'generateDoorCode', length: 6 });
  });

  it('keeps a backup code beside the door code: generated, never the door code, none without a door code', async () => {
    answer(
      { ...saved, doorCode: '4829', backupDoorCode: '730518' },
      { generateBackupDoorCode: () => ({ doorCode: '615204' }) },
    );
    const { user } = await renderEditor('/host/bookings/b-1');
    const backup = await screen.findByRole('textbox', { name: 'Backup code' });
    expect(backup).toHaveValue('730518');
    await user.click(screen.getByRole('button', { name: 'Generate a backup code' }));
    await waitFor(() => expect(backup).toHaveValue('615204'));
    expect(call).toHaveBeenCalledWith('host-bookings', {
      action: 'generateBackupDoorCode',
      doorCode: '4829',
    });

    await user.clear(backup);
    await user.type(backup, '4829');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The backup code must differ from the door code.')).toBeInTheDocument();
    expect(sentActions()).not.toContain('host-bookings:update');

    await user.clear(screen.getByRole('textbox', { name: 'Door code' }));
    expect(backup).toBeDisabled();
    expect(backup).toHaveValue('');
    expect(
      screen.getByText('Add a door code first: the backup code opens the same door.'),
    ).toBeInTheDocument();
  });

  it('asks for the guest’s name on a channel booking without one', async () => {
    answer({
      ...saved,
      lastName: '',
      firstName: '',
      nameNeeded: true,
      externalUid: 'abc@airbnb.com',
      source: 'airbnb',
    });
    await renderEditor('/host/bookings/b-1');
    expect(
      await screen.findByText(/This booking came from Airbnb's calendar without the guest's name/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('shows a cancelled booking read-only, without Save or Cancel booking', async () => {
    answer({ ...saved, status: 'cancelled' });
    await renderEditor('/host/bookings/b-1');
    expect(await screen.findByText('Cancelled booking')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
