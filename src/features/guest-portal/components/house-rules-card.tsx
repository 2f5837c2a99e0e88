import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './guest-portal.module.css';

/**
 * The host's house rules as written: line breaks kept, and each line read in its own direction
 * (`dir="auto"` and the stylesheet's `unicode-bidi: plaintext`), so French rules read right on an
 * Arabic page and the reverse.
 */
export function HouseRulesCard({ rules }: { rules: string }) {
  const { t } = useTranslation('guest');
  return (
    <Paper component="section" aria-labelledby="house-rules-title" className={classes.card} withBorder>
      <Title order={2} size="h4" id="house-rules-title" mb="xs">
        {t('houseRules.title')}
      </Title>
      <p dir="auto" className={classes.houseRules}>
        {rules}
      </p>
    </Paper>
  );
}
