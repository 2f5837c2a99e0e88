import { Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBrandWhatsapp,
  IconBrush,
  IconChartLine,
  IconCoin,
  IconDiamond,
  IconHeartHandshake,
  IconKey,
  IconLock,
  IconMapPin,
  IconMessageCircle,
  IconPlane,
  IconSettings,
  IconShieldCheck,
  IconSparkles,
  IconTools,
  IconUsers,
  IconWifi,
  IconWorld,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
// Inline: the hero art paints with the page instead of waiting for a request of its own.
import heroArt from '../../../../public/images/site/hero.svg?raw';
import { LoadWhenNear } from '../../../components/load-when-near';
import { useAfterFirstPaint } from '../../../components/use-after-first-paint';
import { whatsAppLink } from '../../../config/brand';
import { routes } from '../../../config/routes';
import { FeatureCard } from '../components/feature-card';
import { SectionHeading } from '../components/section-heading';
import sections from '../components/sections.module.css';
import classes from './landing-page.module.css';

const valuePoints = [
  { key: 'premium', icon: IconDiamond },
  { key: 'secure', icon: IconShieldCheck },
  { key: 'local', icon: IconMapPin },
  { key: 'cultural', icon: IconWorld },
] as const;

const experience = [
  { key: 'arrival', icon: IconWifi },
  { key: 'care', icon: IconHeartHandshake },
  { key: 'extras', icon: IconPlane },
  { key: 'spotless', icon: IconSparkles },
] as const;

const services = [
  { key: 'listing', icon: IconBrush },
  { key: 'messaging', icon: IconMessageCircle },
  { key: 'access', icon: IconLock },
  { key: 'cleaning', icon: IconSparkles },
  { key: 'performance', icon: IconChartLine },
  { key: 'management', icon: IconTools },
] as const;

const steps = ['consultation', 'setup', 'hosting', 'earnings'] as const;

const reasons = [
  { key: 'local', icon: IconUsers },
  { key: 'transparent', icon: IconCoin },
  { key: 'revenue', icon: IconChartLine },
  { key: 'peace', icon: IconKey },
] as const;

// Below the fold: the carousel (and embla) load after the first paint.
const FeaturedCarousel = lazy(() =>
  import('../components/featured-carousel').then((module) => ({ default: module.FeaturedCarousel })),
);

/** Home and host services: one page (spec section 2); /host-services opens at the host part. */
export default function LandingPage() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const opensAtHostServices = pathname === routes.hostServices;
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
              <Button component="a" href="#featured" size="lg">
                {t('home.hero.exploreStays')}
              </Button>
              <Button component={Link} to={routes.guestPortal} size="lg" variant="outline">
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

/** The home page's sections after the hero, and the host part (/host-services opens there). */
function BelowTheFold() {
  const { t } = useTranslation('site');
  return (
    <>
      <section
        className={`${sections.section} ${sections.alt} ${classes.deferred}`}
        aria-labelledby="story-title"
      >
        <Container size="lg">
          <div className={classes.story}>
            <SectionHeading
              id="story-title"
              eyebrow={t('home.story.eyebrow')}
              title={t('home.story.title')}
            />
            <div>
              <Text className={sections.lead} mb="md">
                {t('home.story.p1')}
              </Text>
              <Text className={sections.lead}>{t('home.story.p2')}</Text>
            </div>
          </div>
          <Title order={3} fz="xl" mt={48} mb="lg">
            {t('home.values.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {valuePoints.map(({ key, icon }) => (
              <FeatureCard
                key={key}
                icon={icon}
                title={t(`home.values.${key}.title`)}
                text={t(`home.values.${key}.text`)}
                headingOrder={4}
              />
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section
        className={`${sections.section} ${classes.deferred}`}
        id="featured"
        aria-labelledby="featured-title"
      >
        <Container size="lg">
          <SectionHeading
            id="featured-title"
            title={t('home.featured.title')}
            subtitle={t('home.featured.subtitle')}
          />
          <LoadWhenNear placeholder={<div className={classes.carouselFallback} />}>
            <Suspense fallback={<div className={classes.carouselFallback} />}>
              <FeaturedCarousel labelledBy="featured-title" />
            </Suspense>
          </LoadWhenNear>
        </Container>
      </section>

      <section
        className={`${sections.section} ${sections.alt} ${classes.deferred}`}
        aria-labelledby="experience-title"
      >
        <Container size="lg">
          <SectionHeading
            id="experience-title"
            title={t('home.experience.title')}
            subtitle={t('home.experience.subtitle')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" data-testid="experience-grid">
            {experience.map(({ key, icon }) => (
              <FeatureCard
                key={key}
                icon={icon}
                color="majorelle"
                title={t(`home.experience.${key}.title`)}
                text={t(`home.experience.${key}.text`)}
              />
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${sections.section} ${classes.deferred}`} aria-labelledby="host-teaser-title">
        <Container size="lg">
          <div className={classes.hostTeaser}>
            <img
              className={classes.hostArt}
              src="/images/site/host-door.svg"
              alt=""
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
            />
            <div>
              <Title order={2} id="host-teaser-title" fz={{ base: 28, md: 36 }} mb="sm">
                {t('home.hostTeaser.title')}
              </Title>
              <Text className={sections.lead} mb="lg">
                {t('home.hostTeaser.text')}
              </Text>
              <Button
                component={Link}
                to={routes.hostServices}
                size="md"
                rightSection={<IconArrowRight size={18} className={classes.flip} aria-hidden />}
              >
                {t('home.hostTeaser.cta')}
              </Button>
            </div>
          </div>
        </Container>
      </section>

      <section className={`${sections.section} ${classes.deferred}`} aria-labelledby="cta-band-title">
        <Container size="lg">
          <div className={sections.band}>
            <Title order={2} id="cta-band-title" fz={{ base: 26, md: 34 }} mb="sm">
              {t('home.ctaBand.title')}
            </Title>
            <Text mb="lg" maw={640}>
              {t('home.ctaBand.text')}
            </Text>
            <div className={sections.actions}>
              <Button component="a" href="#featured" size="md" className={classes.saffron}>
                {t('home.ctaBand.exploreAll')}
              </Button>
              <Button component={Link} to={routes.hostServices} size="md" variant="white" color="majorelle">
                {t('home.ctaBand.hostWithUs')}
              </Button>
            </div>
          </div>
        </Container>
      </section>

      <div id="host-services" className={classes.hostServices}>
        <section
          className={`${sections.section} ${sections.alt} ${classes.deferred}`}
          aria-labelledby="host-hero-title"
        >
          <Container size="lg" className={sections.heroGrid}>
            <SectionHeading
              id="host-hero-title"
              eyebrow={t('hostServices.hero.eyebrow')}
              title={t('hostServices.hero.title')}
              subtitle={t('hostServices.hero.subtitle')}
            />
            <div className={sections.actions}>
              <Button component={Link} to={routes.workWithUs} size="lg">
                {t('hostServices.cta.workWithUs')}
              </Button>
              <Button component={Link} to={routes.pricing} size="lg" variant="outline">
                {t('pricing.intro.eyebrow')}
              </Button>
            </div>
          </Container>
        </section>

        <section className={`${sections.section} ${classes.deferred}`} aria-labelledby="services-title">
          <Container size="lg">
            <SectionHeading id="services-title" title={t('hostServices.services.title')} />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {services.map(({ key, icon }) => (
                <FeatureCard
                  key={key}
                  icon={icon}
                  title={t(`hostServices.services.${key}.title`)}
                  text={t(`hostServices.services.${key}.text`)}
                />
              ))}
            </SimpleGrid>
          </Container>
        </section>

        <section
          className={`${sections.section} ${sections.alt} ${classes.deferred}`}
          aria-labelledby="steps-title"
        >
          <Container size="lg">
            <SectionHeading id="steps-title" title={t('hostServices.steps.title')} />
            <SimpleGrid
              component="ol"
              cols={{ base: 1, sm: 2, md: 4 }}
              spacing="lg"
              className={classes.steps}
            >
              {steps.map((key, index) => (
                <li key={key}>
                  <FeatureCard
                    step={index + 1}
                    title={t(`hostServices.steps.${key}.title`)}
                    text={t(`hostServices.steps.${key}.text`)}
                  />
                </li>
              ))}
            </SimpleGrid>
          </Container>
        </section>

        <section className={`${sections.section} ${classes.deferred}`} aria-labelledby="why-title">
          <Container size="lg">
            <SectionHeading id="why-title" title={t('hostServices.why.title')} />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
              {reasons.map(({ key, icon }) => (
                <FeatureCard
                  key={key}
                  icon={icon}
                  color="mint"
                  title={t(`hostServices.why.${key}.title`)}
                  text={t(`hostServices.why.${key}.text`)}
                />
              ))}
            </SimpleGrid>
          </Container>
        </section>

        <section className={`${sections.section} ${classes.deferred}`} aria-labelledby="host-cta-title">
          <Container size="lg">
            <div className={sections.band}>
              <Title order={2} id="host-cta-title" fz={{ base: 26, md: 34 }} mb="sm">
                {t('hostServices.cta.title')}
              </Title>
              <Text mb="lg" maw={640}>
                {t('hostServices.cta.text')}
              </Text>
              <div className={sections.actions}>
                <Button component={Link} to={routes.workWithUs} size="md" className={classes.saffron}>
                  {t('hostServices.cta.workWithUs')}
                </Button>
                <Button
                  component="a"
                  href={whatsAppLink(t('hostServices.cta.chatGreeting'))}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="md"
                  variant="white"
                  color="majorelle"
                  leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
                >
                  {t('hostServices.cta.chat')}
                  <span className={classes.visuallyHidden}> {t('common.opensInNewTab')}</span>
                </Button>
                <Button
                  component={Link}
                  to={routes.hostLogin}
                  size="md"
                  variant="outline"
                  color="white"
                  leftSection={<IconSettings size={18} aria-hidden />}
                  className={classes.outlineWhite}
                >
                  {t('hostServices.cta.hostLogin')}
                </Button>
              </div>
            </div>
          </Container>
        </section>
      </div>
    </>
  );
}
