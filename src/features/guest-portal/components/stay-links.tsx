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

function lateCheckoutTarget(): HTMLElement | null {
  return (
    document.getElementById(lateCheckoutAnchor) ??
    document.querySelector<HTMLElement>('[data-testid="extras-section"]') ??
    document.getElementById('stay-links-title')
  );
}

/** How long after the jump the page may still grow above the extra (their code loading). */
const settleMs = 2500;

/**
 * Scrolls to the late check-out extra; before the extras have loaded, to where they load. Sections
 * above it (the messages, the extras themselves) may load during the scroll and push it away: until
 * the page settles, a change of the page's height brings the extra back to the middle, unless the
 * guest has scrolled, touched or typed meanwhile.
 */
function goToLateCheckout(event: MouseEvent<HTMLAnchorElement>) {
  const target = lateCheckoutTarget();
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'center' });
  const stop = new AbortController();
  const recenter = () => {
    if (stop.signal.aborted) return;
    const current = lateCheckoutTarget();
    if (!current) return;
    const box = current.getBoundingClientRect();
    const inView = box.top >= 0 && box.bottom <= window.innerHeight;
    if (!inView || current !== target) current.scrollIntoView({ block: 'center' });
  };
  if (typeof ResizeObserver === 'undefined') return;
  let first = true;
  const heightWatch = new ResizeObserver(() => {
    // The first call is the observation's start, not a change.
    if (first) {
      first = false;
      return;
    }
    // Let the smooth scroll's own movement end before correcting it.
    window.setTimeout(recenter, 600);
  });
  heightWatch.observe(document.body);
  const end = () => {
    heightWatch.disconnect();
    stop.abort();
  };
  for (const name of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(name, end, { once: true, passive: true, signal: stop.signal });
  }
  window.setTimeout(end, settleMs);
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
