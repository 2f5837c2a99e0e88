import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dismissPushOffer,
  type PushLanguage,
  type PushSide,
  shouldOfferPush,
  turnOnPush,
} from '@/lib/push-subscription';

const languages: readonly PushLanguage[] = ['en', 'fr', 'es', 'ar'];

/**
 * "Turn on notifications" (issue 44), offered after a meaningful action only: a screen renders it
 * with `when` true once the action happened (a completed check-in, a sent message, a host's
 * sign-in), never on load. Shown only where push works and the offer was never answered; the
 * browser's prompt comes from the click. `side` is null while the caller is not known yet.
 * Texts: `pushOffer.*` of the shell's namespace.
 */
export function PushOffer({ side, when = true }: { side: PushSide | null; when?: boolean }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'offer' | 'working' | 'done' | 'failed' | 'closed'>('offer');
  const [offered] = useState(shouldOfferPush);
  if (!when || !side || !offered || state === 'closed') return null;
  const language = languages.find((code) => i18n.language?.startsWith(code)) ?? 'en';

  const turnOn = async () => {
    setState('working');
    const result = await turnOnPush(side, language);
    setState(result === 'subscribed' ? 'done' : result === 'denied' ? 'closed' : 'failed');
  };
  const close = () => {
    if (state !== 'done') dismissPushOffer();
    setState('closed');
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="region"
      aria-labelledby="push-offer-title"
      data-testid="push-offer"
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <IconBell size={28} aria-hidden />
        <Stack gap={4} flex={1}>
          <Text fw={700} id="push-offer-title">
            {state === 'done' ? t('pushOffer.doneTitle') : t('pushOffer.title')}
          </Text>
          <Text size="sm" role={state === 'failed' ? 'alert' : undefined}>
            {state === 'done'
              ? t('pushOffer.doneBody')
              : state === 'failed'
                ? t('pushOffer.failed')
                : t('host' in side ? 'pushOffer.bodyHost' : 'pushOffer.bodyGuest')}
          </Text>
          {state === 'done' ? null : (
            <Group gap="xs" mt={4}>
              <Button
                size="md"
                leftSection={<IconBell size={18} aria-hidden />}
                loading={state === 'working'}
                onClick={() => void turnOn()}
              >
                {t('pushOffer.turnOn')}
              </Button>
            </Group>
          )}
        </Stack>
        <CloseButton size="lg" aria-label={t('pushOffer.notNow')} onClick={close} />
      </Group>
    </Paper>
  );
}
