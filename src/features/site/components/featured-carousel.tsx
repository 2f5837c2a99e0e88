import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/components/prerendered-html';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import { useFeaturedStays } from '../hooks/use-featured-stays';
import classes from './featured-carousel.module.css';
import { FeaturedStayCard } from './featured-stay-card';

/** The cards' places while the homes load (three: a desktop's view). */
const placeholders = [null, null, null] as const;

interface View {
  canPrev: boolean;
  canNext: boolean;
  first: number;
  last: number;
}

/**
 * Featured Destinations: the published homes (issue 46), asked for once the section renders (after
 * the first paint), 1, 2 or 3 cards per view by width; previous and next stop at the ends. The
 * prerendered page holds the loading cards, the same size as the homes' cards.
 */
export function FeaturedCarousel({ labelledBy }: { labelledBy: string }) {
  // Until the app runs (a prerendered page) the arrows show they wait: the carousel moves with the app.
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation('site');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [view, setView] = useState<View>({ canPrev: false, canNext: true, first: 1, last: 1 });
  const rtl = i18n.dir() === 'rtl';
  const featured = useFeaturedStays();

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

  const total = featured.status === 'ready' ? featured.stays.length : 0;
  if (featured.status !== 'loading' && total === 0) {
    // None could be loaded (or none is published): the way to every stay instead of empty slides.
    return (
      <div className={classes.empty} data-testid="featured-unavailable">
        <Text c="gray.8" mb="md">
          {featured.status === 'failed' ? t('home.featured.unavailable') : t('home.featured.none')}
        </Text>
        <Button component={SiteLink} to={routes.stays} variant="light">
          {t('home.hero.exploreStays')}
        </Button>
      </div>
    );
  }
  const stays = featured.status === 'ready' ? featured.stays : placeholders;

  return (
    <div aria-busy={featured.status === 'loading' || undefined}>
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
        {stays.map((stay, index) =>
          stay ? (
            <Carousel.Slide
              key={stay.slug}
              data-testid="featured-card"
              // Mantine's own names ("Carousel slide", "slide") are English on every page.
              aria-roledescription={t('home.featured.slideRole')}
              aria-label={t('home.featured.slide', { current: index + 1, total, name: stay.title })}
            >
              <FeaturedStayCard stay={stay} />
            </Carousel.Slide>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the loading cards have nothing else to tell them apart.
            <Carousel.Slide key={index} aria-hidden>
              <FeaturedStayCard />
            </Carousel.Slide>
          ),
        )}
      </Carousel>
      <Group justify="space-between" mt="lg">
        <Text size="sm" c="gray.8" aria-live="polite" data-testid="featured-status">
          {total > 0 ? t('home.featured.status', { from: view.first, to: view.last, total }) : '\u00a0'}
        </Text>
        <Group gap="sm">
          <ActionIcon
            size={48}
            radius="xl"
            variant="default"
            aria-label={t('home.featured.previous')}
            disabled={!hydrated || total === 0 || !view.canPrev}
            onClick={() => embla?.scrollPrev()}
          >
            <PrevIcon size={22} aria-hidden />
          </ActionIcon>
          <ActionIcon
            size={48}
            radius="xl"
            variant="default"
            aria-label={t('home.featured.next')}
            disabled={!hydrated || total === 0 || !view.canNext}
            onClick={() => embla?.scrollNext()}
          >
            <NextIcon size={22} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </div>
  );
}
