import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import {
  Button,
  Checkbox,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AirportTransferDetails } from '@shared/api-types.ts';
import { guestCountOptions } from '@shared/extras-catalogue.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingTransferFields, type RequiredTransferField } from '../rules/transfer';
import classes from './extras.module.css';

/** Delay before the first empty field takes focus, after it is scrolled into view (spec section 9). */
export const focusDelayMs = 500;

export interface TransferDialogProps {
  opened: boolean;
  initial: AirportTransferDetails;
  returnPrice: string;
  onCancel: () => void;
  onConfirm: (details: AirportTransferDetails) => void;
}

export function TransferDialog({ opened, initial, returnPrice, onCancel, onConfirm }: TransferDialogProps) {
  const { t } = useTranslation('extras');
  const small = useMediaQuery('(max-width: 36em)');
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const directionLabelId = useId();
  const focusTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fieldRefs = {
    flightNumber: useRef<HTMLInputElement>(null),
    flightTime: useRef<HTMLInputElement>(null),
    guestCount: useRef<HTMLSelectElement>(null),
    contactNumber: useRef<HTMLInputElement>(null),
  } satisfies Record<RequiredTransferField, unknown>;

  useEffect(() => {
    if (opened) {
      setValues(initial);
      setShowErrors(false);
    }
  }, [opened, initial]);

  useEffect(
    () => () => {
      if (focusTimer.current) clearTimeout(focusTimer.current);
    },
    [],
  );

  const set = <K extends keyof AirportTransferDetails>(key: K, value: AirportTransferDetails[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const missing = new Set(missingTransferFields(values));
  const errorOf = (field: RequiredTransferField) =>
    showErrors && missing.has(field) ? t('transfer.required') : undefined;

  const confirm = () => {
    const [first] = missingTransferFields(values);
    if (first) {
      setShowErrors(true);
      const element = fieldRefs[first].current;
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (focusTimer.current) clearTimeout(focusTimer.current);
      focusTimer.current = setTimeout(() => element?.focus(), focusDelayMs);
      return;
    }
    onConfirm(values);
  };

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('transfer.title')}
      fullScreen={small}
      classNames={{ content: classes.scope }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
      size="lg"
      radius={small ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="md">
          <Stack gap={6}>
            <Text component="span" id={directionLabelId} size="sm" fw={500}>
              {t('transfer.direction')}
            </Text>
            <SegmentedControl
              fullWidth
              size="md"
              aria-labelledby={directionLabelId}
              value={values.direction}
              onChange={(value) => set('direction', value === 'departure' ? 'departure' : 'arrival')}
              data={[
                { value: 'arrival', label: t('transfer.arrival') },
                { value: 'departure', label: t('transfer.departure') },
              ]}
            />
          </Stack>
          <TextInput
            ref={fieldRefs.flightNumber}
            className={classes.field}
            label={t('transfer.flightNumber')}
            placeholder={t('transfer.flightNumberPlaceholder')}
            autoComplete="off"
            withAsterisk
            value={values.flightNumber}
            error={errorOf('flightNumber')}
            onChange={(event) => set('flightNumber', event.currentTarget.value)}
          />
          <TextInput
            ref={fieldRefs.flightTime}
            className={classes.field}
            label={t('transfer.flightTime')}
            description={t('transfer.flightTimeHint')}
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            value={values.flightTime}
            error={errorOf('flightTime')}
            onChange={(event) => set('flightTime', event.currentTarget.value)}
          />
          <NativeSelect
            ref={fieldRefs.guestCount}
            className={classes.field}
            label={t('transfer.guestCount')}
            withAsterisk
            value={values.guestCount}
            error={errorOf('guestCount')}
            onChange={(event) => set('guestCount', event.currentTarget.value)}
            data={[
              { value: '', label: t('transfer.guestCountPlaceholder') },
              ...guestCountOptions.map((count) => ({ value: count, label: count })),
            ]}
          />
          <TextInput
            ref={fieldRefs.contactNumber}
            className={classes.field}
            type="tel"
            label={t('transfer.contactNumber')}
            description={t('transfer.contactNumberHint')}
            autoComplete="tel"
            dir="ltr"
            withAsterisk
            value={values.contactNumber}
            error={errorOf('contactNumber')}
            onChange={(event) => set('contactNumber', event.currentTarget.value)}
          />
          <Textarea
            label={t('transfer.notes')}
            placeholder={t('transfer.notesPlaceholder')}
            rows={3}
            value={values.notes}
            onChange={(event) => set('notes', event.currentTarget.value)}
          />
          <Checkbox
            size="md"
            label={t('transfer.addReturn')}
            description={t('transfer.addReturnHint', { price: returnPrice })}
            checked={values.addReturnTransfer === 'true'}
            onChange={(event) => set('addReturnTransfer', event.currentTarget.checked ? 'true' : 'false')}
          />
          <div className={classes.dialogActions}>
            <Button variant="default" onClick={onCancel}>
              {t('transfer.cancel')}
            </Button>
            <Button type="submit">{t('transfer.confirm')}</Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
