/**
 * One step of the photo guide: its thumbnail and number, its caption (saved on blur, Enter or Save,
 * with a small saved state) and its versions in the guests' languages, Move up / Move down and Delete.
 */
import { ActionIcon, Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCheck, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptionPropertyPhoto } from '../api/caption-property-photo';
import { guidePhotoLimits, type HostGuidePhoto, usePropertyCache } from '../api/get-property';
import { photoErrorKey } from '../rules/property-photos';
import { autoDirection } from './property-auto-direction';
import classes from './property-editor.module.css';
import { PropertyPhotoCaptionLanguages } from './property-photo-caption-languages';

export function PropertyPhotoItem({
  propertyId,
  photo,
  step,
  count,
  onMove,
  onDelete,
}: {
  propertyId: string;
  photo: HostGuidePhoto;
  /** 1-based. */
  step: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('host');
  const cache = usePropertyCache();
  const save = useCaptionPropertyPhoto();
  const [caption, setCaption] = useState(photo.caption);
  const [saved, setSaved] = useState(false);
  const lastSent = useRef(photo.caption);
  const tooLong = caption.trim().length > guidePhotoLimits.maxCaption;

  const saveCaption = () => {
    const next = caption.trim();
    if (next === lastSent.current || tooLong) return;
    lastSent.current = next;
    setSaved(false);
    save.mutate(
      { photoId: photo.id, caption: next },
      {
        onSuccess: (answer) => {
          cache.setPhotos(propertyId, answer.photos);
          setSaved(true);
        },
        onError: () => {
          lastSent.current = photo.caption;
        },
      },
    );
  };
  const dirty = caption.trim() !== lastSent.current;
  const captionError = tooLong
    ? t('propertyEditor.errors.tooLong', { max: guidePhotoLimits.maxCaption })
    : save.error
      ? t(photoErrorKey(save.error))
      : undefined;

  return (
    <li className={classes.photo}>
      <div className={classes.thumbFrame}>
        <img
          className={classes.thumb}
          src={photo.thumbnailUrl}
          alt={t('propertyEditor.photos.thumbnailAlt', { step })}
          loading="lazy"
          decoding="async"
        />
        <span className={classes.stepBadge} aria-hidden>
          {step}
        </span>
      </div>
      <div className={classes.photoBody}>
        <TextInput
          id={`photo-${photo.id}-caption`}
          label={t('propertyEditor.photos.captionLabel', { step })}
          placeholder={t('propertyEditor.photos.captionPlaceholder')}
          value={caption}
          onChange={(event) => {
            setCaption(event.currentTarget.value);
            setSaved(false);
          }}
          onBlur={saveCaption}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              saveCaption();
            }
          }}
          error={captionError}
          maxLength={guidePhotoLimits.maxCaption + 20}
          ref={autoDirection}
          size="md"
          rightSectionWidth={dirty ? 72 : undefined}
          rightSection={
            dirty ? (
              <Button size="compact-sm" variant="light" onClick={saveCaption} disabled={tooLong}>
                {t('propertyEditor.photos.saveCaption')}
              </Button>
            ) : null
          }
        />
        <Text size="xs" c="dimmed" role="status" mih={18} className={classes.captionState}>
          {save.isPending ? (
            <Group gap={4} component="span">
              <Loader size={10} aria-hidden /> {t('propertyEditor.photos.captionSaving')}
            </Group>
          ) : saved && !dirty ? (
            <Group gap={4} component="span" c="mint.9">
              <IconCheck size={14} aria-hidden /> {t('propertyEditor.photos.captionSaved')}
            </Group>
          ) : null}
        </Text>
        <PropertyPhotoCaptionLanguages
          propertyId={propertyId}
          photo={photo}
          step={step}
          savedCaption={lastSent.current}
        />
      </div>
      <Group gap="xs" wrap="nowrap" className={classes.photoActions}>
        <ActionIcon
          id={`photo-${photo.id}-up`}
          variant="default"
          size={44}
          onClick={() => onMove(-1)}
          disabled={step === 1}
          aria-label={t('propertyEditor.photos.moveUp', { step })}
        >
          <IconArrowUp size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          id={`photo-${photo.id}-down`}
          variant="default"
          size={44}
          onClick={() => onMove(1)}
          disabled={step === count}
          aria-label={t('propertyEditor.photos.moveDown', { step })}
        >
          <IconArrowDown size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="light"
          color="red"
          size={44}
          onClick={onDelete}
          aria-label={t('propertyEditor.photos.delete', { step })}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}
