import { Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconBrush,
  IconChartBar,
  IconCompass,
  IconHeartHandshake,
  IconKey,
  IconLeaf,
  IconScale,
  IconSettings,
  IconShieldCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import { FeatureCard } from '../components/feature-card';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import sections from '../components/sections.module.css';

const services = [
  { key: 'branding', icon: IconBrush },
  { key: 'management', icon: IconSettings },
  { key: 'access', icon: IconKey },
  { key: 'operations', icon: IconUsersGroup },
  { key: 'insights', icon: IconChartBar },
  { key: 'compliance', icon: IconScale },
] as const;

const values = [
  { key: 'stewardship', icon: IconLeaf },
  { key: 'experience', icon: IconCompass },
  { key: 'integrity', icon: IconShieldCheck },
  { key: 'partnership', icon: IconHeartHandshake },
] as const;

export default function AboutPage() {
  const { t } = useTranslation('site');
  return (
    <>
      <PageHero
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        subtitle={t('about.hero.subtitle')}
        image="/images/site/fes-riad.svg"
      />
      <section className={`${sections.section} ${sections.alt}`} aria-labelledby="who-title">
        <Container size="md">
          <SectionHeading id="who-title" title={t('about.who.title')} />
          <Text className={sections.lead} mb="md">
            {t('about.who.p1')}
          </Text>
          <Text className={sections.lead}>{t('about.who.p2')}</Text>
        </Container>
      </section>
      <section className={sections.section} aria-labelledby="what-title">
        <Container size="lg">
          <SectionHeading id="what-title" title={t('about.what.title')} />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {services.map(({ key, icon }) => (
              <FeatureCard
                key={key}
                icon={icon}
                title={t(`about.what.${key}.title`)}
                text={t(`about.what.${key}.text`)}
              />
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <section className={`${sections.section} ${sections.alt}`} aria-labelledby="values-title">
        <Container size="lg">
          <SectionHeading id="values-title" title={t('about.values.title')} />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {values.map(({ key, icon }) => (
              <FeatureCard
                key={key}
                icon={icon}
                color="mint"
                title={t(`about.values.${key}.title`)}
                text={t(`about.values.${key}.text`)}
              />
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <section className={sections.section} aria-labelledby="journey-title">
        <Container size="lg">
          <div className={sections.band}>
            <Title order={2} id="journey-title" fz={{ base: 26, md: 34 }} mb="sm">
              {t('about.journey.title')}
            </Title>
            <Text mb="lg" maw={640}>
              {t('about.journey.text')}
            </Text>
            <Button component={SiteLink} to={routes.contact} size="md" variant="white" color="terracotta">
              {t('about.journey.cta')}
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
