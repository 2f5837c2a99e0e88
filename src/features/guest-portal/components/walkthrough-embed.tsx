import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconMovie, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { walkthroughEmbedUrl } from '../booking-rules';
import classes from './guest-portal.module.css';

/**
 * The walkthrough video. Offline, a placeholder instead of the browser's error page, pointing to the
 * photo guide (`hasGuide`), which is on the device.
 */
export function WalkthroughEmbed({
  url,
  online = true,
  hasGuide = false,
}: {
  url: string;
  online?: boolean;
  hasGuide?: boolean;
}) {
  const { t } = useTranslation('guest');
  return (
    <Paper component="section" aria-labelledby="walkthrough-title" className={classes.card} withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3" id="walkthrough-title" className={classes.cardTitle}>
          <IconMovie size={22} aria-hidden /> {t('walkthrough.title')}
        </Title>
        {online ? (
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
        ) : (
          <div className={classes.videoOffline} data-testid="walkthrough-offline">
            <IconCloudOff size={32} aria-hidden />
            <Text fw={700}>{t('walkthrough.offlineTitle')}</Text>
            {hasGuide ? (
              <>
                <Text size="sm">{t('walkthrough.offlineBody')}</Text>
                <Anchor href="#guide-title" fw={600} className={classes.linkRow}>
                  <IconRoute size={20} aria-hidden /> {t('walkthrough.openGuide')}
                </Anchor>
              </>
            ) : null}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
