import '@mantine/core/styles/Card.css';
import { Button, Card, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import { isolateFor } from '@/i18n/bidi';
import { formatMoney } from '@/i18n/format';
import type { FeaturedStay } from '../api/featured-stays';
import classes from './featured-carousel.module.css';

/** A price in minor units of the home's own currency (never converted), "€120" when round. */
function fromPrice(money: FeaturedStay['fromNightly'], language: string): string {
  const digits = money.amount % 100 === 0 ? 0 : 2;
  return isolateFor(language)(formatMoney(money.amount / 100, money.currency, language, digits));
}

/**
 * A featured home: image, location, name, "from" price per night and View Details to its page. No
 * rating: the homes have no reviews yet, and a rating is never invented. Without `stay`, the card's
 * place while the homes load: the same boxes, the same size, so nothing moves when they come.
 */
export function FeaturedStayCard({ stay }: { stay?: FeaturedStay }) {
  const { t, i18n } = useTranslation('site');
  const blank = <span className={classes.blank}>&nbsp;</span>;
  return (
    <Card className={classes.card} radius="lg" withBorder padding="lg" aria-hidden={stay ? undefined : true}>
      <Card.Section>
        {stay?.cover ? (
          <img
            className={classes.image}
            src={stay.cover.url}
            alt={stay.cover.alt}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={classes.image} />
        )}
      </Card.Section>
      <Text size="sm" c="gray.8" mt="md" className={classes.location}>
        <IconMapPin size={16} aria-hidden />
        {stay ? [stay.city, stay.neighbourhood].filter(Boolean).join(' · ') : blank}
      </Text>
      <Title order={3} fz="lg" mt={6} className={classes.name}>
        {stay ? stay.title : blank}
      </Title>
      <Text mt="xs" c="gray.8" className={classes.price}>
        {stay ? (
          <>
            {t('common.from')}{' '}
            <Text span fw={700} fz="xl" c="terracotta.7">
              {fromPrice(stay.fromNightly, i18n.language)}
            </Text>{' '}
            {t('common.perNight')}
          </>
        ) : (
          <Text span fz="xl" className={classes.blank}>
            &nbsp;
          </Text>
        )}
      </Text>
      {stay ? (
        <Button
          component={SiteLink}
          to={`${routes.stays}/${stay.slug}`}
          variant="light"
          mt="md"
          fullWidth
          className={classes.details}
        >
          {t('common.viewDetails')}
          <VisuallyHidden>: {stay.title}</VisuallyHidden>
        </Button>
      ) : (
        <div className={`${classes.details} ${classes.blankButton}`} />
      )}
    </Card>
  );
}
