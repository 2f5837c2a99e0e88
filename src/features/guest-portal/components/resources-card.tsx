import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { IconBook, IconMapSearch, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isValidUrl } from '../booking-rules';
import classes from './guest-portal.module.css';

export function ResourcesCard({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation('guest');
  const video = isValidUrl(booking.walkthrough) ? booking.walkthrough : null;
  const recommendations = isValidUrl(booking.localRecommendations) ? booking.localRecommendations : null;
  if (!video && !recommendations) return null;
  return (
    <Paper component="section" aria-labelledby="resources-title" className={classes.card} withBorder>
      <Stack gap={4}>
        <Title order={2} size="h3" id="resources-title" className={classes.cardTitle}>
          <IconBook size={22} aria-hidden /> {t('resources.title')}
        </Title>
        {video ? (
          <Anchor href={video} target="_blank" rel="noopener noreferrer" className={classes.linkRow} fw={600}>
            <IconVideo size={20} aria-hidden /> {t('resources.videoGuide')}
          </Anchor>
        ) : null}
        {recommendations ? (
          <Anchor
            href={recommendations}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.linkRow}
            fw={600}
          >
            <IconMapSearch size={20} aria-hidden /> {t('resources.recommendations')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
