import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Badge, Button, Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { extrasCatalogue } from '@shared/extras-catalogue.ts';
import { useTranslation } from 'react-i18next';
import { ExtraIcon } from '@/components/extra-icon';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import { extraDescriptionKey, extraNameKey } from '@/i18n/extra-texts';
import { formatMoney } from '@/i18n/format';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import sections from '../components/sections.module.css';
import classes from './shop-page.module.css';

/** The extras catalogue to browse; buying happens on the booking page. */
export default function ShopPage() {
  const { t, i18n } = useTranslation(['site', 'extras']);

  return (
    <>
      <PageHero
        eyebrow={t('shop.hero.eyebrow')}
        title={t('shop.hero.title')}
        subtitle={t('shop.hero.subtitle')}
      >
        <Button component={SiteLink} to={routes.guestPortal} size="lg">
          {t('shop.cta')}
        </Button>
      </PageHero>
      <section className={`${sections.section} ${sections.alt}`} aria-labelledby="catalogue-title">
        <Container size="lg">
          <SectionHeading id="catalogue-title" title={t('shop.catalogueTitle')} />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {extrasCatalogue.map((extra) => {
              return (
                <Paper
                  key={extra.id}
                  withBorder
                  radius="lg"
                  p="lg"
                  className={classes.item}
                  data-testid="shop-extra"
                >
                  <div className={classes.head}>
                    <ThemeIcon size={48} radius="md" variant="light" color="terracotta">
                      <ExtraIcon name={extra.icon} size={26} stroke={1.7} />
                    </ThemeIcon>
                    <Badge size="lg" variant="light" color="majorelle" className={classes.price}>
                      {formatMoney(extra.price, extra.currency, i18n.resolvedLanguage)}
                    </Badge>
                  </div>
                  <Title order={3} fz="lg">
                    {t(extraNameKey(extra.id), { ns: 'extras' })}
                  </Title>
                  <Text c="gray.8">{t(extraDescriptionKey(extra.id), { ns: 'extras' })}</Text>
                  {extra.derivedFrom && (
                    <Text size="sm" c="majorelle.8" fw={600}>
                      {t('shop.returnNote')}
                    </Text>
                  )}
                </Paper>
              );
            })}
          </SimpleGrid>
        </Container>
      </section>
      <section className={sections.section} aria-labelledby="how-title">
        <Container size="lg">
          <div className={sections.band}>
            <Title order={2} id="how-title" fz={{ base: 24, md: 30 }} mb="sm">
              {t('shop.howTitle')}
            </Title>
            <Text mb="lg" maw={640}>
              {t('shop.how')}
            </Text>
            <Button component={SiteLink} to={routes.guestPortal} variant="white" color="majorelle" size="md">
              {t('shop.cta')}
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
