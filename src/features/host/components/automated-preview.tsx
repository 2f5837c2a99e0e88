import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/i18n/languages';
import type { AutomatedLanguage, AutomatedPreview } from '../api/automated-messages';

/** A template as the guest reads it, with the English fallback said when the asked language has no text. */
export function AutomatedPreviewBox({
  preview,
  asked,
}: {
  preview: AutomatedPreview;
  asked: AutomatedLanguage;
}) {
  const { t } = useTranslation('host');
  return (
    <Stack gap="xs" role="region" aria-label={t('automated.previewTitle')}>
      <Text fw={600} size="sm">
        {t('automated.previewTitle')}
      </Text>
      {preview.fellBackToEnglish && (
        <Alert color="yellow" variant="light" icon={<IconLanguage size={18} aria-hidden />} p="xs">
          {t('automated.previewFallback', { language: t(`automated.languageNames.${asked}`) })}
        </Alert>
      )}
      <Paper withBorder p="sm" radius="md" dir={directionOf(preview.language)} lang={preview.language}>
        <Text fw={600} mb={6}>
          {preview.subject}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{preview.text}</Text>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('automated.previewSample')}
      </Text>
    </Stack>
  );
}
