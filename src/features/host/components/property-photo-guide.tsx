/**
 * The photo guide of the way in: the steps in order (reordered at once, then saved), Take photo
 * (the camera) and Add photos (several files), each checked before it is sent, and Delete (confirm).
 */
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePropertyPhoto } from '../api/delete-property-photo';
import { guidePhotoLimits, type HostGuidePhoto, usePropertyCache } from '../api/get-property';
import { useReorderPropertyPhotos } from '../api/reorder-property-photos';
import { usePropertyPhotoUploads } from '../api/upload-property-photo';
import { movedPhotoIds, photoErrorKey, photoPickerAccept } from '../rules/property-photos';
import { PropertyConfirmDialog } from './property-confirm-dialog';
import classes from './property-editor.module.css';
import { PropertyPhotoItem } from './property-photo-item';
import { PropertyPhotoUploads } from './property-photo-uploads';

/**
 * Moving a step moves its row, and the browser drops the focus of a moved node: focus the pressed
 * button again, or the other one when it is now disabled (the step became first or last).
 */
function focusMoved(photoId: string, delta: -1 | 1) {
  const same = document.getElementById(`photo-${photoId}-${delta < 0 ? 'up' : 'down'}`);
  const other = document.getElementById(`photo-${photoId}-${delta < 0 ? 'down' : 'up'}`);
  const target = same && !same.hasAttribute('disabled') ? same : other;
  target?.focus();
}

export function PropertyPhotoGuide({ propertyId, photos }: { propertyId: string; photos: HostGuidePhoto[] }) {
  const { t } = useTranslation('host');
  const cache = usePropertyCache();
  const reorder = useReorderPropertyPhotos();
  const remove = useDeletePropertyPhoto();
  const { uploads, add, dismiss } = usePropertyPhotoUploads(propertyId, photos.length);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<{ photo: HostGuidePhoto; step: number } | null>(null);
  // Once the list shows the new order (the cache's update renders after this component's own).
  const moved = useRef<{ photoId: string; delta: -1 | 1; order: string } | null>(null);
  const order = photos.map((photo) => photo.id).join();
  useEffect(() => {
    if (moved.current?.order !== order) return;
    focusMoved(moved.current.photoId, moved.current.delta);
    moved.current = null;
  });
  const full = photos.length >= guidePhotoLimits.maxPerProperty;
  const writeError = reorder.error ?? remove.error;

  const move = (index: number, delta: -1 | 1) => {
    const photo = photos[index];
    const ids = movedPhotoIds(
      photos.map((item) => item.id),
      index,
      delta,
    );
    if (!photo || !ids) return;
    const byId = new Map(photos.map((item) => [item.id, item]));
    cache.setPhotos(
      propertyId,
      ids.map((id, position) => ({ ...(byId.get(id) as HostGuidePhoto), position })),
    );
    setAnnouncement(t('propertyEditor.photos.moved', { from: index + 1, to: index + 1 + delta }));
    moved.current = { photoId: photo.id, delta, order: ids.join() };
    reorder.mutate(
      { propertyId, photoIds: ids },
      {
        onSuccess: (answer) => cache.setPhotos(propertyId, answer.photos),
        onError: () => void cache.refresh(),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { photoId: deleting.photo.id },
      {
        onSuccess: (answer) => {
          cache.setPhotos(propertyId, answer.photos);
          setAnnouncement(t('propertyEditor.photos.deleted', { step: deleting.step }));
          setDeleting(null);
        },
        onError: () => setDeleting(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('propertyEditor.photos.intro')}</Text>
      <Group gap="sm" wrap="wrap">
        <FileButton
          onChange={(file) => file && add([file])}
          accept="image/*"
          capture="environment"
          disabled={full}
        >
          {(props) => (
            <Button {...props} h={44} leftSection={<IconCamera size={18} aria-hidden />} disabled={full}>
              {t('propertyEditor.photos.takePhoto')}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={(files) => add(files)} accept={photoPickerAccept} multiple disabled={full}>
          {(props) => (
            <Button
              {...props}
              h={44}
              variant="light"
              leftSection={<IconPhotoPlus size={18} aria-hidden />}
              disabled={full}
            >
              {t('propertyEditor.photos.addPhotos')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed" className={classes.counter}>
          {t('propertyEditor.photos.count', { current: photos.length, max: guidePhotoLimits.maxPerProperty })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('propertyEditor.photos.rules', { max: guidePhotoLimits.maxPerProperty })}
      </Text>
      <PropertyPhotoUploads uploads={uploads} onDismiss={dismiss} />
      {writeError && (
        <Alert color="red" variant="light" role="alert">
          {t(photoErrorKey(writeError))}
        </Alert>
      )}
      {photos.length === 0 ? (
        <Text className={classes.empty}>{t('propertyEditor.photos.empty')}</Text>
      ) : (
        <ol className={classes.photoList} aria-label={t('propertyEditor.photos.listLabel')}>
          {photos.map((photo, index) => (
            <PropertyPhotoItem
              key={photo.id}
              propertyId={propertyId}
              photo={photo}
              step={index + 1}
              count={photos.length}
              onMove={(delta) => move(index, delta)}
              onDelete={() => setDeleting({ photo, step: index + 1 })}
            />
          ))}
        </ol>
      )}
      <div role="status" className={classes.visuallyHidden}>
        {announcement}
      </div>
      <PropertyConfirmDialog
        opened={deleting !== null}
        title={t('propertyEditor.photos.deleteTitle', { step: deleting?.step ?? 0 })}
        message={t('propertyEditor.photos.deleteMessage')}
        confirmLabel={t('propertyEditor.photos.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
