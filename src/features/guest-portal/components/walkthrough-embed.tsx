import { Paper, Stack, Title } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { walkthroughEmbedUrl } from '../booking-rules';
import classes from './guest-portal.module.css';

export function WalkthroughEmbed({ url }: { url: string }) {
  const { t } = useTranslation('guest');
  return (
    <Paper component="section" aria-labelledby="walkthrough-title" className={classes.card} withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3" id="walkthrough-title" className={classes.cardTitle}>
          <IconMovie size={22} aria-hidden /> {t('walkthrough.title')}
        </Title>
        <div className={classes.video}>
          <iframe
            src={walkthroughEmbedUrl(url)}
            title={t('walkthrough.frameTitle')}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      </Stack>
    </Paper>
  );
}
