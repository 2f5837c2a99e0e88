import { Burger, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { useHydrated } from '@/components/prerendered-html';
import { SiteLink, SiteNavLink } from '@/components/site-link';
import { routes, siteNavigation } from '@/config/routes';
import { headerEndId } from './header-end';
import { siteLinksId } from './site-footer';
import classes from './site-header.module.css';

/** The header shows four links; home is reached through the logo (the drawer and footer list all five). */
const headerLinks = siteNavigation.filter((item) => item.to !== routes.home);

export function SiteHeader({
  drawerOpened,
  onOpenDrawer,
  onPrepareDrawer,
}: {
  drawerOpened: boolean;
  onOpenDrawer: () => void;
  /** Called when the menu button is about to be used (hover, focus), to fetch the drawer early. */
  onPrepareDrawer?: () => void;
}) {
  const { t } = useTranslation();
  // Until the app runs, the menu button is a link to the footer's list of every page, which works at once.
  const hydrated = useHydrated();
  const burgerUntilApp = hydrated ? {} : ({ component: 'a', href: `#${siteLinksId}` } as object);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <SiteLink to={routes.home} className={classes.logoLink} aria-label={t('header.homeLink')}>
          <Logo />
        </SiteLink>
        <nav aria-label={t('header.mainNavigation')} className={classes.nav}>
          {headerLinks.map((item) => (
            <SiteNavLink key={item.to} to={item.to} className={classes.link}>
              {t(item.labelKey)}
            </SiteNavLink>
          ))}
        </nav>
        <Group gap={4} wrap="nowrap">
          <LanguageSwitcher />
          <Burger
            {...burgerUntilApp}
            opened={drawerOpened}
            onClick={onOpenDrawer}
            onPointerEnter={onPrepareDrawer}
            onFocus={onPrepareDrawer}
            className={classes.burger}
            aria-label={t('header.openMenu')}
            aria-expanded={hydrated ? drawerOpened : undefined}
            aria-controls={hydrated ? 'site-drawer' : undefined}
          />
        </Group>
      </Container>
      {/* The prerendered pages' first paint waits for this (rel="expect"): the header never paints half parsed. */}
      <span id={headerEndId} hidden />
    </header>
  );
}
