import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuidePhoto } from '../hooks/use-guide-photos';
import classes from './guest-portal.module.css';

const GuideGallery = lazy(() => import('./guide-gallery'));

/** `untranslated`: a caption is shown as written, not in the guest's language: the guide says so. */
export function GuideCarousel({
  photos,
  untranslated = false,
}: {
  photos: GuidePhoto[];
  untranslated?: boolean;
}) {
  const { t } = useTranslation('guest');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const total = photos.length;
  return (
    <Paper component="section" aria-labelledby="guide-title" className={classes.card} withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3" id="guide-title" className={classes.cardTitle}>
          <IconRoute size={22} aria-hidden /> {t('guide.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('guide.hint')}
        </Text>
        {untranslated ? (
          <Text size="sm" c="dimmed" data-testid="guide-captions-original">
            {t('guide.captionsOriginal')}
          </Text>
        ) : null}
        <ul className={classes.strip}>
          {photos.map((photo, index) => (
            <li key={photo.src} className={classes.stripItem}>
              <button
                type="button"
                className={classes.thumb}
                onClick={() => setOpenIndex(index)}
                aria-label={t('guide.open', { step: index + 1 })}
              >
                <img
                  src={photo.src}
                  alt={t('guide.photoAlt', { step: index + 1, total })}
                  data-from-device={photo.fromDevice}
                  loading={index < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
              {photo.caption ? (
                <Text size="sm" className={classes.stripCaption} dir="auto">
                  {photo.caption}
                </Text>
              ) : null}
            </li>
          ))}
        </ul>
      </Stack>
      {openIndex !== null ? (
        <Suspense fallback={null}>
          <GuideGallery
            photos={photos}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
