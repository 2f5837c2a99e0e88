/** The airport transfer's details, checked field by field with the server's own schema; loaded when it opens. */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import {
  Button,
  Checkbox,
  Fieldset,
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
import {
  checkTransferDetails,
  type DetailProblem,
  type StayDates,
  transferFields,
} from '@shared/extras-details.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-keys';
import { changeDirection, toTransferDetails, withStayDates } from '../rules/transfer';
import classes from './extras.module.css';
import { FlightFields } from './flight-fields';

/** Delay before the first empty field takes focus, after it is scrolled into view (spec section 9). */
export const focusDelayMs = 500;

export interface TransferDialogProps {
  opened: boolean;
  initial: AirportTransferDetails;
  stay: StayDates;
  language: string;
  returnPrice: string;
  onCancel: () => void;
  onConfirm: (details: AirportTransferDetails) => void;
}

type Field = (typeof transferFields)[number];

/** A field's problem in the guest's words (the breakfast's problems never come from these fields). */
const transferProblemKeys: Partial<Record<DetailProblem, TextKey<'extras'>>> = {
  required: 'transfer.required',
  direction: 'transfer.errors.direction',
  flightNumber: 'transfer.errors.flightNumber',
  flightDate: 'transfer.errors.flightDate',
  time: 'transfer.errors.time',
  phone: 'transfer.errors.phone',
  guestCount: 'transfer.errors.guestCount',
};

export function TransferDialog({
  opened,
  initial,
  stay,
  language,
  returnPrice,
  onCancel,
  onConfirm,
}: TransferDialogProps) {
  const { t } = useTranslation('extras');
  const small = useMediaQuery('(max-width: 36em)');
  const [values, setValues] = useState(() => withStayDates(initial, stay));
  const [showErrors, setShowErrors] = useState(false);
  const directionLabelId = useId();
  const focusTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fieldRefs = {
    flightNumber: useRef<HTMLInputElement>(null),
    flightDate: useRef<HTMLSelectElement>(null),
    flightTime: useRef<HTMLInputElement>(null),
    guestCount: useRef<HTMLSelectElement>(null),
    contactNumber: useRef<HTMLInputElement>(null),
    returnFlightNumber: useRef<HTMLInputElement>(null),
    returnFlightDate: useRef<HTMLSelectElement>(null),
    returnFlightTime: useRef<HTMLInputElement>(null),
  } satisfies Record<Field, unknown>;

  useEffect(() => {
    if (opened) {
      setValues(withStayDates(initial, stay));
      setShowErrors(false);
    }
  }, [opened, initial, stay]);

  useEffect(
    () => () => {
      if (focusTimer.current) clearTimeout(focusTimer.current);
    },
    [],
  );

  const set = <K extends keyof AirportTransferDetails>(key: K, value: AirportTransferDetails[K]) =>
    setValues((current) =>
      key === 'direction'
        ? changeDirection(current, value as AirportTransferDetails['direction'], stay)
        : { ...current, [key]: value },
    );
  const checked = checkTransferDetails(values, stay);
  const errors: Partial<Record<string, DetailProblem>> = checked.ok ? {} : checked.errors;
  const errorOf = (field: Field) => {
    const problem = showErrors ? errors[field] : undefined;
    return problem ? t(transferProblemKeys[problem] ?? 'transfer.required') : undefined;
  };

  const confirm = () => {
    if (!checked.ok) {
      const first = transferFields.find((field) => errors[field]);
      setShowErrors(true);
      if (!first) return;
      const element = fieldRefs[first].current;
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (focusTimer.current) clearTimeout(focusTimer.current);
      focusTimer.current = setTimeout(() => element?.focus(), focusDelayMs);
      return;
    }
    onConfirm(toTransferDetails(checked.details));
  };
  const back = values.direction === 'arrival' ? 'departure' : 'arrival';

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
          <FlightFields
            leg="main"
            direction={values.direction}
            values={values}
            stay={stay}
            language={language}
            refs={fieldRefs}
            errorOf={errorOf}
            onChange={set}
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
            inputMode="tel"
            label={t('transfer.contactNumber')}
            placeholder={t('transfer.contactNumberPlaceholder')}
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
          {values.addReturnTransfer === 'true' ? (
            <Fieldset legend={t(`transfer.return.legend.${back}`)} variant="filled" radius="md">
              <Stack gap="md">
                <FlightFields
                  leg="return"
                  direction={back}
                  values={values}
                  stay={stay}
                  language={language}
                  refs={fieldRefs}
                  errorOf={errorOf}
                  onChange={set}
                />
              </Stack>
            </Fieldset>
          ) : null}
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

export default TransferDialog;
