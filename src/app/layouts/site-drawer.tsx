import { Anchor, Drawer, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { SiteNavLink } from '@/components/site-link';
import { brand } from '@/config/brand';
import { siteNavigation } from '@/config/routes';
import { pathWithoutLanguage } from '@/i18n/language-paths';
import classes from './site-drawer.module.css';

export default function SiteDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Drawer
      id="site-drawer"
      opened={opened}
      onClose={onClose}
      // Mantine places 'left' at the inline start: the left in LTR, the right in Arabic.
      position="left"
      size="min(320px, 86vw)"
      title={<Logo />}
      closeButtonProps={{ 'aria-label': t('drawer.close'), size: 'lg' }}
      classNames={{ body: classes.body }}
    >
      <nav aria-label={t('header.mainNavigation')}>
        <Stack gap={4}>
          {siteNavigation.map((item) => (
            <MantineNavLink
              key={item.to}
              component={SiteNavLink}
              to={item.to}
              label={t(item.labelKey)}
              active={pathWithoutLanguage(pathname) === item.to}
              onClick={onClose}
              className={classes.link}
              variant="light"
            />
          ))}
        </Stack>
      </nav>
      <Text size="sm" c="dimmed" className={classes.help}>
        {t('drawer.needHelp')}{' '}
        <Anchor href={`mailto:${brand.supportEmail}`} fw={600}>
          {brand.supportEmail}
        </Anchor>
      </Text>
    </Drawer>
  );
}
