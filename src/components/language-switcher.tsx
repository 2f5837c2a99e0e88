import { Button } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberLanguageChoice } from '../i18n';
import { isSitePagePath, isStayPagePath, localizedPath, pathWithoutLanguage } from '../i18n/language-paths';
import { type LanguageCode, languages, toLanguageCode } from '../i18n/languages';
import { LanguageLinks } from './language-links';
import classes from './language-switcher.module.css';
import { useHydrated } from './prerendered-html';

/**
 * The header's language menu: a button and a short menu (WAI-ARIA menu button pattern), drawn with
 * plain positioning so the first view does not carry a popover engine. On a page of the brand site the
 * choice opens the page's URL in that language (/about -> /fr/about); elsewhere the language changes
 * in place. Either way it is kept for the next visits. On a prerendered page, until the app runs, it is
 * a disclosure of links to the page in each language (language-links.tsx), opened by the browser itself.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const currentLabel = languages.find((language) => language.code === current)?.label;
  const currentIndex = Math.max(
    0,
    languages.findIndex((language) => language.code === current),
  );
  const hydrated = useHydrated();
  const page = pathWithoutLanguage(location.pathname);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const openBeforeApp = useRef(false);

  // Opened before the app ran: it stays open as the menu button takes its place.
  useLayoutEffect(() => {
    if (!hydrated) openBeforeApp.current = detailsRef.current?.open ?? false;
    else if (openBeforeApp.current) {
      openBeforeApp.current = false;
      setOpen(true);
    }
  }, [hydrated]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[currentIndex]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, currentIndex]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (code: LanguageCode) => {
    close(true);
    rememberLanguageChoice(code);
    if (isSitePagePath(page) || isStayPagePath(page)) {
      void navigate(`${localizedPath(page, code)}${location.search}${location.hash}`);
    }
    void i18n.changeLanguage(code);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => {
      event.preventDefault();
      itemRefs.current[(index + languages.length) % languages.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(focused + 1);
    else if (event.key === 'ArrowUp') move(focused - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(languages.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  if (!hydrated && (isSitePagePath(page) || isStayPagePath(page))) {
    return <LanguageLinks page={page} current={current} detailsRef={detailsRef} />;
  }

  return (
    <div ref={rootRef} className={classes.root}>
      <Button
        ref={triggerRef}
        variant="subtle"
        color="dark"
        size="compact-md"
        h={44}
        aria-haspopup="menu"
        aria-expanded={open}
        // A prerendered page that is not one of the site's (no URL per language) waits for the app, visibly.
        disabled={!hydrated}
        aria-controls={open ? menuId : undefined}
        leftSection={<IconWorld size={18} stroke={1.8} aria-hidden />}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {/* The name starts with the visible code (WCAG 2.5.3 Label in Name), then says what it does. */}
        {current.toUpperCase()}
        <span className={classes.visuallyHidden}>, {t('language.choose', { language: currentLabel })}</span>
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('language.choose', { language: currentLabel })}
          className={classes.menu}
          onKeyDown={onMenuKeyDown}
        >
          {languages.map((language, index) => (
            <button
              key={language.code}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === currentIndex ? 0 : -1}
              lang={language.code}
              dir={language.dir}
              aria-current={language.code === current ? 'true' : undefined}
              className={classes.item}
              onClick={() => choose(language.code)}
            >
              {language.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
