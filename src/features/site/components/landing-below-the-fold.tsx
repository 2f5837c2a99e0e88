/** The home page below its hero: story, experience, featured stays, host services (spec section 2). */
import { Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconDiamond,
  IconHeartHandshake,
  IconMapPin,
  IconPlane,
  IconShieldCheck,
  IconSparkles,
  IconWifi,
  IconWorld,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadWhenNear } from '@/components/load-when-near';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import classes from '../pages/landing-page.module.css';
import { FeatureCard } from './feature-card';
import { HostServicesSections } from './landing-host-services';
import { SectionHeading } from './section-heading';
import sections from './sections.module.css';

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

// Below the fold: the carousel (and embla) load after the first paint.
const FeaturedCarousel = lazy(() =>
  import('../components/featured-carousel').then((module) => ({ default: module.FeaturedCarousel })),
);

/** The home page's sections after the hero, and the host part (/host-services opens there). */
export function BelowTheFold() {
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
                component={SiteLink}
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
              <Button component={SiteLink} to={routes.stays} size="md" className={classes.saffron}>
                {t('home.ctaBand.exploreAll')}
              </Button>
              <Button
                component={SiteLink}
                to={routes.hostServices}
                size="md"
                variant="white"
                color="majorelle"
              >
                {t('home.ctaBand.hostWithUs')}
              </Button>
            </div>
          </div>
        </Container>
      </section>

      <HostServicesSections />
    </>
  );
}
