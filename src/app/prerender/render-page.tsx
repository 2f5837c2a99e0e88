/**
 * The build's render of a brand site page (issue 32), run in Node by the prerender step
 * (scripts/vite-plugins/prerender-pages.ts) from a server build of this module: the same app, routes
 * and providers as the browser's, on a static router, with every text given up front. The browser
 * then hydrates this HTML (src/boot/main.tsx); both renders start from prerendered HTML
 * (`startsFromPrerenderedHtml`), so they draw the same things.
 */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { setPrerenderedPath } from '@/components/prerendered-html';
import { directionOf, fallbackLanguage, type LanguageCode, languageCodes } from '@/i18n/languages';
import { AppFrame } from '../app';
import { AppRoutes, preloadRoute } from '../router';

/** language -> namespace -> texts (the files in public/locales). */
export type Texts = Record<string, Record<string, Record<string, unknown>>>;

/** Sets the texts up once, every language: the router's pages then find theirs loaded. */
export async function setUpTexts(texts: Texts): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    resources: texts,
    lng: fallbackLanguage,
    fallbackLng: fallbackLanguage,
    supportedLngs: languageCodes,
    ns: Object.keys(texts[fallbackLanguage] ?? {}),
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
}

/** The HTML of #root for the page at `url` (`/fr/about`) in `language`, and its document title. */
export async function renderPage(url: string, language: LanguageCode): Promise<string> {
  await i18next.changeLanguage(language);
  await preloadRoute(url);
  setPrerenderedPath(url);
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppFrame direction={directionOf(language)}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </StrictMode>,
      {
        onError: (error) => void errors.push(error),
        // Never a boundary put after the rest, revealed by an inline script: a crawler, a link preview
        // and a browser without JavaScript read the page as it is, and the page's policy allows no
        // script it does not know.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    let html = '';
    for await (const chunk of prelude)
      html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    // A part that failed would be drawn by the browser instead, differently: the build stops.
    if (errors.length > 0) throw new Error(`prerendering ${url} failed`, { cause: errors[0] });
    return html;
  } finally {
    setPrerenderedPath(null);
  }
}
