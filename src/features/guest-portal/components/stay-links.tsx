import { Anchor, Paper, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconClockHour4, IconMapHeart } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { isValidUrl } from '../booking-rules';
import classes from './guest-portal.module.css';

/** The late check-out extra's heading in the extras section on this page (its card is labelled by it). */
export const lateCheckoutAnchor = 'extra-late_checkout-name';

/** Scrolls to the late check-out extra; before the extras have loaded, to where they load. */
function goToLateCheckout(event: MouseEvent<HTMLAnchorElement>) {
  const target =
    document.getElementById(lateCheckoutAnchor) ??
    document.querySelector('[data-testid="extras-section"]') ??
    document.getElementById('stay-links-title');
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

/**
 * The links under the booking: the shop, the stay's own local recommendations (when it has them),
 * and the late check-out extra on this page.
 */
export function StayLinks({ recommendations }: { recommendations?: string | null }) {
  const { t } = useTranslation('guest');
  return (
    <Paper component="nav" aria-labelledby="stay-links-title" className={classes.card} withBorder>
      <Title order={2} size="h4" id="stay-links-title" mb="xs">
        {t('links.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Anchor component={Link} to={routes.shop} className={classes.linkRow} fw={600}>
          <IconBuildingStore size={20} aria-hidden /> {t('links.shop')}
        </Anchor>
        {isValidUrl(recommendations) ? (
          <Anchor
            href={recommendations}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.linkRow}
            fw={600}
          >
            <IconMapHeart size={20} aria-hidden /> {t('links.localRecommendations')}
            <VisuallyHidden> {t('links.opensInNewTab')}</VisuallyHidden>
          </Anchor>
        ) : null}
        <Anchor
          href={`#${lateCheckoutAnchor}`}
          onClick={goToLateCheckout}
          className={classes.linkRow}
          fw={600}
        >
          <IconClockHour4 size={20} aria-hidden /> {t('links.lateCheckout')}
        </Anchor>
      </SimpleGrid>
    </Paper>
  );
}
