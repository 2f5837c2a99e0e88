/**
 * Renders a component the way the app does: Mantine theme, direction, and i18next with the real
 * locale files from public/locales (read from disk, so tests see the texts users see).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type RenderOptions, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../app/theme';

/** The app's theme, for tests that build their own providers. */
export { theme };

import { directionOf, type LanguageCode, languageCodes, namespaces } from '../i18n/languages';

const localesDir = join(process.cwd(), 'public', 'locales');

export function readLocale(language: LanguageCode, namespace: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
  } catch {
    return {};
  }
}

export async function createTestI18n(language: LanguageCode = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    languageCodes.map((code) => [
      code,
      Object.fromEntries(namespaces.map((ns) => [ns, readLocale(code, ns)])),
    ]),
  );
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'translation',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export interface RenderWithAppOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: LanguageCode;
  route?: string;
  withRouter?: boolean;
}

function TestProviders({
  i18n,
  language,
  route,
  withRouter,
  children,
}: {
  i18n: I18n;
  language: LanguageCode;
  route: string;
  withRouter: boolean;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <MantineProvider theme={theme}>
          <Notifications />
          {withRouter ? <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter> : children}
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

export async function renderWithApp(ui: ReactElement, options: RenderWithAppOptions = {}) {
  const { language = 'en', route = '/', withRouter = true, ...rest } = options;
  const i18n = await createTestI18n(language);
  const result = render(
    <TestProviders i18n={i18n} language={language} route={route} withRouter={withRouter}>
      {ui}
    </TestProviders>,
    rest,
  );
  return { i18n, ...result };
}
