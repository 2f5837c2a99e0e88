import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './guest-portal.module.css';

/**
 * The host's house rules as written: line breaks kept, and each line read in its own direction
 * (`dir="auto"` and the stylesheet's `unicode-bidi: plaintext`), so French rules read right on an
 * Arabic page and the reverse. The original, shown for want of the guest's language, says so.
 */
export function HouseRulesCard({ rules, untranslated = false }: { rules: string; untranslated?: boolean }) {
  const { t } = useTranslation('guest');
  return (
    <Paper component="section" aria-labelledby="house-rules-title" className={classes.card} withBorder>
      <Title order={2} size="h4" id="house-rules-title" mb="xs">
        {t('houseRules.title')}
      </Title>
      {untranslated ? (
        <Text size="sm" c="dimmed" mb="xs" data-testid="house-rules-original">
          {t('houseRules.original')}
        </Text>
      ) : null}
      <p dir="auto" className={classes.houseRules}>
        {rules}
      </p>
    </Paper>
  );
}
