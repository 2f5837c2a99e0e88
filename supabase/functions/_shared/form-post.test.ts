import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/config/routes.ts';
import { formPostFields, isFormPost, readFormPost } from './form-post.ts';
import {
  inquiryAnswerLocation,
  inquiryAnswerOfHash,
  inquiryAnswerOfStatus,
  inquiryFormPage,
} from './inquiry-form-answers.ts';

const formRequest = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request('http://localhost/functions/v1/x', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('a browser form post', () => {
  it('is told apart by its encoding, on POST only', () => {
    expect(isFormPost(formRequest('a=1'))).toBe(true);
    expect(isFormPost(formRequest('a=1', 'application/x-www-form-urlencoded;charset=UTF-8'))).toBe(true);
    expect(isFormPost(formRequest('{}', 'application/json'))).toBe(false);
    expect(isFormPost(formRequest('a=1', 'multipart/form-data; boundary=x'))).toBe(false);
    expect(isFormPost(new Request('http://localhost/x?a=1'))).toBe(false);
  });

  it('reads each field once (its first value), decoded, with line breaks as the app sends them', () => {
    const read = formPostFields(
      'fullName=Youssef+El+Amrani&email=y%40example.com&fullName=Other&message=a%0D%0Ab%0Dc',
    );
    expect(read).toEqual({
      ok: true,
      fields: { fullName: 'Youssef El Amrani', email: 'y@example.com', message: 'a\nb\nc' },
    });
  });

  it('refuses a control character, as a JSON body is refused', () => {
    expect(formPostFields('fullName=a%00b&language=fr')).toEqual({
      ok: false,
      problem: 'invalid',
      fields: { fullName: 'a\u0000b', language: 'fr' },
    });
    expect(formPostFields('a%07=b')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(formPostFields('message=tab%09kept')).toEqual({ ok: true, fields: { message: 'tab\tkept' } });
  });

  it('is read within the cap of a JSON body', async () => {
    expect(await readFormPost(formRequest(`message=${'x'.repeat(200)}`), 100)).toEqual({
      ok: false,
      problem: 'too_large',
    });
    expect(await readFormPost(formRequest('a=1&b='))).toEqual({ ok: true, fields: { a: '1', b: '' } });
  });
});

describe("the work-with-us form post's answer", () => {
  it('goes back to the page in the form language, at the answer, on the configured site only', () => {
    expect(inquiryAnswerLocation('https://stays.example.com/app', 'fr', 'sent')).toBe(
      'https://stays.example.com/fr/work-with-us#inquiry-sent',
    );
    expect(inquiryAnswerLocation('http://127.0.0.1:4173', 'ar', 'invalid')).toBe(
      'http://127.0.0.1:4173/ar/work-with-us#inquiry-invalid',
    );
    expect(inquiryAnswerLocation('http://127.0.0.1:4173', 'https://evil.example', 'failed')).toBe(
      'http://127.0.0.1:4173/en/work-with-us#inquiry-failed',
    );
    expect(inquiryFormPage).toBe(routes.workWithUs);
  });

  it('is named by the status the call answered, and read back from the address', () => {
    expect([201, 200, 400, 413, 429, 500, 503].map(inquiryAnswerOfStatus)).toEqual([
      'sent',
      'sent',
      'invalid',
      'invalid',
      'rate-limited',
      'failed',
      'failed',
    ]);
    expect(inquiryAnswerOfHash('#inquiry-rate-limited')).toBe('rate-limited');
    expect(inquiryAnswerOfHash('#inquiry-sent')).toBe('sent');
    expect(inquiryAnswerOfHash('#main')).toBeNull();
    expect(inquiryAnswerOfHash('')).toBeNull();
  });
});
