import type { HostIcalFeeds, IcalFeed } from '@shared/host-api-types-ical.ts';
import type { HostPropertyDetails } from '@shared/host-api-types-properties.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostFunctionError } from '@/lib/host-functions';
import { type RenderWithAppOptions, renderWithApp } from '@/test/render';
import PropertyEditorPage from './property-editor-page';

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

// The one door to the host functions (JSON calls and uploads), answered here.
const door = vi.hoisted(() => ({ call: vi.fn(), upload: vi.fn() }));
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: door.call,
}));
// An upload's body as the form the function receives, sent through the same door.
vi.mock('@/lib/host-upload', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/host-upload')>();
  const { functionOf } = await import('@/lib/calls');
  return {
    ...actual,
    uploadHost: (ref: string, body: object, options: unknown) =>
      door.upload(functionOf(ref), actual.formOf(body), options),
  };
});

const propertyId = '6bb0a39d-615d-45a1-87a2-238a7433a98e';
const photo = (index: number) => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  position: index,
  caption: index === 0 ? 'The blue door' : '',
  captionLanguages: {},
  url: `/guide/${index}.webp`,
  thumbnailUrl: `/guide/${index}-small.webp`,
  width: 1600,
  height: 1200,
});
const property: HostPropertyDetails = {
  id: propertyId,
  ownerId: 'owner-1',
  name: 'Riad Yasmine',
  address: '12 Derb Sidi Bouloukat, Marrakech',
  city: 'Marrakech',
  wifiNetwork: 'Rihla Guest',
  wifiPassword: 'mint-tea-4827',
  walkthroughUrl: '',
  recommendationsUrl: '',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: 'Africa/Casablanca',
  houseRules: '',
  houseRulesLanguages: {},
  codeReleaseHours: 48,
  codeRequiresCheckIn: true,
  arrivalMethod: 'smart_lock',
  hostPhone: '+212 661 234 567',
  photos: [photo(0), photo(1)],
  upcomingBookings: 0,
};
const feed: IcalFeed = {
  id: 'f0000000-0000-4000-8000-000000000001',
  propertyId,
  url: 'https://www.airbnb.com/calendar/ical/48213377.ics?s=5f1c',
  source: 'airbnb',
  label: 'Whole riad',
  lastAttemptAt: null,
  lastSuccessAt: null,
  lastError: null,
  lastErrorDetail: null,
  conflicts: [],
  createdAt: '2026-11-20T10:00:00Z',
};
const feeds = (...list: IcalFeed[]): HostIcalFeeds => ({
  propertyId,
  propertyName: property.name,
  exportToken: 'secret-export-token',
  feeds: list,
});

type Reply = (body: Record<string, unknown>) => unknown;

/** The caller's Settings: a new property's host phone starts as the profile's. */
const settings = {
  profile: {
    displayName: 'Youssef Amrani',
    email: 'owner@rihla.test',
    phone: '+212 668 902 417',
    language: 'en',
    role: 'owner',
  },
  properties: [],
  preferences: {},
};

/** What the server holds now (an upload adds to it). */
const server = { property };

/** Answers the editor's reads (the property, its feeds) and `writes` by `function:action`. */
function answer(writes: Record<string, Reply> = {}, feedList: () => HostIcalFeeds = () => feeds(feed)) {
  door.call.mockImplementation(async (name: string, body: Record<string, unknown>) => {
    const key = `${name}:${String(body.action)}`;
    if (writes[key]) return writes[key](body);
    if (key === 'host-properties:get') return { property: server.property };
    if (key === 'host-properties:list') return { properties: [], owners: [] };
    if (key === 'host-ical-feeds:list') return feedList();
    if (key === 'host-settings:get') return settings;
    throw new Error(`unexpected ${key}`);
  });
}

