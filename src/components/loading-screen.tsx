import { Center, Loader, Stack, Text } from '@mantine/core';
import i18next from 'i18next';
import { loadingText, toLanguageCode } from '../i18n/languages';

/** Shown while translation files load: the text comes from code, not from those files. */
export function LoadingScreen() {
  const language = toLanguageCode(i18next.language ?? document.documentElement.lang);
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader color="terracotta" />
        <Text c="dimmed">{loadingText[language]}</Text>
      </Stack>
    </Center>
  );
}
