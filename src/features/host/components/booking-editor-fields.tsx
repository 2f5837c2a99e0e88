import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { ActionIcon, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { bookingSources } from '@shared/host-api-types-guests.ts';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type BookingCurrency,
  bookingCurrencies,
  bookingFieldLimits,
  bookingGuestLimits,
} from '../api/get-editable-booking';
import type { BookingSourceName } from '../api/get-guests';
import type { HostPropertySummary } from '../api/get-properties';
import {
  type BookingFormField,
  type BookingFormValues,
  bookingErrorValues,
  phoneExample,
} from '../rules/booking-form';
import { useSourceLabel } from './badges';
import classes from './booking-editor.module.css';
import { BookingDatesInput } from './booking-editor-dates';

/** What every group of the editor's fields gets: the values, a setter, translated errors, read-only. */
export interface BookingFieldsProps {
  values: BookingFormValues;
  set: (patch: Partial<BookingFormValues>) => void;
  errors: Partial<Record<BookingFormField, string>>;
  readOnly: boolean;
}

const comboboxProps = { withinPortal: true, shadow: 'md' } as const;

/** The guest count one step up or down, within the contract's limits (an empty field starts at the least). */
function stepGuests(guests: number | string, step: 1 | -1): number {
  const current = Number(guests) || bookingGuestLimits.min - step;
  return Math.min(bookingGuestLimits.max, Math.max(bookingGuestLimits.min, Math.round(current) + step));
}

/** Property, dates, guests and source: what the calendar and the guest's lookup depend on. */
export function StayFields({
  values,
  set,
  errors,
  readOnly,
  properties,
}: BookingFieldsProps & { properties: Pick<HostPropertySummary, 'id' | 'name' | 'city'>[] }) {
  const { t } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  return (
    <div className={classes.grid}>
      <Select
        className={classes.wide}
        label={t('bookingEditor.fields.property')}
        placeholder={t('bookingEditor.fields.propertyPlaceholder')}
        data={properties.map((property) => ({
          value: property.id,
          label: property.city ? `${property.name} · ${property.city}` : property.name,
        }))}
        value={values.propertyId}
        onChange={(propertyId) => set({ propertyId })}
        allowDeselect={false}
        error={errors.propertyId}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        withAsterisk={!readOnly}
        size="md"
        data-field="propertyId"
        comboboxProps={comboboxProps}
      />
      <div className={classes.wide}>
        <BookingDatesInput
          checkIn={values.checkIn}
          checkOut={values.checkOut}
          onChange={(checkIn, checkOut) => set({ checkIn, checkOut })}
          error={errors.dates}
          readOnly={readOnly}
        />
      </div>
      <NumberInput
        label={t('bookingEditor.fields.guests')}
        value={values.guests}
        onChange={(guests) => set({ guests })}
        min={bookingGuestLimits.min}
        max={bookingGuestLimits.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        error={errors.guests}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        withAsterisk={!readOnly}
        size="md"
        data-field="guests"
        classNames={{ input: classes.stepperInput }}
        leftSectionPointerEvents="all"
        rightSectionPointerEvents="all"
        leftSectionWidth={readOnly ? undefined : 48}
        rightSectionWidth={readOnly ? undefined : 48}
        leftSection={
          readOnly ? null : (
            <ActionIcon
              variant="subtle"
              size={40}
              onClick={() => set({ guests: stepGuests(values.guests, -1) })}
              disabled={Number(values.guests) <= bookingGuestLimits.min}
              aria-label={t('bookingEditor.fields.fewerGuests')}
            >
              <IconMinus size={18} aria-hidden />
            </ActionIcon>
          )
        }
        rightSection={
          readOnly ? null : (
            <ActionIcon
              variant="subtle"
              size={40}
              onClick={() => set({ guests: stepGuests(values.guests, 1) })}
              disabled={Number(values.guests) >= bookingGuestLimits.max}
              aria-label={t('bookingEditor.fields.moreGuests')}
            >
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
          )
        }
      />
      <Select
        label={t('bookingEditor.fields.source')}
        data={bookingSources.map((source) => ({ value: source, label: sourceLabel(source) }))}
        value={values.source}
        onChange={(source) => source && set({ source: source as BookingSourceName })}
        allowDeselect={false}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        size="md"
        comboboxProps={comboboxProps}
      />
    </div>
  );
}

/** The guest: the last name is what the guest finds the stay with. */
export function GuestFields({
  values,
  set,
  errors,
  readOnly,
  lastNameRequired,
}: BookingFieldsProps & { lastNameRequired: boolean }) {
  const { t } = useTranslation('host');
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set({ [field]: event.currentTarget.value }),
    error: errors[field],
    readOnly,
    variant: readOnly ? 'filled' : 'default',
    size: 'md' as const,
    'data-field': field,
  });
  return (
    <div className={classes.grid}>
      <TextInput
        {...text('firstName')}
        label={t('bookingEditor.fields.firstName')}
        autoComplete="off"
        maxLength={bookingFieldLimits.firstName}
      />
      <TextInput
        {...text('lastName')}
        label={t('bookingEditor.fields.lastName')}
        description={readOnly ? undefined : t('bookingEditor.fields.lastNameHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk={lastNameRequired && !readOnly}
        autoComplete="off"
        maxLength={bookingFieldLimits.lastName}
      />
      <TextInput
        {...text('email')}
        label={t('bookingEditor.fields.email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        maxLength={bookingFieldLimits.email}
      />
      <TextInput
        {...text('phone')}
        label={t('bookingEditor.fields.phone')}
        description={readOnly ? undefined : t('bookingEditor.fields.phoneHint', bookingErrorValues)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        type="tel"
        dir="ltr"
        placeholder={phoneExample}
        autoComplete="off"
        maxLength={bookingFieldLimits.phone}
      />
    </div>
  );
}

/** The stay's total as the host was paid it (major units here, minor units on the wire). */
export function PriceFields({ values, set, errors, readOnly }: BookingFieldsProps) {
  const { t } = useTranslation('host');
  return (
    <div className={classes.total}>
      <NumberInput
        label={t('bookingEditor.fields.stayTotal')}
        description={readOnly ? undefined : t('bookingEditor.fields.stayTotalHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={values.stayTotal}
        onChange={(stayTotal) => set({ stayTotal })}
        min={0}
        max={bookingFieldLimits.maxStayTotal / 100}
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        hideControls
        error={errors.stayTotal}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        size="md"
        dir="ltr"
        data-field="stayTotal"
      />
      <Select
        label={t('bookingEditor.fields.currency')}
        data={[...bookingCurrencies]}
        value={values.currency}
        onChange={(currency) => currency && set({ currency: currency as BookingCurrency })}
        allowDeselect={false}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        size="md"
        comboboxProps={comboboxProps}
      />
    </div>
  );
}

export function NotesField({ values, set, errors, readOnly }: BookingFieldsProps) {
  const { t } = useTranslation('host');
  return (
    <Textarea
      label={t('bookingEditor.fields.notes')}
      placeholder={readOnly ? undefined : t('bookingEditor.fields.notesPlaceholder')}
      value={values.notes}
      onChange={(event) => set({ notes: event.currentTarget.value })}
      error={errors.notes}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      autosize
      minRows={3}
      maxRows={8}
      maxLength={bookingFieldLimits.notes}
      size="md"
      data-field="notes"
    />
  );
}
