import { Anchor, Paper, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconClockHour4, IconMapHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { routes } from '@/config/routes';
import classes from './guest-portal.module.css';

/** The block of three links under the booking: shop, local recommendations, late checkout. */
export function StayLinks() {
  const { t } = useTranslation('guest');
  const newTab = <VisuallyHidden> {t('links.opensInNewTab')}</VisuallyHidden>;
  return (
    <Paper component="nav" aria-labelledby="stay-links-title" className={classes.card} withBorder>
      <Title order={2} size="h4" id="stay-links-title" mb="xs">
        {t('links.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Anchor component={Link} to={routes.shop} className={classes.linkRow} fw={600}>
          <IconBuildingStore size={20} aria-hidden /> {t('links.shop')}
        </Anchor>
        <Anchor
          href={brand.localRecommendationsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.linkRow}
          fw={600}
        >
          <IconMapHeart size={20} aria-hidden /> {t('links.localRecommendations')}
          {newTab}
        </Anchor>
        <Anchor
          href={brand.lateCheckoutUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.linkRow}
          fw={600}
        >
          <IconClockHour4 size={20} aria-hidden /> {t('links.lateCheckout')}
          {newTab}
        </Anchor>
      </SimpleGrid>
    </Paper>
  );
}
