import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { SelectedExtra } from '@shared/api-types.ts';
import { findExtra } from '@shared/extras-catalogue.ts';
import { IconAlertCircle, IconLock, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { extraNameKey } from '@/i18n/extra-texts';
import { formatMoney } from '@/i18n/format';
import type { TextKey } from '@/i18n/text-keys';
import { describeLine } from '../rules/describe';
import { lineTotal, selectionTotal } from '../rules/pricing';
import classes from './extras.module.css';

export interface ExtrasSummaryProps {
  selected: SelectedExtra[];
  language: string;
  online: boolean;
  redirecting: boolean;
  canPay: boolean;
  inlineError: TextKey<'extras'> | null;
  onPay: () => void;
}

export function ExtrasSummary({
  selected,
  language,
  online,
  redirecting,
  canPay,
  inlineError,
  onPay,
}: ExtrasSummaryProps) {
  const { t } = useTranslation('extras');
  const total = formatMoney(selectionTotal(selected), 'EUR', language);
  const errorId = 'extras-pay-error';

  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      className={classes.summary}
      aria-labelledby="extras-summary-title"
      data-testid="extras-summary"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="extras-summary-title">
          {t('summary.title')}
        </Title>
        {selected.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('summary.empty')}
          </Text>
        ) : (
          <ul className={classes.lines}>
            {selected.map((line) => {
              const extra = findExtra(line.id);
              if (!extra) return null;
              const details = describeLine(line, t, language);
              return (
                <li key={line.id} className={classes.summaryLine} data-testid={`summary-line-${line.id}`}>
                  <div className={classes.lineText}>
                    <Text fw={500}>
                      {t(extraNameKey(extra.id))}
                      {line.quantity > 1 ? ` ${t('summary.quantity', { count: line.quantity })}` : ''}
                    </Text>
                    {details ? (
                      <Text size="sm" c="dimmed">
                        {details}
                      </Text>
                    ) : null}
                  </div>
                  <Text className={classes.amount}>{formatMoney(lineTotal(line), 'EUR', language)}</Text>
                </li>
              );
            })}
          </ul>
        )}
        <div className={classes.total} data-testid="extras-total">
          <span>{t('summary.total')}</span>
          <span className={classes.amount}>{total}</span>
        </div>
        {!online ? (
          <Alert color="majorelle" variant="light" icon={<IconWifiOff size={20} aria-hidden="true" />}>
            {t('summary.offlineNote')}
          </Alert>
        ) : null}
        <Button
          size="md"
          fullWidth
          className={classes.payButton}
          disabled={!online || redirecting || !canPay}
          onClick={onPay}
          aria-describedby={inlineError ? errorId : undefined}
          leftSection={
            redirecting ? (
              <Loader size={18} color="currentColor" aria-hidden="true" />
            ) : online ? (
              <IconLock size={18} aria-hidden="true" />
            ) : (
              <IconWifiOff size={18} aria-hidden="true" />
            )
          }
        >
          {redirecting
            ? t('summary.redirecting')
            : online
              ? t('summary.pay', { total })
              : t('summary.offlineButton')}
        </Button>
        {inlineError ? (
          <Alert
            id={errorId}
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {t(inlineError)}
          </Alert>
        ) : null}
        {online ? (
          <Text size="xs" c="dimmed" ta="center">
            {t('summary.secureNote')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
