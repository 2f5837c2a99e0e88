import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/i18n/languages';
import { HostFunctionError } from '@/lib/host-functions';
import { renderWithApp } from '@/test/render';
import AutomatedMessagesPage from './automated-messages-page';

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

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

// The server answers the events out of order: the screen shows them in the stay's order.
const events = [
  'after_checkout',
  'booking_confirmed',
  'before_arrival',
  'door_code_released',
  'arrival_morning',
  'checkout_morning',
] as const;
const english = (event: string) => ({
  language: 'en',
  subject: `Subject of ${event}`,
  text: `Hello {firstName}, ${event}.`,
  isDefault: true,
  updatedAt: null,
});
const templates = events.map((event) => ({
  event,
  languages: [
    english(event),
    {
      language: 'fr',
      subject: `Objet ${event}`,
      text: `Bonjour {firstName}`,
      isDefault: true,
      updatedAt: null,
    },
    { language: 'es', subject: null, text: null, isDefault: false, updatedAt: '2026-03-01T10:00:00Z' },
    { language: 'ar', subject: `موضوع`, text: `مرحبا {firstName}`, isDefault: true, updatedAt: null },
  ],
}));
const placeholders = ['firstName', 'property', 'checkInDate', 'link', 'reviewLink'];
const settingsOf = (role: 'owner' | 'team') => ({
  profile: { displayName: 'Rihla', email: 'team@rihla.example', phone: '', language: 'en', role },
  properties: [],
  preferences: {},
});

type Body = { action: string; event?: string; language?: string; text?: string | null; reset?: boolean };

function serve(role: 'owner' | 'team', writes: (body: Body) => unknown = () => undefined) {
  call.mockImplementation(async (name: string, body: Body) => {
    if (name === 'host-settings') return settingsOf(role);
    if (body.action === 'templates') return { templates, placeholders };
    return writes(body);
  });
}

async function open(language: LanguageCode = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithApp(
    <QueryClientProvider client={client}>
      <AutomatedMessagesPage />
    </QueryClientProvider>,
    { route: '/host/messages/automated', language },
  );
}

const card = (name: string) => screen.getByRole('region', { name });
const bookingConfirmed = async () => {
  await screen.findByRole('heading', { name: 'Booking confirmed' });
  return card('Booking confirmed');
};

afterEach(() => call.mockReset());

