import '@mantine/core/styles/Card.css';
import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import ui from './host-ui.module.css';

/** What an owner sees on the team's Inquiries screen: whose screen it is, and where their own things are. */
export function InquiriesTeamOnly() {
  const { t } = useTranslation('host');
  return (
    <Card radius="lg" padding="xl" className={ui.card}>
      <Stack align="center" gap="xs" py="lg" role="status">
        <ThemeIcon size={64} radius="xl" variant="light" color="majorelle">
          <IconLock size={32} aria-hidden />
        </ThemeIcon>
        <Text component="h2" className={ui.cardTitle} ta="center">
          {t('inquiries.teamOnlyTitle')}
        </Text>
        <Text c="dimmed" ta="center" maw={520}>
          {t('inquiries.teamOnlyMessage')}
        </Text>
      </Stack>
    </Card>
  );
}
