import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Accordion, Badge, Button, Container, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconMinus, IconPalette, IconSparkles, IconTool, IconX } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/components/prerendered-html';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import { FeatureCard } from '../components/feature-card';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import sections from '../components/sections.module.css';
import { type Availability, bespokeServices, comparisonFeatures, faqKeys } from '../data/pricing';
import classes from './pricing-page.module.css';

const bespokeIcons = { design: IconPalette, renovation: IconTool, concierge: IconSparkles } as const;

function AvailabilityCell({ value }: { value: Availability }) {
  const { t } = useTranslation('site');
  if (value === 'limited') {
    return (
      <span className={classes.limited}>
        <IconMinus size={14} aria-hidden />
        {t('pricing.comparison.limited')}
      </span>
    );
  }
  const included = value === 'included';
  const Icon = included ? IconCheck : IconX;
  return (
    <span className={classes.mark} data-included={included || undefined}>
      <Icon size={20} stroke={2.4} aria-hidden />
      <span className={classes.srOnly}>{t(included ? 'common.included' : 'common.notIncluded')}</span>
    </span>
  );
}

export default function PricingPage() {
  const hydrated = useHydrated();
  // A question opened before the app ran stays open in the accordion that takes the disclosures' place.
  const faqRef = useRef<HTMLDivElement>(null);
  const [openedBeforeApp, setOpenedBeforeApp] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!hydrated)
      setOpenedBeforeApp(faqRef.current?.querySelector('details[open]')?.getAttribute('data-key') ?? null);
  }, [hydrated]);
  const { t } = useTranslation('site');
  return (
    <>
      <PageHero
        eyebrow={t('pricing.intro.eyebrow')}
        title={t('pricing.intro.title')}
        subtitle={t('pricing.intro.subtitle')}
      />

      <section className={`${sections.section} ${classes.flush}`} aria-labelledby="plans-title">
        <Container size="lg">
          <Title order={2} id="plans-title" className={classes.srOnly}>
            {t('pricing.plans.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper className={classes.plan} withBorder radius="lg" p="xl" data-testid="plan">
              <Title order={3} fz={26}>
                {t('pricing.plans.essential.name')}
              </Title>
              <Text c="gray.8" mt={4}>
                {t('pricing.plans.essential.tagline')}
              </Text>
              <div className={classes.rate}>
                <span className={classes.rateValue} dir="ltr">
                  {t('pricing.plans.essential.rate')}
                </span>
                <Text c="gray.8">{t('pricing.plans.essential.rateLabel')}</Text>
              </div>
              <Text className={classes.commitment}>{t('pricing.plans.essential.commitment')}</Text>
              <Button component={SiteLink} to={routes.workWithUs} variant="outline" size="md" mt="auto">
                {t('pricing.plans.choose', { plan: t('pricing.plans.essential.name') })}
              </Button>
            </Paper>
            <Paper className={classes.plan} data-featured withBorder radius="lg" p="xl" data-testid="plan">
              <div className={classes.planHead}>
                <Title order={3} fz={26}>
                  {t('pricing.plans.premium.name')}
                </Title>
                <Badge color="terracotta" variant="filled">
                  {t('pricing.plans.premium.badge')}
                </Badge>
              </div>
              <Text c="gray.8" mt={4}>
                {t('pricing.plans.premium.tagline')}
              </Text>
              <ul className={classes.rates}>
                <li>{t('pricing.plans.premium.rateYear1')}</li>
                <li>{t('pricing.plans.premium.rateYear2')}</li>
              </ul>
              <Text className={classes.commitment}>{t('pricing.plans.premium.commitment')}</Text>
              <Button component={SiteLink} to={routes.workWithUs} size="md" mt="auto">
                {t('pricing.plans.choose', { plan: t('pricing.plans.premium.name') })}
              </Button>
            </Paper>
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${sections.section} ${sections.alt}`} aria-labelledby="comparison-title">
        <Container size="md">
          <SectionHeading id="comparison-title" title={t('pricing.comparison.title')} />
          <Table className={classes.table} verticalSpacing="md" horizontalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('pricing.comparison.feature')}</Table.Th>
                <Table.Th scope="col" className={classes.planCol}>
                  {t('pricing.plans.essential.name')}
                </Table.Th>
                <Table.Th scope="col" className={classes.planCol}>
                  {t('pricing.plans.premium.name')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comparisonFeatures.map((feature) => (
                <Table.Tr key={feature.key}>
                  <Table.Th scope="row" className={classes.featureName}>
                    {t(`pricing.comparison.features.${feature.key}`)}
                  </Table.Th>
                  <Table.Td className={classes.planCol}>
                    <AvailabilityCell value={feature.essential} />
                  </Table.Td>
                  <Table.Td className={classes.planCol}>
                    <AvailabilityCell value={feature.premium} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Container>
      </section>

      <section className={sections.section} aria-labelledby="bespoke-title">
        <Container size="lg">
          <SectionHeading
            id="bespoke-title"
            title={t('pricing.bespoke.title')}
            subtitle={t('pricing.bespoke.subtitle')}
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {bespokeServices.map((key) => (
              <FeatureCard
                key={key}
                icon={bespokeIcons[key]}
                color="majorelle"
                title={t(`pricing.bespoke.${key}.title`)}
                text={t(`pricing.bespoke.${key}.text`)}
              />
            ))}
          </SimpleGrid>
          <Button component={SiteLink} to={routes.contact} variant="light" size="md" mt="xl">
            {t('pricing.bespoke.cta')}
          </Button>
        </Container>
      </section>

      <section className={`${sections.section} ${sections.alt}`} aria-labelledby="faq-title">
        <Container size="md">
          <SectionHeading id="faq-title" title={t('pricing.faq.title')} />
          {hydrated ? (
            <Accordion
              variant="separated"
              radius="md"
              order={3}
              classNames={{ control: classes.faqControl }}
              defaultValue={openedBeforeApp}
            >
              {faqKeys.map((key) => (
                <Accordion.Item key={key} value={key}>
                  <Accordion.Control>{t(`pricing.faq.items.${key}.q`)}</Accordion.Control>
                  <Accordion.Panel>
                    <Text c="gray.8">{t(`pricing.faq.items.${key}.a`)}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          ) : (
            // Until the app runs (issue 43): disclosures the browser opens itself, one at a time (`name`).
            <div ref={faqRef} className={classes.faqUntilApp} data-testid="faq-until-app">
              {faqKeys.map((key) => (
                <details key={key} name="pricing-faq" data-key={key} className={classes.faqItem}>
                  <summary className={classes.faqSummary}>
                    <h3 className={classes.faqQuestion}>{t(`pricing.faq.items.${key}.q`)}</h3>
                    <span className={classes.faqChevron}>
                      <Accordion.Chevron size={16} aria-hidden />
                    </span>
                  </summary>
                  <Text c="gray.8" className={classes.faqAnswer}>
                    {t(`pricing.faq.items.${key}.a`)}
                  </Text>
                </details>
              ))}
            </div>
          )}
        </Container>
      </section>

      <section className={sections.section} aria-labelledby="pricing-cta-title">
        <Container size="lg">
          <div className={sections.band}>
            <Title order={2} id="pricing-cta-title" fz={{ base: 26, md: 34 }} mb="sm">
              {t('pricing.cta.title')}
            </Title>
            <Text mb="lg" maw={640}>
              {t('pricing.cta.text')}
            </Text>
            <Button component={SiteLink} to={routes.workWithUs} size="md" variant="white" color="terracotta">
              {t('pricing.cta.button')}
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
