import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Anchor, Badge, Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { BookingExtraRecord, SelectedExtra } from '@shared/api-types.ts';
import type { Extra } from '@shared/extras-catalogue.ts';
import { IconCheck, IconCircleCheck, IconMinus, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExtraIcon } from '@/components/extra-icon';
import { extraDescriptionKey, extraNameKey, extraUnitKey } from '@/i18n/extra-texts';
import { formatDate, formatMoney } from '@/i18n/format';
import type { TextKey } from '@/i18n/text-keys';
import { describeDetails } from '../rules/describe';
import { receiptHref } from '../rules/paid';
import classes from './extras.module.css';

export interface ExtraCardProps {
  extra: Extra;
  line: SelectedExtra | undefined;
  paid: boolean;
  /** What the booking shows as bought for this extra (paid lines only). */
  paidRecord?: BookingExtraRecord;
  language: string;
  /** The airport transfer's return leg: selected or paid. */
  returnLeg?: { selected: boolean; paid: boolean; price: string };
  price: string;
  disabled: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onEdit?: () => void;
}

export function ExtraCard({
  extra,
  line,
  paid,
  paidRecord,
  language,
  returnLeg,
  price,
  disabled,
  onAdd,
  onRemove,
  onEdit,
}: ExtraCardProps) {
  const { t } = useTranslation('extras');
  const name = t(extraNameKey(extra.id));
  const selected = Boolean(line) && !paid;
  const shown = paid ? paidRecord : line;
  const details = shown
    ? describeDetails({ id: extra.id, quantity: shown.quantity, details: shown.details }, t, language)
    : [];
  const paidText = paid && paidRecord?.amount !== undefined ? paidLine(paidRecord, t, language) : null;
  const unitKey = extraUnitKey(extra.id);
  const headingId = `extra-${extra.id}-name`;

  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      data-selected={selected}
      data-paid={paid}
      aria-labelledby={headingId}
      data-testid={`extra-${extra.id}`}
    >
      <div className={classes.cardHead}>
        <ThemeIcon size={44} radius="md" variant="light" color={paid ? 'mint' : 'terracotta'}>
          <ExtraIcon name={extra.icon} />
        </ThemeIcon>
        <div className={classes.cardTitle}>
          <Title order={3} size="h4" id={headingId}>
            {name}
          </Title>
          <Text className={classes.price}>{price}</Text>
        </div>
      </div>
      <Text size="sm" c="dimmed" className={classes.description}>
        {t(extraDescriptionKey(extra.id))}
      </Text>
      {unitKey ? (
        <Text size="sm" fw={500}>
          {t(unitKey)}
        </Text>
      ) : null}
      {details.map((text) => (
        <Text key={text} size="sm" fw={500}>
          {text}
        </Text>
      ))}
      {paidText ? (
        <Text size="sm" c="mint.9" data-testid={`paid-${extra.id}`}>
          {paidText}
        </Text>
      ) : null}
      {paid && paidRecord?.receipt_url ? (
        <Anchor
          size="sm"
          href={receiptHref(paidRecord.receipt_url, language)}
          target="_blank"
          rel="noopener"
          aria-label={t('card.receiptLabel', { name })}
        >
          {t('card.receipt')}
        </Anchor>
      ) : null}
      {selected && line && line.quantity > 1 ? (
        <Text size="sm">{t('card.quantity', { count: line.quantity })}</Text>
      ) : null}
      {returnLeg && (returnLeg.paid || (selected && returnLeg.selected)) ? (
        <Text size="sm" c={returnLeg.paid ? 'mint.9' : undefined}>
          {returnLeg.paid ? t('card.returnPaid') : t('card.withReturn', { price: returnLeg.price })}
        </Text>
      ) : null}
      <div className={classes.actions}>
        {paid ? (
          <Badge
            size="lg"
            color="mint.8"
            variant="filled"
            leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
          >
            {t('card.paid')}
          </Badge>
        ) : selected ? (
          <>
            <Badge size="lg" variant="light" leftSection={<IconCheck size={14} aria-hidden="true" />}>
              {t('card.added')}
            </Badge>
            <Group gap="xs" ms="auto">
              {onEdit ? (
                <Button
                  variant="subtle"
                  leftSection={<IconPencil size={18} aria-hidden="true" />}
                  onClick={onEdit}
                  disabled={disabled}
                  aria-label={t('card.editLabel', { name })}
                >
                  {t('card.edit')}
                </Button>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconMinus size={18} aria-hidden="true" />}
                onClick={onRemove}
                disabled={disabled}
                aria-label={t('card.removeLabel', { name })}
              >
                {t('card.remove')}
              </Button>
            </Group>
          </>
        ) : (
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={onAdd}
            disabled={disabled}
            aria-label={t('card.addLabel', { name })}
            fullWidth
          >
            {t('card.add')}
          </Button>
        )}
      </div>
    </Card>
  );
}

type Translate = (key: TextKey<'extras'>, values?: Record<string, string | number>) => string;

/** "Paid €21.00 on Nov 25, 2026" (the date when the order says it). */
function paidLine(record: BookingExtraRecord, t: Translate, language: string): string {
  const amount = formatMoney((record.amount ?? 0) / 100, (record.currency ?? 'eur').toUpperCase(), language);
  return record.paid_at
    ? t('card.paidOn', { amount, date: formatDate(record.paid_at, language) })
    : t('card.paidAmount', { amount });
}
