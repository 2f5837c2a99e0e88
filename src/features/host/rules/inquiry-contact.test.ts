import { describe, expect, it } from 'vitest';
import { firstNameOf, mailtoHref, replyLanguage, whatsAppHref, whatsAppNumber } from './inquiry-contact';

describe('replyLanguage', () => {
  it('answers in the sender’s language when the inquiry says which', () => {
    expect(replyLanguage('fr', 'en')).toBe('fr');
    expect(replyLanguage('ar', 'es')).toBe('ar');
  });
  it('else in the host’s language (its base code), else English', () => {
    expect(replyLanguage(null, 'es')).toBe('es');
    expect(replyLanguage(undefined, 'fr-FR')).toBe('fr');
    expect(replyLanguage('de', 'ar')).toBe('ar');
    expect(replyLanguage(null, 'de')).toBe('en');
  });
});

describe('firstNameOf', () => {
  it('greets the sender by the first word of the name', () => {
    expect(firstNameOf('  Karim   Tazi ')).toBe('Karim');
    expect(firstNameOf('Lucía')).toBe('Lucía');
  });
});

describe('whatsAppNumber', () => {
  it('keeps the digits of an international number', () => {
    expect(whatsAppNumber('+212 661-000 111')).toBe('212661000111');
    expect(whatsAppNumber('+34 612 345 678')).toBe('34612345678');
    expect(whatsAppNumber('0033 6 12 34 56 78')).toBe('33612345678');
  });
  it('gives a Moroccan local number its country code', () => {
    expect(whatsAppNumber('06 12 34 56 78')).toBe('212612345678');
    expect(whatsAppNumber('0712345678')).toBe('212712345678');
    expect(whatsAppNumber('05.22.48.09.00')).toBe('212522480900');
  });
  it('drops the home trunk 0 written after the country code', () => {
    expect(whatsAppNumber('+212 (0)6 61 00 01 11')).toBe('212661000111');
    expect(whatsAppNumber('+212 0661000111')).toBe('212661000111');
  });
  it('has no number to offer for nothing, or what cannot be a number', () => {
    expect(whatsAppNumber(null)).toBeNull();
    expect(whatsAppNumber('')).toBeNull();
    expect(whatsAppNumber('call me')).toBeNull();
    expect(whatsAppNumber('12345')).toBeNull();
    expect(whatsAppNumber('0123456789')).toBeNull();
    expect(whatsAppNumber('+1234567890123456')).toBeNull();
  });
});

describe('reply links', () => {
  it('opens WhatsApp with the number and the greeting prefilled, or offers none without a number', () => {
    expect(whatsAppHref('0612345678', 'Bonjour Youssef, & merci !')).toBe(
      'https://wa.me/212612345678?text=Bonjour%20Youssef%2C%20%26%20merci%20!',
    );
    expect(whatsAppHref(null, 'Hello')).toBeNull();
  });
  it('writes an e-mail with the subject and the body, line breaks and Arabic intact', () => {
    const href = mailtoHref('karim.tazi+riad@example.com', 'Rihla & you', 'مرحبا كريم،\n\nشكرا');
    expect(href.startsWith('mailto:karim.tazi%2Briad@example.com?subject=Rihla%20%26%20you&body=')).toBe(
      true,
    );
    const url = new URL(href);
    expect(url.searchParams.get('body')).toBe('مرحبا كريم،\n\nشكرا');
    expect(url.searchParams.get('subject')).toBe('Rihla & you');
  });
});
