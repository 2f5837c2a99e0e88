import { Box, Button, Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconHeadset,
  IconKey,
  IconMapPin,
  IconPhoto,
  IconShieldLock,
  IconShoppingBag,
  IconWifi,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InstallHint } from '@/components/install-hint';
import { useHydrated } from '@/components/prerendered-html';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import { isStandalone } from '@/lib/install-prompt';
import { PageHero } from '../components/page-hero';
import sections from '../components/sections.module.css';
import classes from './welcome-page.module.css';

const offlineItems = [
  { key: 'doorCode', icon: IconKey },
  { key: 'wifi', icon: IconWifi },
  { key: 'guide', icon: IconPhoto },
  { key: 'address', icon: IconMapPin },
] as const;

const tips = [
  { key: 'extras', icon: IconShoppingBag },
  { key: 'help', icon: IconHeadset },
  { key: 'privacy', icon: IconShieldLock },
] as const;

export default function WelcomePage() {
  const { t } = useTranslation('site');
  // "The app is installed" only in the installed app; in a browser tab, the offer to install it.
  const installed = useHydrated() && isStandalone();
  return (
    <>
      <PageHero
        eyebrow={t('welcome.hero.eyebrow')}
        title={t('welcome.hero.title')}
        subtitle={installed ? t('welcome.hero.subtitle') : t('welcome.hero.subtitleBrowser')}
        image="/images/site/marrakech-retreat.svg"
      >
        <Button component={SiteLink} to={routes.guestPortal} size="lg">
          {t('welcome.start.cta')}
        </Button>
      </PageHero>
      <section className={`${sections.section} ${sections.alt}`} aria-labelledby="start-title">
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Paper withBorder radius="lg" p="xl" className={classes.card}>
              <Title order={2} id="start-title" fz={{ base: 24, md: 28 }} mb="sm">
                {t('welcome.start.title')}
              </Title>
              <Text c="gray.8" mb="lg">
                {t('welcome.start.text')}
              </Text>
              <Button component={SiteLink} to={routes.guestPortal} variant="light" size="md">
                {t('welcome.start.cta')}
              </Button>
              {installed ? null : (
                <Box mt="lg">
                  <InstallHint ns="site" />
                </Box>
              )}
            </Paper>
            <Paper withBorder radius="lg" p="xl" className={classes.card} aria-labelledby="offline-title">
              <Title order={2} id="offline-title" fz={{ base: 24, md: 28 }} mb="md">
                {t('welcome.offline.title')}
              </Title>
              <ul className={classes.list}>
                {offlineItems.map(({ key, icon: Icon }) => (
                  <li key={key}>
                    <span className={classes.icon}>
                      <Icon size={20} aria-hidden />
                    </span>
                    <Text>{t(`welcome.offline.${key}`)}</Text>
                  </li>
                ))}
              </ul>
              <Text size="sm" c="gray.8" mt="md">
                {t('welcome.offline.note')}
              </Text>
            </Paper>
          </SimpleGrid>
        </Container>
      </section>
      <section className={sections.section} aria-labelledby="tips-title">
        <Container size="lg">
          <Title order={2} id="tips-title" fz={{ base: 24, md: 28 }} mb="lg">
            {t('welcome.tips.title')}
          </Title>
          <ul className={`${classes.list} ${classes.tips}`}>
            {tips.map(({ key, icon: Icon }) => (
              <li key={key}>
                <span className={classes.icon} data-tone="majorelle">
                  <Icon size={20} aria-hidden />
                </span>
                <Text>{t(`welcome.tips.${key}`)}</Text>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
