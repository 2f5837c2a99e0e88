/**
 * A guide step's caption in the guests' languages (issue 43, as the house rules'): a disclosure under
 * the caption with one field per language, saved on blur or Enter with the caption as saved. A guest
 * reads the version in their language, else the caption as written with a note.
 */
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateFor } from '@/i18n/bidi';
import { languages } from '@/i18n/languages';
import { useCaptionPropertyPhoto } from '../api/caption-property-photo';
import { guidePhotoLimits, type HostGuidePhoto, usePropertyCache } from '../api/get-property';
import {
  type CaptionVersions,
  captionVersionsToSend,
  photoErrorKey,
  sameCaptionVersions,
} from '../rules/property-photos';
import { autoDirection } from './property-auto-direction';

export function PropertyPhotoCaptionLanguages({
  propertyId,
  photo,
  step,
  savedCaption,
}: {
  propertyId: string;
  photo: HostGuidePhoto;
  step: number;
  /** The caption as last saved: sent with the versions. */
  savedCaption: string;
}) {
  const { t, i18n } = useTranslation('host');
  const isolated = isolateFor(i18n.language);
  const cache = usePropertyCache();
  const save = useCaptionPropertyPhoto();
  const [versions, setVersions] = useState<CaptionVersions>(photo.captionLanguages);
  const lastSent = useRef<CaptionVersions>(photo.captionLanguages);
  const written = Object.keys(captionVersionsToSend(versions)).length;
  const [open, setOpen] = useState(false);
  const panelId = `photo-${photo.id}-languages`;

  const saveVersions = () => {
    const tooLong = Object.values(versions).some(
      (text) => (text ?? '').trim().length > guidePhotoLimits.maxCaption,
    );
    if (tooLong || sameCaptionVersions(versions, lastSent.current)) return;
    const sent = captionVersionsToSend(versions);
    lastSent.current = sent;
    save.mutate(
      { photoId: photo.id, caption: savedCaption, captionLanguages: sent },
      {
        onSuccess: (answer) => cache.setPhotos(propertyId, answer.photos),
        onError: () => {
          lastSent.current = photo.captionLanguages;
        },
      },
    );
  };

  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconLanguage size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        // Wraps on a phone rather than pushing the card wider than the screen.
        style={{ alignSelf: 'flex-start', height: 'auto', minHeight: 28, maxWidth: '100%' }}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
      >
        {t('propertyEditor.photos.captionLanguages', { step, count: written })}
      </Button>
      {open ? (
        <Stack gap="xs" id={panelId}>
          {languages.map((language) => (
            <TextInput
              key={language.code}
              id={`photo-${photo.id}-caption-${language.code}`}
              lang={language.code}
              label={t('propertyEditor.photos.captionIn', { language: isolated(language.label) })}
              value={versions[language.code] ?? ''}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setVersions((current) => ({ ...current, [language.code]: text }));
              }}
              onBlur={saveVersions}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  saveVersions();
                }
              }}
              error={
                (versions[language.code] ?? '').trim().length > guidePhotoLimits.maxCaption
                  ? t('propertyEditor.errors.tooLong', { max: guidePhotoLimits.maxCaption })
                  : undefined
              }
              maxLength={guidePhotoLimits.maxCaption + 20}
              ref={autoDirection}
              size="md"
            />
          ))}
          <Text size="xs" c={save.error ? 'red' : 'dimmed'} role="status" mih={18}>
            {save.error
              ? t(photoErrorKey(save.error))
              : save.isPending
                ? t('propertyEditor.photos.captionSaving')
                : save.isSuccess
                  ? t('propertyEditor.photos.captionSaved')
                  : ''}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