describe('Automated messages (team)', () => {
  it('lists the six events in the stay order, each with its four languages', async () => {
    serve('team');
    await open();
    await screen.findByRole('heading', { name: 'Booking confirmed' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Booking confirmed',
      'Days before check-in',
      'Door code released',
      'Arrival day, morning',
      'Check-out day, morning',
      'The day after check-out',
    ]);
    const tabs = within(card('Booking confirmed')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'English',
      'Français',
      'EspañolEnglish sent',
      'العربية',
    ]);
  });

  it('puts a placeholder at the cursor, then saves the English text', async () => {
    serve('team', (body) =>
      body.action === 'save-template'
        ? { ...templates[1], languages: [{ ...english('x'), text: body.text, isDefault: false }] }
        : undefined,
    );
    await open();
    const user = userEvent.setup();
    const section = await bookingConfirmed();
    const text = within(section).getAllByRole('textbox', { name: 'Text' })[0] as HTMLTextAreaElement;
    await user.clear(text);
    await user.type(text, 'Welcome  to your stay');
    text.setSelectionRange(8, 8);
    await user.click(within(section).getAllByRole('button', { name: "Insert Guest's first name" })[0]!);
    expect(text).toHaveValue('Welcome {firstName} to your stay');
    expect(within(section).getAllByText('Unsaved changes')[0]).toBeInTheDocument();
    await user.click(within(section).getAllByRole('button', { name: 'Save' })[0]!);
    expect(call).toHaveBeenCalledWith(
      'host-automated-messages',
      expect.objectContaining({
        action: 'save-template',
        event: 'booking_confirmed',
        language: 'en',
        subject: 'Subject of booking_confirmed',
        text: 'Welcome {firstName} to your stay',
      }),
    );
    expect(await screen.findByText('Booking confirmed (English) saved.')).toBeInTheDocument();
  });

  it('says when a language has no text, and the preview says the English one is sent', async () => {
    serve('team', (body) =>
      body.action === 'preview'
        ? {
            subject: 'Your booking',
            text: 'Hello Amina, your stay at Riad Yasmine.',
            language: 'en',
            fellBackToEnglish: true,
          }
        : undefined,
    );
    await open();
    const user = userEvent.setup();
    const section = await bookingConfirmed();
    await user.click(within(section).getByRole('tab', { name: /Español/ }));
    const panel = within(section).getByRole('tabpanel');
    expect(within(panel).getByText('No Spanish text: the English one is sent.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    const preview = await within(panel).findByRole('region', { name: 'As the guest reads it' });
    expect(preview).toHaveTextContent('No Spanish text: the English one is sent.');
    expect(preview).toHaveTextContent('Hello Amina, your stay at Riad Yasmine.');
    expect(call).toHaveBeenCalledWith('host-automated-messages', {
      action: 'preview',
      event: 'booking_confirmed',
      language: 'es',
      subject: null,
      text: null,
    });
  });

  it('shows the server refusals under the text, translated', async () => {
    serve('team', (body) => {
      if (body.language === 'en') throw new HostFunctionError('refused', 'english', 400, 'english_required');
      throw new HostFunctionError('refused', 'unknown', 400, 'unknown_placeholder');
    });
    await open('fr');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Réservation confirmée' });
    const section = card('Réservation confirmée');
    const english = within(section).getAllByRole('textbox', { name: 'Texte' })[0]!;
    await user.clear(english);
    await user.click(within(section).getAllByRole('button', { name: 'Enregistrer' })[0]!);
    expect(
      await within(section).findByText(
        'Le texte anglais ne peut pas être vide : toutes les autres langues se rabattent sur lui.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('tab', { name: 'Français' }));
    const panel = within(section).getByRole('tabpanel');
    await user.type(within(panel).getByRole('textbox', { name: 'Texte' }), ' {{prenom}');
    await user.click(within(panel).getByRole('button', { name: 'Aperçu' }));
    expect(
      await within(panel).findByText(
        'Ce texte contient un champ inconnu. Utilisez seulement ceux listés sous le texte.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Automated messages (owner)', () => {
  it('reads the texts and previews them, with nothing to save', async () => {
    serve('owner', () => ({ subject: 'S', text: 'Bonjour Amina', language: 'fr', fellBackToEnglish: false }));
    await open();
    const section = await bookingConfirmed();
    expect(await screen.findByText(/Only the Rihla team edits these texts/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(section).queryByRole('button', { name: "Reset to Rihla's text" })).toBeNull();
    expect(within(section).getAllByRole('textbox', { name: 'Text' })[0]).toHaveAttribute('readonly');
    await userEvent.setup().click(within(section).getAllByRole('button', { name: 'Preview' })[0]!);
    expect(await within(section).findByText('Bonjour Amina')).toBeInTheDocument();
  });

  it('is in Arabic, right to left, on an Arabic page', async () => {
    serve('owner');
    await open('ar');
    expect(await screen.findByRole('heading', { name: 'تأكيد الحجز' })).toBeInTheDocument();
    expect(screen.getByText(/فريق رحلة وحده يعدّل هذه النصوص/)).toBeInTheDocument();
    // Each language's text is written in its own direction (Mantine sets it on the field's wrapper):
    // English left to right, Arabic right to left, on an Arabic page. Tabs keep every panel mounted.
    const section = card('تأكيد الحجز');
    const english = within(section).getByRole('textbox', { name: 'النص' });
    expect(english.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.setup().click(within(section).getByRole('tab', { name: /العربية/ }));
    const arabic = within(section).getByRole('textbox', { name: 'النص' });
    expect(arabic).not.toBe(english);
    expect(arabic.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
