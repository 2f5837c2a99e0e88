import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/i18n/languages';
import { HostFunctionError } from '@/lib/host-functions';
import { renderWithApp } from '@/test/render';
import { PropertyAutomatedMessages } from './property-automated-messages';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

const propertyId = '3f0c8a52-9f1e-4a43-9a57-0c6f1c2f7b11';
const settings = {
  propertyId,
  enabled: [
    'booking_confirmed',
    'before_arrival',
    'door_code_released',
    'arrival_morning',
    'checkout_morning',
  ],
  daysBeforeArrival: 3,
  reviewUrl: null,
};
const settingsOf = (role: 'owner' | 'team') => ({
  profile: { displayName: 'Rihla', email: 'team@rihla.example', phone: '', language: 'en', role },
  properties: [],
  preferences: {},
});

function serve(role: 'owner' | 'team', save: (body: Record<string, unknown>) => unknown = (body) => body) {
  call.mockImplementation(async (name: string, body: { action: string }) => {
    if (name === 'host-settings') return settingsOf(role);
    if (body.action === 'property-settings') return settings;
    const { action: _action, ...rest } = body as Record<string, unknown>;
    return save(rest);
  });
}

async function open(language: LanguageCode = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithApp(
    <QueryClientProvider client={client}>
      <PropertyAutomatedMessages propertyId={propertyId} />
    </QueryClientProvider>,
    { language },
  );
}

const saves = () => call.mock.calls.filter(([, body]) => body.action === 'save-property-settings');

afterEach(() => call.mockReset());

describe("The property editor's Automated messages", () => {
  it('turns an event on, sets the days and the review link, and saves them (team)', async () => {
    serve('team');
    await open();
    const user = userEvent.setup();
    const thanks = await screen.findByRole('switch', { name: /^The day after check-out/ });
    expect(thanks).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Booking confirmed/ })).toBeChecked();
    await user.click(thanks);
    await user.click(screen.getByRole('switch', { name: /^Door code released/ }));
    const days = screen.getByRole('textbox', { name: 'Days before check-in' });
    await user.clear(days);
    await user.type(days, '5');
    await user.type(screen.getByRole('textbox', { name: 'Review link' }), 'https://g.page/r/riad-yasmine');
    await user.click(screen.getByRole('button', { name: 'Save automated messages' }));
    expect(saves()[0]?.[1]).toEqual({
      action: 'save-property-settings',
      propertyId,
      enabled: [
        'booking_confirmed',
        'before_arrival',
        'arrival_morning',
        'checkout_morning',
        'after_checkout',
      ],
      daysBeforeArrival: 5,
      reviewUrl: 'https://g.page/r/riad-yasmine',
    });
    expect(await screen.findByText('Automated messages saved.')).toBeInTheDocument();
  });

  it('refuses a review link without https and days out of 1 to 30, before asking the server', async () => {
    serve('team');
    await open();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Review link' }), 'http://example.com/review');
    const days = screen.getByRole('textbox', { name: 'Days before check-in' });
    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Save automated messages' }));
    expect(
      screen.getByText('The review link must be a web address starting with https://.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Between 1 and 30 days.')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it("shows the server's refusal of the review link, translated", async () => {
    serve('team', () => {
      throw new HostFunctionError('refused', 'bad link', 400, 'invalid_review_url');
    });
    await open('es');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Enlace de reseñas' }), 'https://localhost');
    await user.click(screen.getByRole('button', { name: 'Guardar mensajes automáticos' }));
    expect(
      await screen.findByText('El enlace de reseñas debe ser una dirección web que empiece por https://.'),
    ).toBeInTheDocument();
  });

  it('is read-only for an owner', async () => {
    serve('owner');
    await open();
    expect(await screen.findByRole('switch', { name: /^Booking confirmed/ })).toBeDisabled();
    expect(await screen.findByText('Only the Rihla team changes these settings.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Review link' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save automated messages' })).toBeNull();
  });
});
