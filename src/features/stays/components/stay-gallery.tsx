import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StayPage } from '../api/stay-types';
import { noPhotoIcon as NoPhoto } from './amenity-icons';
import classes from './stay-gallery.module.css';

/** The home's public gallery, one photo per view; the first loads at once (it is the page's largest). */
export function StayGallery({ stay }: { stay: StayPage }) {
  const { t, i18n } = useTranslation('stays');
  const rtl = i18n.dir() === 'rtl';
  if (stay.photos.length === 0) {
    return (
      <div className={classes.empty}>
        <NoPhoto size={56} stroke={1.3} aria-hidden />
        <Text>{t('card.noPhoto')}</Text>
      </div>
    );
  }
  return (
    <Carousel
      className={classes.carousel}
      aria-label={t('stay.gallery', { title: stay.title })}
      // Mantine's own names ("carousel", "Go to slide 1") are English on every page.
      aria-roledescription={t('stay.carouselRole')}
      withIndicators={false}
      withControls={stay.photos.length > 1}
      previousControlProps={{ 'aria-label': t('stay.previousPhoto') }}
      nextControlProps={{ 'aria-label': t('stay.nextPhoto') }}
      emblaOptions={{ direction: rtl ? 'rtl' : 'ltr', loop: false }}
      slideGap="sm"
    >
      {stay.photos.map((photo, index) => (
        <Carousel.Slide
          key={photo.url}
          aria-roledescription={t('stay.slideRole')}
          aria-label={t('stay.photo', { current: index + 1, total: stay.photos.length })}
        >
          <img
            className={classes.photo}
            src={photo.url}
            alt={photo.alt}
            width={photo.width ?? 1200}
            height={photo.height ?? 800}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
