import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconWifi } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './guest-portal.module.css';
import { SecretToggle } from './secret-toggle';

export function WifiCard({ network, password }: { network: string | null; password: string | null }) {
  const { t } = useTranslation('guest');
  const [revealed, setRevealed] = useState(false);
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Paper component="section" aria-labelledby="wifi-title" className={classes.card} withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3" id="wifi-title" className={classes.cardTitle}>
          <IconWifi size={22} aria-hidden /> {t('wifi.title')}
        </Title>
        {network ? (
          <div>
            <Text size="sm" c="dimmed">
              {t('wifi.network')}
            </Text>
            <Text className={classes.secretSmall} data-testid="wifi-network">
              {network}
            </Text>
          </div>
        ) : null}
        {password ? (
          <div>
            <Text size="sm" c="dimmed">
              {t('wifi.password')}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              {revealed ? (
                <Text className={classes.secretSmall} data-testid="wifi-password">
                  {password}
                </Text>
              ) : (
                <Text className={classes.secretSmall} role="img" aria-label={t('lock.masked')}>
                  <span aria-hidden>••••••••</span>
                </Text>
              )}
              <Group gap="xs" wrap="nowrap">
                <SecretToggle
                  label={t('wifi.show')}
                  revealed={revealed}
                  onToggle={() => setRevealed((value) => !value)}
                />
                <ActionIcon
                  variant="light"
                  color={clipboard.copied ? 'mint' : 'majorelle'}
                  size={44}
                  radius="xl"
                  aria-label={clipboard.copied ? t('wifi.copied') : t('wifi.copy')}
                  onClick={() => clipboard.copy(password)}
                >
                  {clipboard.copied ? (
                    <IconCheck size={22} aria-hidden />
                  ) : (
                    <IconCopy size={22} aria-hidden />
                  )}
                </ActionIcon>
              </Group>
            </Group>
            <Text size="sm" c="mint.8" aria-live="polite" mih={20}>
              {clipboard.copied ? t('wifi.copied') : ''}
            </Text>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
