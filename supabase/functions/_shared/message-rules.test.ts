import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-texts.ts';
import { checkMessageText, conversationClosed, excerpt, guestAuthorName } from './message-rules.ts';

describe('message rules', () => {
  it('trims a message and keeps its line breaks and tabs', () => {
    expect(checkMessageText('  Hello\n\tthere \r\n')).toEqual({ ok: true, text: 'Hello\n\tthere' });
  });

  it('refuses an empty, an over-long and a control-character message', () => {
    expect(checkMessageText(' \n ')).toEqual({ ok: false, refusal: 'messageEmpty' });
    expect(checkMessageText('x'.repeat(2001))).toEqual({ ok: false, refusal: 'messageTooLong' });
    expect(checkMessageText('😀'.repeat(2000))).toMatchObject({ ok: true });
    expect(checkMessageText('Bell\u0007')).toEqual({ ok: false, refusal: 'controlCharacters' });
    expect(checkMessageText('Next\u0085line')).toEqual({ ok: false, refusal: 'controlCharacters' });
  });

  it('closes the conversation to the guest 30 days after check-out', () => {
    expect(conversationClosed('2026-03-01', '2026-03-31')).toBe(false);
    expect(conversationClosed('2026-03-01', '2026-04-01')).toBe(true);
  });

  it('quotes a message on one line, cut with an ellipsis', () => {
    expect(excerpt('Where\n\ndo I   park?')).toBe('Where do I park?');
    expect(excerpt('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it("names a guest's message by the first name, else the last, else Guest", () => {
    expect(guestAuthorName('Nadia', 'Alaoui')).toBe('Nadia');
    expect(guestAuthorName(null, 'Benali')).toBe('Benali');
    expect(guestAuthorName(' ', ' ')).toBe('Guest');
  });
});

describe('conversation mails', () => {
  const siteUrl = 'https://stays.rihla.example';
  it("writes a guest's message to the hosts with the thread's link", () => {
    const mail = renderMail(
      'guestMessage',
      'en',
      {
        bookingId: 'b1',
        guestName: 'Nadia Alaoui',
        propertyName: 'Riad Yasmine',
        checkIn: '2026-03-12',
        checkOut: '2026-03-15',
        text: 'Where do I park?\nWe have a car.',
      },
      { siteUrl },
    );
    expect(mail.subject).toBe('New message from Nadia Alaoui (Riad Yasmine)');
    expect(mail.text).toContain('Where do I park?');
    expect(mail.text).toContain(`${siteUrl}/host/messages?booking=b1`);
  });

  it("writes a host's reply to the guest in their language, linking to the guest portal", () => {
    for (const [language, subject] of [
      ['fr', 'Nouveau message au sujet de votre séjour à Riad Yasmine'],
      ['es', 'Nuevo mensaje sobre tu estancia en Riad Yasmine'],
      ['ar', 'رسالة جديدة بخصوص إقامتك في Riad Yasmine'],
    ] as const) {
      const mail = renderMail(
        'hostReply',
        language,
        { bookingId: 'b1', propertyName: 'Riad Yasmine', authorName: 'Amina', text: '<b>Bab Doukkala</b>' },
        { siteUrl },
      );
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`${siteUrl}/guest-portal`);
      expect(mail.html).toContain('&lt;b&gt;Bab Doukkala&lt;/b&gt;');
      expect(mail.html).not.toContain('notification');
    }
    expect(renderMail('hostReply', 'ar', { text: 'x' }, { siteUrl }).html).toContain('dir="rtl"');
  });
});
