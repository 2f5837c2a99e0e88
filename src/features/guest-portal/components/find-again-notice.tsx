import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './guest-portal.module.css';

/**
 * A stay saved without a guest token (before tokens, or whose token the server refused): it keeps
 * showing as saved, and this asks for one new lookup to refresh it, with the way to the find form.
 * Not an error: nothing the guest did is wrong.
 */
export function FindAgainNotice({ onFind }: { onFind: () => void }) {
  const { t } = useTranslation('guest');
  return (
    <Paper
      component="section"
      aria-labelledby="find-again-title"
      className={classes.card}
      withBorder
      data-testid="find-again"
    >
      <Stack gap="xs">
        <Text fw={600} id="find-again-title" className={classes.cardTitle}>
          <IconSearch size={18} aria-hidden /> {t('findAgain.title')}
        </Text>
        <Text size="sm">{t('findAgain.text')}</Text>
        <Button variant="light" size="md" onClick={onFind}>
          {t('findAgain.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
