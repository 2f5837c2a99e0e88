import { describe, expect, it } from 'vitest';
import { splitLinks } from './links';

const joined = (text: string) =>
  splitLinks(text)
    .map((part) => part.text)
    .join('');

describe('splitLinks', () => {
  it('keeps plain text as one text part', () => {
    expect(splitLinks('Where do I park?')).toEqual([{ kind: 'text', text: 'Where do I park?' }]);
  });

  it('makes http and https addresses links, leaving the sentence around them as text', () => {
    expect(splitLinks('Parking: https://maps.example/p?q=1&x=2. Or http://a.example')).toEqual([
      { kind: 'text', text: 'Parking: ' },
      { kind: 'link', text: 'https://maps.example/p?q=1&x=2', href: 'https://maps.example/p?q=1&x=2' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://a.example', href: 'http://a.example/' },
    ]);
  });

  it('never links other schemes, and keeps markup as text', () => {
    const text = 'javascript:alert(1) <a href="https://x.example">x</a> data:text/html,hi ftp://f.example';
    const parts = splitLinks(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'https://x.example',
    ]);
    expect(joined(text)).toBe(text);
  });

  it('leaves closing punctuation out, but keeps a bracket the address opened', () => {
    expect(splitLinks('(see https://en.example/wiki/Fes_(city)), then')[1]).toEqual({
      kind: 'link',
      text: 'https://en.example/wiki/Fes_(city)',
      href: 'https://en.example/wiki/Fes_(city)',
    });
    expect(splitLinks('«https://a.example/x»')[1]).toMatchObject({ text: 'https://a.example/x' });
  });

  it('gives the text back whole, with line breaks and Arabic around a link', () => {
    const text = 'مرحبا\nhttps://riad.example/الطريق?\n123';
    expect(joined(text)).toBe(text);
    expect(splitLinks(text).filter((part) => part.kind === 'link')).toHaveLength(1);
  });

  it('keeps an address that is not a valid URL as text', () => {
    expect(splitLinks('http://[bad')).toEqual([{ kind: 'text', text: 'http://[bad' }]);
  });
});