async function renderEditor(
  route = `/host/properties/${propertyId}`,
  language: RenderWithAppOptions['language'] = 'en',
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = await renderWithApp(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/host/properties/new" element={<PropertyEditorPage />} />
        <Route path="/host/properties/:propertyId" element={<PropertyEditorPage />} />
        <Route path="/host/settings" element={<p>Settings</p>} />
      </Routes>
    </QueryClientProvider>,
    { route, language },
  );
  return { ...view, user: userEvent.setup() };
}

const sent = () =>
  door.call.mock.calls.map(([name, body]) => `${name}:${(body as { action: string }).action}`);

afterEach(() => {
  localStorage.clear();
  server.property = property;
  door.call.mockReset();
  door.upload.mockReset();
});

// The whole editor re-renders on each key typed: 2 to 5 s a test alone, over 20 s beside a loaded
// machine's other workers, so these tests get a minute each.
describe('PropertyEditorPage', { timeout: 60_000 }, () => {
  it('refuses a HEIC photo before any upload and explains why, while the JPEG picked with it is added', async () => {
    answer();
    door.upload.mockImplementation(
      async (_name: string, _form: FormData, options: { onProgress?: (p: number) => void }) => {
        options.onProgress?.(0.5);
        server.property = { ...property, photos: [...property.photos, photo(2)] };
        return { propertyId, photos: server.property.photos };
      },
    );
    const { container } = await renderEditor();
    expect(await screen.findByRole('textbox', { name: 'Caption for step 1' })).toHaveValue('The blue door');
    const camera = container.querySelector<HTMLInputElement>('input[type="file"]:not([multiple])');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');

    const picker = container.querySelector<HTMLInputElement>(
      'input[type="file"][multiple]',
    ) as HTMLInputElement;
    const heic = new File([new Uint8Array(2048)], 'IMG_0042.HEIC', { type: 'image/heic' });
    const jpeg = new File([new Uint8Array(2048)], 'door.jpg', { type: 'image/jpeg' });
    fireEvent.change(picker, { target: { files: [heic, jpeg] } });

    expect(
      await screen.findByText(
        'HEIC photos are not supported: set the camera to “Most Compatible”, or share the photo as JPEG.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Caption for step 3' })).toBeInTheDocument();
    expect(door.upload).toHaveBeenCalledTimes(1);
    expect(door.upload.mock.calls[0]?.[0]).toBe('host-property-photos');
    const form = door.upload.mock.calls[0]?.[1] as FormData;
    expect(form.get('propertyId')).toBe(propertyId);
    expect((form.get('photo') as File).name).toBe('door.jpg');
  });

  it('shows why Sync now failed, in the result and on the feed, with the time of the attempt', async () => {
    const failed: IcalFeed = {
      ...feed,
      lastAttemptAt: '2026-11-26T09:30:00Z',
      lastError: 'timeout',
      lastErrorDetail: 'no answer in 10 s',
    };
    let synced = false;
    answer(
      {
        'host-ical-feeds:syncNow': (body) => {
          expect(body).toEqual({ action: 'syncNow', feedId: feed.id });
          synced = true;
          const result = {
            feedId: feed.id,
            ok: false,
            error: 'timeout',
            bookings: { added: 0, updated: 0, cancelled: 0 },
            blocks: { added: 0, updated: 0, removed: 0 },
            conflicts: 0,
          };
          return { ...feeds(failed), results: [result] };
        },
      },
      () => (synced ? feeds(failed) : feeds(feed)),
    );
    const { user } = await renderEditor();
    expect(await screen.findByText('Not synced yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText("The channel didn't answer in time.")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync now, Whole riad' }));

    expect(await screen.findByText('Sync failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText("The channel didn't answer in time.")).toHaveLength(2));
    expect(screen.getByText(/^Last sync failed \(Nov 26, /)).toBeInTheDocument();
  });

  it('lists the reservations a feed could not import, each with the booking it collides with', async () => {
    const conflicted: IcalFeed = {
      ...feed,
      lastAttemptAt: '2026-11-26T09:30:00Z',
      lastSuccessAt: '2026-11-26T09:30:00Z',
      conflicts: [
        {
          uid: 'abc@airbnb.com',
          checkIn: '2026-12-10',
          checkOut: '2026-12-13',
          with: {
            bookingId: 'b0000000-0000-4000-8000-000000000009',
            name: 'Amina Benali',
            source: 'direct',
            checkIn: '2026-12-11',
            checkOut: '2026-12-14',
          },
        },
      ],
    };
    answer({}, () => feeds(conflicted));
    await renderEditor();
    expect(await screen.findByText('Not imported: these dates overlap another booking')).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: "Amina Benali's booking (Direct, Dec 11, 2026 – Dec 14, 2026)",
    });
    expect(link).toHaveAttribute('href', '/host/bookings/b0000000-0000-4000-8000-000000000009');
    expect(screen.getByText(/^Dec 10, 2026 – Dec 13, 2026 collides with/)).toBeInTheDocument();
    expect(screen.getByText(/^Last synced Nov 26, /)).toBeInTheDocument();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Link for Airbnb' }).value).toMatch(
      /ical-export\?token=secret-export-token&channel=airbnb$/,
    );
  });

  it('explains a refused delete with the count the server gave, in the host’s language', async () => {
    answer({
      'host-properties:delete': () => {
        throw new HostFunctionError(
          'refused',
          'Riad Yasmine keeps 4 past or cancelled bookings (and their payments) for your records, so it cannot be deleted.',
          409,
          'has_booking_history',
        );
      },
    });
    const { user } = await renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Delete property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Riad Yasmine?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete property' }));

    expect(
      await screen.findByText(
        'Riad Yasmine keeps 4 past or cancelled bookings (and their payments) for your records, so it cannot be deleted.',
      ),
    ).toBeInTheDocument();
    expect(sent()).toContain('host-properties:delete');
    expect(screen.queryByText('Settings')).not.toBeInTheDocument();
  });

  it('explains upcoming bookings in Arabic with the right plural form', async () => {
    answer({
      'host-properties:delete': () => {
        throw new HostFunctionError(
          'refused',
          'Riad Yasmine has 2 upcoming bookings: cancel or move them first.',
          409,
          'has_upcoming_bookings',
        );
      },
    });
    const { user } = await renderEditor(`/host/properties/${propertyId}`, 'ar');
    await user.click(await screen.findByRole('button', { name: 'حذف العقار' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف Riad Yasmine؟' });
    await user.click(within(dialog).getByRole('button', { name: 'حذف العقار' }));
    expect(
      await screen.findByText('لدى Riad Yasmine حجزان قادمان: ألغِهما أو انقلهما أولًا.'),
    ).toBeInTheDocument();
  });

  it('checks the details before saving and sends nothing while a field is wrong', async () => {
    answer();
    const { user } = await renderEditor();
    const name = await screen.findByRole('textbox', { name: /^Property name/ });
    await user.clear(name);
    await user.type(screen.getByRole('textbox', { name: /^Walkthrough video/ }), 'youtube.com/watch');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText("Enter the property's name (at most 120 characters)."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter a web address starting with https://, or leave it empty.'),
    ).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(sent()).not.toContain('host-properties:update');
  });

  it('sets when the door code is released, says what it means for guests, and saves only that', async () => {
    answer({
      'host-properties:update': (body) => ({ property: { ...property, ...body } }),
    });
    const { user } = await renderEditor();
    const hours = await screen.findByRole('textbox', { name: 'Hours before check-in' });
    expect(hours).toHaveValue('48');
    const required = screen.getByRole('switch', { name: /Online check-in required first/ });
    expect(required).toBeChecked();
    const summary = screen.getByTestId('release-summary');
    const plain = () => summary.textContent?.replace(/[\u2066-\u2069]/g, '');
    expect(plain()).toBe(
      'Guests see the door code 2 days before check-in (15:00, Africa/Casablanca), once their online check-in is complete.',
    );
    await user.clear(hours);
    await user.type(hours, '168');
    await user.click(required);
    expect(plain()).toBe(
      'Guests see the door code 7 days before check-in (15:00, Africa/Casablanca), whether or not they have checked in online.',
    );
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(door.call).toHaveBeenCalledWith('host-properties', {
        action: 'update',
        propertyId,
        codeReleaseHours: 168,
        codeRequiresCheckIn: false,
      }),
    );
  });

  it('changes the way in and the host phone, hides the code release when the host meets the guests, and saves only those', async () => {
    answer({
      'host-properties:update': (body) => ({ property: { ...property, ...body } }),
    });
    const { user } = await renderEditor();
    const smartLock = await screen.findByRole('radio', { name: /Smart lock with a code/ });
    expect(smartLock).toBeChecked();
    const phone = screen.getByRole('textbox', { name: /^Host phone/ });
    expect(phone).toHaveValue('+212 661 234 567');
    expect(screen.getByText(/Left empty, guests see Rihla's number/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Host meets the guests/ }));
    expect(screen.queryByRole('textbox', { name: 'Hours before check-in' })).not.toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '0662');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(/Start with \+ and the country code/)).toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(sent()).not.toContain('host-properties:update');
    await user.clear(phone);
    await user.type(phone, ' +212  662 345 678 ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(door.call).toHaveBeenCalledWith('host-properties', {
        action: 'update',
        propertyId,
        arrivalMethod: 'host_meets',
        hostPhone: '+212 662 345 678',
      }),
    );
  });

  it('starts a new property’s host phone as the owner’s profile phone, in Arabic too', async () => {
    answer();
    await renderEditor('/host/properties/new', 'ar');
    const phone = await screen.findByRole('textbox', { name: /^هاتف المضيف/ });
    await waitFor(() => expect(phone).toHaveValue('+212 668 902 417'));
    expect(screen.getByRole('radio', { name: /قفل ذكي برمز/ })).toBeChecked();
  });

  it('refuses release hours beyond 30 days', async () => {
    answer();
    const { user } = await renderEditor();
    const hours = await screen.findByRole('textbox', { name: 'Hours before check-in' });
    await user.clear(hours);
    await user.type(hours, '721');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter a whole number of hours from 0 to 720.')).toBeInTheDocument();
    expect(hours).toHaveFocus();
    expect(sent()).not.toContain('host-properties:update');
  });

  it('creates a property, then opens its editor', async () => {
    const created = {
      ...property,
      id: '7c000000-0000-4000-8000-000000000007',
      name: 'Dar Atlas',
      photos: [],
    };
    answer({
      'host-properties:create': () => ({ property: created }),
      'host-properties:get': () => ({ property: created }),
    });
    const { user } = await renderEditor('/host/properties/new');
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), ' Dar Atlas ');
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'Imlil');
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dar Atlas' })).toBeInTheDocument();
    expect(door.call).toHaveBeenCalledWith(
      'host-properties',
      expect.objectContaining({
        action: 'create',
        name: 'Dar Atlas',
        address: 'Imlil',
        timeZone: 'Africa/Casablanca',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Add photos' })).toBeInTheDocument();
  });

  it('asks before leaving typed details, and offers them back as a draft on return', async () => {
    answer();
    const first = await renderEditor();
    const city = await screen.findByRole('textbox', { name: /^City/ });
    await first.user.clear(city);
    await first.user.type(city, 'Fès');
    await first.user.click(screen.getByRole('link', { name: 'Back to Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Settings')).toBeInTheDocument();
    first.unmount();

    const { user } = await renderEditor();
    expect(await screen.findByText(/^You have unsaved changes from /)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Marrakech');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Fès');
  });
});
