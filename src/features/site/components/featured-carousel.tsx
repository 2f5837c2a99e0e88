import '@mantine/carousel/styles.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Button, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/components/prerendered-html';
import { whatsAppLink } from '@/config/brand';
import { featuredProperties } from '../data/featured-properties';
import classes from './featured-carousel.module.css';

interface View {
  canPrev: boolean;
  canNext: boolean;
  first: number;
  last: number;
}

/** Featured Destinations: 1, 2 or 3 cards per view by width; previous and next stop at the ends. */
export function FeaturedCarousel({ labelledBy }: { labelledBy: string }) {
  // Until the app runs (a prerendered page) the arrows show they wait: the carousel moves with the app.
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation('site');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [view, setView] = useState<View>({ canPrev: false, canNext: true, first: 1, last: 1 });
  const rtl = i18n.dir() === 'rtl';

  const update = useCallback((api: EmblaCarouselType) => {
    const visible = api.slidesInView();
    setView({
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
      first: (visible.length ? Math.min(...visible) : 0) + 1,
      last: (visible.length ? Math.max(...visible) : 0) + 1,
    });
  }, []);

  useEffect(() => {
    if (!embla) return;
    update(embla);
    const events = ['select', 'reInit', 'slidesInView'] as const;
    for (const event of events) embla.on(event, update);
    return () => {
      for (const event of events) embla.off(event, update);
    };
  }, [embla, update]);

  const PrevIcon = rtl ? IconChevronRight : IconChevronLeft;
  const NextIcon = rtl ? IconChevronLeft : IconChevronRight;

  return (
    <div>
      <Carousel
        className={classes.carousel}
        aria-labelledby={labelledBy}
        aria-roledescription={t('home.featured.carouselRole')}
        withControls={false}
        slideSize={{ base: '100%', sm: '50%', md: '33.3333%' }}
        slideGap="lg"
        emblaOptions={{
          align: 'start',
          containScroll: 'trimSnaps',
          direction: rtl ? 'rtl' : 'ltr',
          inViewThreshold: 0.75,
        }}
        getEmblaApi={setEmbla}
      >
        {featuredProperties.map((property, index) => {
          const name = t(`home.featured.properties.${property.key}.name`);
          return (
            <Carousel.Slide
              key={property.id}
              data-testid="featured-card"
              // Mantine's own names ("Carousel slide", "slide") are English on every page.
              aria-roledescription={t('home.featured.slideRole')}
              aria-label={t('home.featured.slide', {
                current: index + 1,
                total: featuredProperties.length,
                name,
              })}
            >
              <Card className={classes.card} radius="lg" withBorder padding="lg">
                <Card.Section>
                  <img
                    className={classes.image}
                    src={property.image}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                  />
                </Card.Section>
                <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
                  <Text size="sm" c="gray.8" className={classes.location}>
                    <IconMapPin size={16} aria-hidden />
                    {t(`home.featured.properties.${property.key}.location`)}
                  </Text>
                  <Text size="sm" fw={700} className={classes.rating}>
                    <IconStarFilled size={15} aria-hidden className={classes.star} />
                    <span aria-hidden="true">{property.rating.toFixed(1)}</span>
                    <VisuallyHidden>
                      {t('common.ratingLabel', { rating: property.rating.toFixed(1) })}
                    </VisuallyHidden>
                  </Text>
                </Group>
                <Title order={3} fz="lg" mt={6}>
                  {name}
                </Title>
                <Text mt="xs" c="gray.8">
                  {t('common.from')}{' '}
                  <Text span fw={700} fz="xl" c="terracotta.7" dir="ltr">
                    {property.price}
                  </Text>{' '}
                  {t('common.perNight')}
                </Text>
                <Button
                  component="a"
                  href={whatsAppLink(
                    t('home.featured.detailsGreeting', {
                      name,
                      location: t(`home.featured.properties.${property.key}.location`),
                    }),
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  mt="md"
                  fullWidth
                  className={classes.details}
                >
                  {t('common.viewDetails')}
                  <VisuallyHidden>
                    : {name} {t('common.opensInNewTab')}
                  </VisuallyHidden>
                </Button>
              </Card>
            </Carousel.Slide>
          );
        })}
      </Carousel>
      <Group justify="space-between" mt="lg">
        <Text size="sm" c="gray.8" aria-live="polite" data-testid="featured-status">
          {t('home.featured.status', { from: view.first, to: view.last, total: featuredProperties.length })}
        </Text>
        <Group gap="sm">
          <ActionIcon
            size={48}
            radius="xl"
            variant="default"
            aria-label={t('home.featured.previous')}
            disabled={!hydrated || !view.canPrev}
            onClick={() => embla?.scrollPrev()}
          >
            <PrevIcon size={22} aria-hidden />
          </ActionIcon>
          <ActionIcon
            size={48}
            radius="xl"
            variant="default"
            aria-label={t('home.featured.next')}
            disabled={!hydrated || !view.canNext}
            onClick={() => embla?.scrollNext()}
          >
            <NextIcon size={22} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </div>
  );
}
