import { Button } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '../i18n/language-paths';
import { type LanguageCode, languages } from '../i18n/languages';
import classes from './language-switcher.module.css';

/**
 * The language menu until the app runs (issue 43), on a prerendered page: the same button, as the
 * summary of a disclosure the browser opens by itself, over links to this page in each language (the
 * prerendered pages). A first press opens it at once; a choice is a plain link. Once the app runs, the
 * menu button (language-switcher.tsx) takes its place.
 */
export function LanguageLinks({
  page,
  current,
  detailsRef,
}: {
  /** A site page's spec route or a home's page (/stays/<slug>). */
  page: string;
  current: LanguageCode;
  detailsRef: Ref<HTMLDetailsElement>;
}) {
  const { t } = useTranslation();
  const currentLabel = languages.find((language) => language.code === current)?.label;
  return (
    <details ref={detailsRef} className={classes.root} data-testid="language-links">
      <Button
        component="summary"
        variant="subtle"
        color="dark"
        size="compact-md"
        h={44}
        className={classes.summary}
        leftSection={<IconWorld size={18} stroke={1.8} aria-hidden />}
        // The name starts with the visible code (WCAG 2.5.3), as the menu button's does.
        aria-label={`${current.toUpperCase()}, ${t('language.choose', { language: currentLabel })}`}
      >
        {current.toUpperCase()}
      </Button>
      <ul className={classes.menu} aria-label={t('language.choose', { language: currentLabel })}>
        {languages.map((language) => (
          <li key={language.code} className={classes.linkItem}>
            <a
              href={localizedPath(page, language.code)}
              hrefLang={language.code}
              lang={language.code}
              dir={language.dir}
              aria-current={language.code === current ? 'true' : undefined}
              className={classes.item}
            >
              {language.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
