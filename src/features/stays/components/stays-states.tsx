import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconAlertCircle, IconHomeSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './stay-card.module.css';

/** Cards' places while the homes load: the same size as a card, so nothing moves when they come. */
export function StayCardsLoading({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('stays');
  return (
    <div aria-busy="true">
      <Text size="sm" c="gray.8" role="status" mb="md">
        {t('list.loading')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
          <Card key={index} className={classes.card} radius="lg" withBorder padding="lg" aria-hidden>
            <Card.Section>
              <Skeleton className={classes.noPhoto} radius={0} animate={false} />
            </Card.Section>
            <Skeleton height={14} width="50%" mt="md" />
            <Skeleton height={22} width="80%" mt={10} />
            <Skeleton height={14} width="60%" mt={10} />
            <Skeleton height={18} width="45%" mt="lg" />
            <Skeleton height={44} mt="md" />
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

export function StaysError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('stays');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
      <Text mb="sm">{message}</Text>
      <Button variant="white" color="red" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}

export function StaysEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('stays');
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconHomeSearch size={20} aria-hidden />}
      data-testid="stays-empty"
    >
      <Text mb={filtered ? 'sm' : 0}>{filtered ? t('list.empty') : t('list.emptyNoFilters')}</Text>
      {filtered ? (
        <Button variant="default" onClick={onClear}>
          {t('list.clear')}
        </Button>
      ) : null}
    </Alert>
  );
}
