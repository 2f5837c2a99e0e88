/** The month's dates blocked by hand, each with Unblock (host-calendar-blocks `remove`). */
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatStayDate } from '@/i18n/format';
import { useUnblockDates } from '../api/block-dates';
import type { CalendarDay } from '../api/get-calendar-month';
import { blockRefusalKey, manualBlocksOf } from '../rules/block-dates';
import classes from './host-ui.module.css';

export function ManualBlocksList({ days }: { days: CalendarDay[] }) {
  const { t, i18n } = useTranslation('host');
  const unblock = useUnblockDates();
  const blocks = manualBlocksOf(days);
  const language = i18n.language;
  return (
    <Stack gap="xs" component="section" aria-labelledby="manual-blocks-title">
      <Text component="h3" fw={600} id="manual-blocks-title">
        {t('blockDates.list.title')}
      </Text>
      {blocks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('blockDates.list.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} className={classes.plainList}>
          {blocks.map((block) => {
            const from = formatStayDate(block.firstNight, language);
            const to = formatStayDate(block.lastNight, language);
            return (
              <Group key={block.blockId} component="li" justify="space-between" gap="sm" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={500}>{block.propertyName}</Text>
                  <Text size="sm" c="dimmed">
                    <bdi>{from}</bdi> – <bdi>{to}</bdi>
                    {block.reason && (
                      <>
                        {' · '}
                        <bdi>{block.reason}</bdi>
                      </>
                    )}
                  </Text>
                </Stack>
                <Button
                  variant="default"
                  h={44}
                  leftSection={<IconLockOpen size={18} aria-hidden />}
                  loading={unblock.isPending && unblock.variables?.blockId === block.blockId}
                  aria-label={t('blockDates.list.unblockLabel', { property: block.propertyName, from, to })}
                  onClick={() =>
                    unblock.mutate(
                      { blockId: block.blockId },
                      {
                        onSuccess: () =>
                          notifications.show({
                            color: 'mint',
                            message: t('blockDates.list.unblocked', { property: block.propertyName }),
                          }),
                        onError: (error) =>
                          notifications.show({ color: 'red', message: t(blockRefusalKey(error)) }),
                      },
                    )
                  }
                >
                  {t('blockDates.list.unblock')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
