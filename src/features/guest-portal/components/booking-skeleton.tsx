import '@mantine/core/styles/Skeleton.css';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './guest-portal.module.css';

export function BookingSkeleton() {
  const { t } = useTranslation('guest');
  return (
    <Stack gap="md" role="status" aria-busy="true">
      <Text size="sm" c="dimmed">
        {t('loading')}
      </Text>
      {[0, 1, 2].map((card) => (
        <Paper key={card} className={classes.card} withBorder>
          <Skeleton height={14} width="35%" mb="sm" />
          <Skeleton height={26} width="70%" mb="md" />
          <Skeleton height={14} mb={8} />
          <Skeleton height={14} width="85%" />
        </Paper>
      ))}
    </Stack>
  );
}
