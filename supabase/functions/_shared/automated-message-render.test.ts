/**
 * Rendering an automated message (issue 45): placeholders filled, dates and times in the guest's
 * language, the English text (flagged) when a language has none, the review line left out without
 * a review link, and unknown placeholders found for save-template to refuse.
 */
import { describe, expect, it } from 'vitest';
import { automatedMessageDefaults } from './automated-message-defaults.ts';
import {
  renderAutomatedMessage,
  type StayValues,
  type StoredTemplate,
  unknownPlaceholders,
} from './automated-message-render.ts';
import {
  automatedMessageEvents,
  automatedMessageLanguages,
} from './contracts/host-automated-messages.contract.ts';

const stay: StayValues = {
  firstName: 'Amina',
  property: 'Riad Yasmine',
  checkInDate: '2026-06-10',
  checkOutDate: '2026-06-14',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  link: 'https://stays.example/s/abc',
  codeReleaseAt: new Date('2026-06-08T14:00:00Z'),
  timeZone: 'Africa/Casablanca',
  reviewLink: 'https://g.page/r/riad-yasmine/review',
};
const defaults = (event: (typeof automatedMessageEvents)[number]): StoredTemplate[] =>
  automatedMessageLanguages.map((language) => ({ language, ...automatedMessageDefaults[event][language] }));

describe('rendering an automated message', () => {
  it('fills every placeholder of every default text, in each language, leaving no brace', () => {
    for (const event of automatedMessageEvents) {
      for (const language of automatedMessageLanguages) {
        const { subject, text, fellBackToEnglish } = renderAutomatedMessage(
          event,
          language,
          defaults(event),
          stay,
        );
        expect(`${subject}\n${text}`).not.toMatch(/[{}]/);
        expect(text).toContain('Amina');
        expect(subject).toContain('Riad Yasmine');
        expect(fellBackToEnglish).toBe(false);
      }
    }
  });

  it('writes dates and times in the guest’s language, the code’s release on the property’s clock', () => {
    const en = renderAutomatedMessage('booking_confirmed', 'en', defaults('booking_confirmed'), stay);
    expect(en.text).toContain('from Jun 10, 2026 to Jun 14, 2026');
    // 14:00 UTC is 15:00 in Casablanca in June.
    expect(en.text).toContain('from Jun 8, 2026, 3:00 PM.');
    expect(en.text).toContain('https://stays.example/s/abc');
    const fr = renderAutomatedMessage('before_arrival', 'fr', defaults('before_arrival'), stay);
    expect(fr.text).toContain('le 10 juin 2026, à partir de 15:00');
    expect(fr.subject).toBe('Riad Yasmine : enregistrez-vous en ligne avant d’arriver');
    const ar = renderAutomatedMessage('checkout_morning', 'ar', defaults('checkout_morning'), stay);
    expect(ar.language).toBe('ar');
    expect(ar.text).toContain('صباح الخير Amina');
  });

  it('leaves the review line out when the property has none, and the code line without a code', () => {
    const withLink = renderAutomatedMessage('after_checkout', 'es', defaults('after_checkout'), stay);
    expect(withLink.text).toContain('tu opinión nos ayuda mucho: https://g.page/r/riad-yasmine/review');
    const without = renderAutomatedMessage('after_checkout', 'es', defaults('after_checkout'), {
      ...stay,
      reviewLink: null,
    });
    expect(without.text).toBe(
      'Hola Amina:\nGracias por alojarte en Riad Yasmine. Esperamos que te hayas sentido como en casa y nos encantará recibirte de nuevo.',
    );
    const noCode = renderAutomatedMessage('booking_confirmed', 'en', defaults('booking_confirmed'), {
      ...stay,
      codeReleaseAt: null,
    });
    expect(noCode.text).not.toContain('door code');
    expect(noCode.text).toContain('We will write to you again before you arrive.');
  });

  it('falls back to English, and says so, when the guest’s language has no text', () => {
    const templates = defaults('arrival_morning').map((row) =>
      row.language === 'fr' ? { ...row, subject: null, text: null } : row,
    );
    const fr = renderAutomatedMessage('arrival_morning', 'fr', templates, stay);
    expect(fr).toMatchObject({
      language: 'en',
      fellBackToEnglish: true,
      subject: 'Welcome to Riad Yasmine today',
    });
    expect(fr.text).toContain('Check-in is from 3:00 PM');
    // An unknown language is English, and no fallback was needed to say so.
    expect(renderAutomatedMessage('arrival_morning', 'de', templates, stay).fellBackToEnglish).toBe(false);
  });

  it('takes the team’s text, and Rihla’s subject of the language when the team left it empty', () => {
    const templates = defaults('arrival_morning').map((row) =>
      row.language === 'es'
        ? { ...row, subject: null, text: '¡Hola {firstName}! Te esperamos a las {checkInTime}.' }
        : row,
    );
    expect(renderAutomatedMessage('arrival_morning', 'es', templates, stay)).toEqual({
      subject: 'Hoy llegas a Riad Yasmine',
      text: '¡Hola Amina! Te esperamos a las 15:00.',
      language: 'es',
      fellBackToEnglish: false,
    });
  });

  it('finds the placeholders it does not know', () => {
    expect(unknownPlaceholders('Hello {firstName}, see {link}')).toEqual([]);
    expect(unknownPlaceholders('Hello {name}, code {doorCode} {}')).toEqual(['name', 'doorCode', '']);
  });
});
