import { describe, expect, it } from 'vitest';
import { splitMessageLinks } from './message-links';

const joined = (text: string) =>
  splitMessageLinks(text)
    .map((part) => part.text)
    .join('');

describe('splitMessageLinks', () => {
  it('keeps a text without an address as one text part', () => {
    expect(splitMessageLinks('Where do I park?')).toEqual([{ kind: 'text', text: 'Where do I park?' }]);
    expect(splitMessageLinks('')).toEqual([]);
  });

  it('makes http and https addresses links, between the text around them', () => {
    expect(splitMessageLinks('Map: https://maps.example.com/?q=riad and http://example.org end')).toEqual([
      { kind: 'text', text: 'Map: ' },
      { kind: 'link', text: 'https://maps.example.com/?q=riad', href: 'https://maps.example.com/?q=riad' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://example.org', href: 'http://example.org/' },
      { kind: 'text', text: ' end' },
    ]);
  });

  it('leaves the sentence punctuation after an address out of the link', () => {
    const parts = splitMessageLinks('See https://example.com/parking. Or (https://example.com/map), thanks!');
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'https://example.com/parking',
      'https://example.com/map',
    ]);
    expect(joined('See https://example.com/parking. Or (https://example.com/map), thanks!')).toBe(
      'See https://example.com/parking. Or (https://example.com/map), thanks!',
    );
  });

  it('keeps the brackets an address opened itself', () => {
    const [, link] = splitMessageLinks('Read https://en.wikipedia.org/wiki/Riad_(architecture).');
    expect(link).toMatchObject({ kind: 'link', text: 'https://en.wikipedia.org/wiki/Riad_(architecture)' });
  });

  it('never makes a link of another scheme, and keeps markup as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="https://evil.example">x</a>',
      'ftp://files.example.com',
    ]) {
      const parts = splitMessageLinks(text);
      expect(parts.every((part) => part.kind === 'text' || part.href.startsWith('http'))).toBe(true);
      expect(joined(text)).toBe(text);
    }
    expect(splitMessageLinks('<script>alert(1)</script>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script>' },
    ]);
    // The quote ends the address: the attribute's markup stays text around it.
    expect(splitMessageLinks('<a href="https://evil.example">x</a>')[1]).toEqual({
      kind: 'link',
      text: 'https://evil.example',
      href: 'https://evil.example/',
    });
  });

  it('keeps an address that is not valid as text', () => {
    expect(splitMessageLinks('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
    expect(splitMessageLinks('http://[oops')).toEqual([{ kind: 'text', text: 'http://[oops' }]);
  });

  it('finds addresses written in Arabic text and in capitals', () => {
    const parts = splitMessageLinks('الموقع HTTPS://Example.com/Dar هنا');
    expect(parts).toEqual([
      { kind: 'text', text: 'الموقع ' },
      { kind: 'link', text: 'HTTPS://Example.com/Dar', href: 'https://example.com/Dar' },
      { kind: 'text', text: ' هنا' },
    ]);
  });
});
