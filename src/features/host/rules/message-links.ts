/**
 * A message's text as the thread shows it: plain text, with each http(s) address made a link. Pure:
 * the parts are rendered as text nodes and anchors, never as HTML, so nothing a guest writes runs.
 */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** An address from http:// or https:// to the next space or character that cannot end it. */
const addressPattern = /\bhttps?:\/\/[^\s<>"'`]+/giu;

/** Punctuation a sentence puts after an address, not part of it. */
const trailingPunctuation = /[.,;:!?)\]}'"»”’]+$/u;

/** The address without the punctuation that follows it in the sentence (a closing bracket it opened stays). */
function trimAddress(candidate: string): string {
  let address = candidate.replace(trailingPunctuation, '');
  const trailing = candidate.slice(address.length);
  // "(see https://example.com/a_(b))": the first ")" closes the address's own "(".
  for (const close of trailing) {
    const open = close === ')' ? '(' : close === ']' ? '[' : null;
    if (!open) break;
    const opened = address.split(open).length - address.split(close).length;
    if (opened <= 0) break;
    address += close;
  }
  return address;
}

/** The web address `text` names, or null when it is not a valid http(s) address. */
function webAddress(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits `text` into text and links, in order; joined, the parts' texts are `text` again. */
export function splitMessageLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let plain = '';
  let from = 0;
  for (const match of text.matchAll(addressPattern)) {
    const address = trimAddress(match[0]);
    const href = webAddress(address);
    if (!href) continue;
    plain += text.slice(from, match.index);
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: address, href });
    from = match.index + address.length;
  }
  plain += text.slice(from);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}
