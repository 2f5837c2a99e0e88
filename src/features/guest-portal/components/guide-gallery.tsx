import '@mantine/core/styles/Modal.css';
import { ActionIcon, Modal, Text, useDirection } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapIndex } from '../booking-rules';
import type { GuidePhoto } from '../hooks/use-guide-photos';
import classes from './guest-portal.module.css';

export interface GuideGalleryProps {
  photos: GuidePhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-screen photo guide: the photo follows the finger (swipe to the next or previous one, Embla),
 * previous, next, close, arrow keys and Escape; wraps at both ends. With reduced motion the photos
 * change without sliding.
 */
export default function GuideGallery({ photos, index, onIndexChange, onClose }: GuideGalleryProps) {
  const { t } = useTranslation('guest');
  const { dir } = useDirection();
  const total = photos.length;
  const reducedMotion = useReducedMotion();
  // Options fixed at opening: a change of options would set the carousel up again, dropping its motion.
  const [options] = useState(() => ({ loop: total > 1, direction: dir, startIndex: index }));
  const [viewportRef, embla] = useEmblaCarousel(options);

  // A swipe (or any move of the carousel) sets the index the counter and the parent show.
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => onIndexChange(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onIndexChange]);

  // An index set from outside (buttons, keys, the strip) moves the carousel there.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, reducedMotion);
  }, [embla, index, reducedMotion]);

  const go = (step: number) => onIndexChange(wrapIndex(index + step, total));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(dir === 'rtl' ? -1 : 1);
    else if (event.key === 'ArrowLeft') go(dir === 'rtl' ? 1 : -1);
    else return;
    event.preventDefault();
  };

  const Previous = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const Next = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  return (
    <Modal.Root opened onClose={onClose} fullScreen transitionProps={{ duration: 120 }}>
      <Modal.Overlay />
      <Modal.Content aria-label={t('guide.galleryLabel')} className={classes.galleryContent}>
        <Modal.Body p={0} h="100%">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys anywhere in the dialog move through the photos */}
          <div className={classes.gallery} onKeyDown={onKeyDown}>
            <div className={classes.galleryBar}>
              <Text fw={700} c="white" aria-live="polite" data-testid="gallery-counter">
                {t('guide.counter', { current: index + 1, total })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray.0"
                size={48}
                radius="xl"
                aria-label={t('guide.close')}
                onClick={onClose}
                data-autofocus
              >
                <IconX size={28} aria-hidden />
              </ActionIcon>
            </div>
            <div className={classes.galleryViewport} ref={viewportRef}>
              <div className={classes.galleryTrack}>
                {photos.map((photo, slide) => (
                  <figure
                    key={photo.src}
                    className={classes.galleryImage}
                    aria-hidden={slide !== index || undefined}
                    inert={slide !== index || undefined}
                  >
                    <img
                      src={photo.src}
                      alt={t('guide.photoAlt', { step: slide + 1, total })}
                      draggable={false}
                    />
                    {photo.caption ? (
                      <figcaption className={classes.galleryCaption} dir="auto">
                        {photo.caption}
                      </figcaption>
                    ) : null}
                  </figure>
                ))}
              </div>
            </div>
            <div className={classes.galleryNav}>
              <ActionIcon
                variant="filled"
                color="dark.4"
                size={56}
                radius="xl"
                aria-label={t('guide.previous')}
                onClick={() => go(-1)}
              >
                <Previous size={28} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="filled"
                color="dark.4"
                size={56}
                radius="xl"
                aria-label={t('guide.next')}
                onClick={() => go(1)}
              >
                <Next size={28} aria-hidden />
              </ActionIcon>
            </div>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
