/**
 * The service worker's push script (public/push-sw.js, issue 44), its pure parts run in a sandbox
 * standing in for the worker's global: each notice's text in the device's language (Arabic right to
 * left), the tag per conversation, and the screen a tap opens (never another site).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

interface Shown {
  title: string;
  options: { body: string; lang: string; dir: string; tag: string; icon: string; data: { url: string } };
}
interface PushParts {
  notificationFor(notice: unknown): Shown;
  urlFor(notice: unknown): string;
}

function load(): PushParts {
  const self: Record<string, unknown> = { addEventListener: () => undefined };
  runInNewContext(readFileSync('public/push-sw.js', 'utf8'), { self, URL, Object });
  return self.rihlaPush as PushParts;
}

const push = load();
const booking = 'b0000000-0000-4000-8000-000000000001';

describe('the push script of the service worker', () => {
  it("writes the door code's notice in the device's language, never the code, and opens the stay", () => {
    const params = { bookingId: booking, propertyName: 'Riad Yasmine' };
    const notice = { kind: 'doorCode', params, url: '/guest-portal', tag: `doorCode:${booking}` };
    const en = push.notificationFor({ ...notice, language: 'en' });
    expect(en.title).toBe('Your door code is ready');
    expect(en.options).toMatchObject({
      body: 'Riad Yasmine: open the app to see it.',
      lang: 'en',
      dir: 'ltr',
      tag: `doorCode:${booking}`,
      icon: '/icons/icon-192.png',
      data: { url: '/guest-portal' },
    });
    expect(push.notificationFor({ ...notice, language: 'fr' }).title).toBe('Votre code de porte est prêt');
    expect(push.notificationFor({ ...notice, language: 'es' }).title).toBe('Tu código de puerta está listo');
    const ar = push.notificationFor({ ...notice, language: 'ar' });
    expect(ar.title).toBe('رمز الباب جاهز');
    expect(ar.options).toMatchObject({ dir: 'rtl', lang: 'ar' });
    expect(push.notificationFor({ ...notice, language: 'de' }).options.lang).toBe('en');
  });

  it("names the guest and the property for the hosts, and a message's preview when it has one", () => {
    const paid = push.notificationFor({
      kind: 'extraPaid',
      params: { bookingId: booking, guestName: 'Amina Benali', propertyName: 'Riad Yasmine' },
      url: `/host/guests?booking=${booking}`,
      language: 'en',
    });
    expect(paid.title).toBe('Extra paid');
    expect(paid.options.body).toBe('Amina Benali · Riad Yasmine');
    const message = push.notificationFor({
      kind: 'guestMessage',
      params: {
        bookingId: booking,
        guestName: 'Amina',
        propertyName: 'Riad Yasmine',
        preview: 'Where do I park?',
      },
      url: `/host/messages?booking=${booking}`,
      language: 'fr',
      tag: `message:${booking}`,
    });
    expect(message.title).toBe('Message de Amina');
    expect(message.options).toMatchObject({
      body: 'Where do I park?',
      data: { url: `/host/messages?booking=${booking}` },
    });
    const burst = push.notificationFor({
      kind: 'inquiry',
      params: {},
      url: '/host/inquiries',
      language: 'es',
    });
    expect(burst.title).toBe('Nuevas solicitudes');
  });

  it("opens only this app's screens: another site's address falls back to the notice's side of the app", () => {
    expect(push.urlFor({ kind: 'inquiry', url: '/host/inquiries?id=7' })).toBe('/host/inquiries?id=7');
    expect(push.urlFor({ kind: 'doorCode', url: 'https://evil.example/' })).toBe('/guest-portal');
    expect(push.urlFor({ kind: 'hostReply', url: '//evil.example/x' })).toBe('/guest-portal');
    expect(push.urlFor({ kind: 'extraPaid', url: 'javascript:alert(1)' })).toBe('/host/dashboard');
    expect(push.urlFor({})).toBe('/host/dashboard');
  });
});
