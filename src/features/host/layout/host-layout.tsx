import '@mantine/core/styles/AppShell.css';
import { AppShell, Burger, Group, NavLink, Overlay, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import {
  IconBell,
  IconBrush,
  IconCalendarEvent,
  IconChartBar,
  IconInbox,
  IconLayoutDashboard,
  IconLogout,
  IconMessageCircle,
  IconPackage,
  IconSettings,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher';
import { LoadingScreen } from '@/components/loading-screen';
import { LogoMark } from '@/components/logo';
import { brand } from '@/config/brand';
import { type HostSection, hostSections, routes } from '@/config/routes';
import { useSettings } from '../api/get-settings';
import { useHostAuthStore } from '../auth/host-auth-store';
import { showSessionNotice } from '../auth/session-notice';
import { ExtrasBadge } from './extras-badge';
import classes from './host-layout.module.css';
import { MessagesBadge } from './messages-badge';
import { NotificationsBadge } from './notifications-badge';

const sectionIcons: Record<HostSection, typeof IconBell> = {
  dashboard: IconLayoutDashboard,
  calendar: IconCalendarEvent,
  guests: IconUsers,
  declarations: IconUserCheck,
  extras: IconPackage,
  inquiries: IconInbox,
  messages: IconMessageCircle,
  cleaners: IconBrush,
  analytics: IconChartBar,
  notifications: IconBell,
  settings: IconSettings,
};

/** Sections only the Rihla team sees in the sidebar (an owner opening one gets a "for the team" screen). */
const teamSections: ReadonlySet<HostSection> = new Set(['extras', 'inquiries']);

/** Paths that belong to a section (as their route handles say): a booking to Guests, a property to Settings, payouts to Analytics. */
const sectionOfPath: Record<string, HostSection> = {
  bookings: 'guests',
  properties: 'settings',
  payouts: 'analytics',
};

function currentSection(pathname: string): HostSection {
  const segment = pathname.split('/')[2] ?? '';
  return hostSections.find((section) => section === segment) ?? sectionOfPath[segment] ?? 'dashboard';
}

/**
 * Below this width the sidebar folds behind a menu button: a tablet in landscape (1024 px) keeps it,
 * in portrait (768 px) the content gets the whole width. The CSS module hides the buttons from the
 * same width (56.25em).
 */
const sidebarBreakpoint = 900;

/** The host portal frame: fixed sidebar (behind a menu button on narrow screens), header, content. */
export function HostLayout() {
  const { t } = useTranslation('host');
  const { t: tShell } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  useHotkeys([['Escape', close]]);
  const { pathname } = useLocation();
  const section = currentSection(pathname);
  const email = useHostAuthStore((state) => state.email);
  const logout = useHostAuthStore((state) => state.logout);
  const [loggingOut, setLoggingOut] = useState(false);
  const isTeam = useSettings().data?.profile.role === 'team';
  const sections = hostSections.filter((item) => isTeam || !teamSections.has(item));

  const onLogout = async () => {
    setLoggingOut(true);
    const result = await logout();
    setLoggingOut(false);
    if (result.ok) {
      showSessionNotice({
        color: 'mint',
        title: t('logout.successTitle'),
        message: t('logout.successMessage'),
      });
    } else {
      showSessionNotice({ color: 'red', title: t('logout.failedTitle'), message: result.message });
    }
  };

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: sidebarBreakpoint, collapsed: { mobile: !opened } }}
      padding={0}
      className={classes.root}
      classNames={{ navbar: classes.navbar, header: classes.header, main: classes.main }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              className={classes.burger}
              aria-label={t('layout.openMenu')}
              aria-expanded={opened}
              aria-controls="host-navigation"
            />
            <Title order={2} className={classes.sectionTitle}>
              {tShell(`hostSections.${section}`)}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {email && (
              <Text size="sm" c="dimmed" visibleFrom="sm" className={classes.email}>
                {email}
              </Text>
            )}
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="host-navigation"
        aria-label={t('layout.navigation')}
        component="nav"
        data-opened={opened || undefined}
      >
        <Group justify="space-between" wrap="nowrap" className={classes.brand}>
          <Group gap={10} wrap="nowrap">
            <LogoMark size={36} />
            <div>
              <Text className={classes.brandName}>{brand.name}</Text>
              <Text size="xs" className={classes.brandTagline}>
                {t('layout.portal')}
              </Text>
            </div>
          </Group>
          <Burger
            opened
            onClick={close}
            color="white"
            className={classes.burger}
            aria-label={t('layout.closeMenu')}
          />
        </Group>
        {/* A plain scrolling box, not Mantine's ScrollArea: its code (and floating-ui with it) would
            be in every host page's first view for a scrollbar that is hidden anyway. */}
        <div className={classes.links}>
          {sections.map((item) => {
            const Icon = sectionIcons[item];
            return (
              <NavLink
                key={item}
                component={RouterNavLink}
                to={`${routes.host}/${item}`}
                label={tShell(`hostSections.${item}`)}
                leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
                rightSection={
                  item === 'notifications' ? (
                    <NotificationsBadge />
                  ) : item === 'extras' ? (
                    <ExtrasBadge />
                  ) : item === 'messages' ? (
                    <MessagesBadge />
                  ) : undefined
                }
                active={item === section}
                onClick={close}
                className={classes.link}
              />
            );
          })}
        </div>
        <UnstyledButton className={classes.logout} onClick={onLogout} disabled={loggingOut}>
          <IconLogout size={20} stroke={1.7} aria-hidden />
          <span>{t('layout.logout')}</span>
        </UnstyledButton>
      </AppShell.Navbar>

      {opened && <Overlay className={classes.overlay} onClick={close} backgroundOpacity={0.45} fixed />}

      <AppShell.Main>
        <Suspense fallback={<LoadingScreen />}>
          <div className={classes.content}>
            <Outlet />
          </div>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
