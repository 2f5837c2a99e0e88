import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BookingExtraRecord } from '@shared/api-types.ts';
import { findExtra } from '@shared/extras-catalogue.ts';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { extraNameKey } from '@/i18n/extra-texts';
import { formatDate, formatMoney } from '@/i18n/format';
import { paidSummary, receiptHref } from '../rules/paid';
import classes from './extras.module.css';

export interface PaidExtrasProps {
  records: readonly BookingExtraRecord[];
  language: string;
}

/** What the guest has bought: each paid extra and its amount, the total paid and the receipts to keep. */
export function PaidExtras({ records, language }: PaidExtrasProps) {
  const { t } = useTranslation('extras');
  const summary = paidSummary(records);
  if (summary.lines.length === 0) return null;
  const money = (cents: number) => formatMoney(cents / 100, summary.currency, language);

  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      className={classes.paidSummary}
      aria-labelledby="extras-paid-title"
      data-testid="extras-paid"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="extras-paid-title">
          {t('paid.title')}
        </Title>
        <ul className={classes.lines}>
          {summary.lines.map((line) => {
            const extra = findExtra(line.extra_id);
            if (!extra) return null;
            return (
              <li key={line.extra_id} className={classes.summaryLine}>
                <Text fw={500}>
                  {t(extraNameKey(extra.id))}
                  {line.quantity > 1 ? ` ${t('summary.quantity', { count: line.quantity })}` : ''}
                </Text>
                {line.amount !== undefined ? (
                  <Text className={classes.amount}>{money(line.amount)}</Text>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className={classes.total} data-testid="extras-paid-total">
          <span>{t('paid.total')}</span>
          <span className={classes.amount}>{money(summary.total)}</span>
        </div>
        {summary.lastPaidAt ? (
          <Text size="sm" c="dimmed">
            {t('paid.paidOn', { date: formatDate(summary.lastPaidAt, language) })}
          </Text>
        ) : null}
        {summary.receipts.length > 0 ? (
          <Group gap="md">
            {summary.receipts.map((url, index) => (
              <Anchor
                key={url}
                href={receiptHref(url, language)}
                target="_blank"
                rel="noopener"
                className={classes.receiptLink}
              >
                <IconReceipt size={18} aria-hidden="true" />
                {summary.receipts.length > 1
                  ? t('paid.receiptNumber', { number: index + 1 })
                  : t('paid.receipt')}
              </Anchor>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
