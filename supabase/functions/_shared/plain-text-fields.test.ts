/**
 * The neutralising of typed text before it reaches a mail, a CSV or a PDF (issue 41): no line
 * break, control or bidirectional control survives in a single-line field; a multi-line one keeps
 * its lines; Arabic, accents and ordinary spaces stay as typed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidiControls, hasLineBreakOrBidi, multiLine, singleLine } from './plain-text-fields.ts';

const everyBidiControl = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];

describe('singleLine', () => {
  it('turns CR/LF (and every other break) into one space: no forged header line', () => {
    expect(singleLine('Amina\r\nBcc: thief@example.com')).toBe('Amina Bcc: thief@example.com');
    expect(singleLine('A\rB\nC\u000bD\u000cE\u0085F\u2028G\u2029H')).toBe('A B C D E F G H');
    expect(singleLine('  Benali \r\n\r\n  ')).toBe('Benali');
    expect(singleLine('tab\there\u0000nul\u007fdel\u009bcsi')).toBe('tab here nul del csi');
  });

  it('drops every bidirectional control, so nothing shows reversed', () => {
    for (const control of everyBidiControl) {
      expect(singleLine(`in${control}voice.pdf`), control.codePointAt(0)!.toString(16)).toBe('invoice.pdf');
    }
    expect(singleLine('Riad \u202egnp.exe\u202c Yasmine')).toBe('Riad gnp.exe Yasmine');
  });

  it('keeps Arabic, accents, joiners and single spaces as typed', () => {
    expect(singleLine('أمينة بن علي')).toBe('أمينة بن علي');
    expect(singleLine('Chloé Müller-Ñúñez')).toBe('Chloé Müller-Ñúñez');
    expect(singleLine('می\u200cخواهم')).toBe('می\u200cخواهم');
  });

  it('never leaves a break, a control or a bidi control, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const line = singleLine(value);
        expect(hasLineBreakOrBidi(line)).toBe(false);
        expect(line).toBe(line.trim());
        expect(singleLine(line)).toBe(line);
      }),
      { numRuns: 200 },
    );
  });
});

describe('multiLine', () => {
  it('keeps the lines, as LF, each one neutralised', () => {
    expect(multiLine('Three rooms\r\nsea view\rnear\u2028the port')).toBe(
      'Three rooms\nsea view\nnear\nthe port',
    );
    expect(multiLine('\n\n\u202eA\u202c\n\n\n\nB\t\n')).toBe('A\n\nB');
  });

  it('never leaves a bidi control nor a CR, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const text = multiLine(value);
        expect(text).not.toMatch(new RegExp(bidiControls.source));
        expect(text.split('\n').every((line) => !hasLineBreakOrBidi(line))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
