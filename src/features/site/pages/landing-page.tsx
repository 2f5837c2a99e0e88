import { Button, Container, Text, Title } from '@mantine/core';
// Inline: the hero art paints with the page instead of waiting for a request of its own.
import heroArt from '@public/images/site/hero.svg?raw';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '@/components/site-link';
import { useAfterFirstPaint } from '@/components/use-after-first-paint';
import { routes } from '@/config/routes';
import { pathWithoutLanguage } from '@/i18n/language-paths';
import { BelowTheFold } from '../components/landing-below-the-fold';
import sections from '../components/sections.module.css';
import classes from './landing-page.module.css';

/** Home and host services: one page (spec section 2); /host-services opens at the host part. */
export default function LandingPage() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const opensAtHostServices = pathWithoutLanguage(pathname) === routes.hostServices;
  // The hero is the first screen: the sections below it render right after it is painted, unless the
  // page opens at the host part, further down.
  const painted = useAfterFirstPaint();
  const belowTheFold = painted || opensAtHostServices;

  useEffect(() => {
    if (opensAtHostServices) {
      document.getElementById('host-services')?.scrollIntoView({ block: 'start' });
    }
  }, [opensAtHostServices]);

  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" className={classes.heroGrid}>
          <div className={classes.heroText}>
            <Text className={sections.eyebrow}>{t('home.hero.eyebrow')}</Text>
            <Title order={1} className={classes.heroTitle}>
              {t('home.hero.title')}
            </Title>
            <Text className={classes.heroSubtitle}>{t('home.hero.subtitle')}</Text>
            <div className={sections.actions}>
              <Button component={SiteLink} to={routes.stays} size="lg">
                {t('home.hero.exploreStays')}
              </Button>
              <Button component={SiteLink} to={routes.guestPortal} size="lg" variant="outline">
                {t('home.hero.findBooking')}
              </Button>
            </div>
          </div>
          <div
            className={classes.heroArt}
            aria-hidden
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own build-time artwork (scripts/make-site-art.ts), not user content.
            dangerouslySetInnerHTML={{ __html: heroArt }}
          />
        </Container>
      </section>

      {belowTheFold ? <BelowTheFold /> : null}
    </>
  );
}
