import '@mantine/core/styles/Card.css';
import { Button, Card, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import type { ListedStay } from '../api/stay-types';
import { formatMinor } from '../rules/stay-money';
import { type StaySearch, searchQuery } from '../rules/stay-search';
import { noPhotoIcon as NoPhoto } from './amenity-icons';
import classes from './stay-card.module.css';

/** The address of a home's page, carrying the search's dates and guests (not its city). */
export function stayHref(slug: string, search: StaySearch): string {
  return `${routes.stays}/${slug}${searchQuery(search, { withCity: false })}`;
}

/**
 * A published home in the list: cover, title, where, how many, its "from" price per night in its own
 * currency and, with dates, its total for the stay. No rating: the server sends none (never invented).
 */
export function StayCard({
  stay,
  search,
  headingOrder = 2,
}: {
  stay: ListedStay;
  search: StaySearch;
  headingOrder?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('stays');
  const language = i18n.language;
  const guests = stay.capacity.adults + stay.capacity.children;
  const place = [stay.city, stay.neighbourhood].filter(Boolean).join(' · ');
  return (
    <Card
      component="article"
      className={classes.card}
      radius="lg"
      withBorder
      padding="lg"
      data-testid="stay-card"
    >
      <Card.Section>
        {stay.cover ? (
          <img
            className={classes.cover}
            src={stay.cover.url}
            alt={stay.cover.alt}
            width={stay.cover.width ?? 800}
            height={stay.cover.height ?? 600}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={classes.noPhoto}>
            <NoPhoto size={40} stroke={1.4} aria-hidden />
            <Text size="sm">{t('card.noPhoto')}</Text>
          </div>
        )}
      </Card.Section>
      <Text size="sm" c="gray.8" mt="md" className={classes.location}>
        <IconMapPin size={16} aria-hidden />
        {place}
      </Text>
      <Title order={headingOrder} fz="lg" mt={6}>
        {stay.title}
      </Title>
      <Text size="sm" c="gray.8" mt={4} className={classes.location}>
        <IconUsers size={16} aria-hidden />
        {t('card.capacity', { count: guests })} · {t('card.bedrooms', { count: stay.bedrooms })}
      </Text>
      <div className={classes.price}>
        <Text c="gray.8" data-testid="stay-from">
          {t('card.from', {
            price: formatMinor(stay.fromNightly.amount, stay.fromNightly.currency, language),
          })}
        </Text>
        {stay.stay ? (
          <Text fw={700} fz="lg" c="terracotta.8" data-testid="stay-total">
            {t('card.stayTotal', {
              count: stay.stay.nights,
              total: formatMinor(stay.stay.total, stay.stay.currency, language, { cents: true }),
            })}
          </Text>
        ) : null}
      </div>
      <Button
        component={SiteLink}
        to={stayHref(stay.slug, search)}
        variant="light"
        mt="md"
        fullWidth
        className={classes.details}
      >
        {t('card.viewDetails')}
        <VisuallyHidden>: {stay.title}</VisuallyHidden>
      </Button>
    </Card>
  );
}
