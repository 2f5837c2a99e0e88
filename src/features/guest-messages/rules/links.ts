/**
 * A message is plain text: its web addresses become links, everything else stays text (never HTML).
 * Only http and https addresses are links; the punctuation that ends a sentence stays out of them.
 */

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const candidate = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const trailing = /[.,;:!?'"»”’)\]}>]+$/;

/** The address without the punctuation after it (a closing bracket stays when the address opened one). */
function trimEnd(raw: string): string {
  let text = raw;
  for (;;) {
    const match = trailing.exec(text);
    if (!match) return text;
    const last = text.slice(-1);
    const opener = { ')': '(', ']': '[', '}': '{' }[last];
    if (opener && text.split(opener).length > text.split(last).length - 1) return text;
    text = text.slice(0, -1);
  }
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The message's text cut into text and links, in order; joined, the parts give the text back. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  const push = (part: TextPart) => {
    const last = parts[parts.length - 1];
    if (part.kind === 'text' && last?.kind === 'text') last.text += part.text;
    else if (part.text) parts.push(part);
  };
  for (const match of text.matchAll(candidate)) {
    const start = match.index ?? 0;
    const link = trimEnd(match[0]);
    const href = safeHref(link);
    push({ kind: 'text', text: text.slice(from, start) });
    if (href) push({ kind: 'link', text: link, href });
    else push({ kind: 'text', text: link });
    from = start + link.length;
  }
  push({ kind: 'text', text: text.slice(from) });
  return parts;
}
