/** The local test checkout's HTML page: its styles, and a page in the guest's language and direction. */
import type { CheckoutLanguage, CheckoutTexts } from './local-checkout-texts.ts';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const styles = `
:root { color-scheme: light; --terracotta: #a8441f; --sand: #fbf6ef; --ink: #2b211c; --muted: #6b5d55; --mint: #3f9f7f; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--sand); color: var(--ink); display: flex; justify-content: center; align-items: flex-start; padding: 24px 16px; }
main { width: 100%; max-width: 440px; background: #fff; border-radius: 16px; box-shadow: 0 8px 30px rgba(43, 33, 28, .08); padding: 24px; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
.stay { color: var(--muted); margin: 0 0 16px; }
.brand { color: var(--terracotta); font-weight: 700; letter-spacing: .02em; margin: 0 0 16px; }
.note { background: #fff6e0; border: 1px solid #f2c14e; border-radius: 10px; padding: 10px 12px; font-size: .9rem; color: var(--muted); margin: 0 0 20px; }
table { width: 100%; border-collapse: collapse; margin-bottom: 8px; }
th, td { text-align: start; padding: 10px 0; border-bottom: 1px solid #eee4d8; vertical-align: top; }
td.amount, th.amount { text-align: end; white-space: nowrap; }
tfoot td { font-weight: 700; border-bottom: none; font-size: 1.1rem; }
.qty { color: var(--muted); font-size: .9rem; }
.detail { color: var(--muted); font-size: .9rem; unicode-bidi: plaintext; }
@media print { body { background: #fff; padding: 0; } main { box-shadow: none; } .actions, .print { display: none; } }
.actions { display: grid; gap: 12px; margin-top: 20px; }
form { margin: 0; }
button, .link { display: block; width: 100%; min-height: 48px; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; padding: 12px; }
button.pay { background: var(--terracotta); color: #fff; border: none; }
button.pay:hover { background: #8f3918; }
button.cancel, .link { background: #fff; color: var(--ink); border: 1px solid #d9cbbb; }
button:focus-visible, .link:focus-visible { outline: 3px solid #2e48bd; outline-offset: 2px; }
`;

export interface PageContext {
  language: CheckoutLanguage;
  texts: CheckoutTexts;
}

export function page(context: PageContext, title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="${context.language}" dir="${context.texts.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Rihla stays</title>
<style>${styles}</style>
</head>
<body><main>
<p class="brand">Rihla stays</p>
${body}
</main></body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export function messagePage(
  context: PageContext,
  title: string,
  text: string,
  link: string | null,
  status = 200,
): Response {
  const back = link
    ? `<div class="actions"><a class="link" href="${escapeHtml(link)}">${escapeHtml(context.texts.back)}</a></div>`
    : '';
  return page(context, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${back}`, status);
}
