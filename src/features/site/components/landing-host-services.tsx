/** The host part of the home page: /host-services opens here (spec section 2). */
import { Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconBrush,
  IconChartLine,
  IconCoin,
  IconKey,
  IconLock,
  IconMessageCircle,
  IconSettings,
  IconSparkles,
  IconTools,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@/components/site-link';
import { whatsAppLink } from '@/config/brand';
import { routes } from '@/config/routes';
import classes from '../pages/landing-page.module.css';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';
import sections from './sections.module.css';

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

export function HostServicesSections() {
  const { t } = useTranslation('site');
  return (
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
            <Button component={SiteLink} to={routes.workWithUs} size="lg">
              {t('hostServices.cta.workWithUs')}
            </Button>
            <Button component={SiteLink} to={routes.pricing} size="lg" variant="outline">
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
          <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" className={classes.steps}>
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
              <Button component={SiteLink} to={routes.workWithUs} size="md" className={classes.saffron}>
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
                component={SiteLink}
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
  );
}
