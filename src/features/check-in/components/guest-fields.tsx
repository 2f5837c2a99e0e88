import { Stack, TextInput, Title } from '@mantine/core';
import type { IdDocumentType, Sex } from '@shared/api-types.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedDateInput } from '@/components/typed-date-input';
import type { GuestDeclarationDraft } from '@/lib/checkin-drafts';
import { fieldElementId } from '../hooks/use-guest-form';
import type { FormField } from '../rules/form-rules';
import classes from './check-in.module.css';
import { ChoiceGroup } from './choice-group';
import { CountrySelect } from './country-select';

type TextField = Exclude<keyof GuestDeclarationDraft, 'sex' | 'idType' | 'signature'>;

export interface GuestFieldsProps {
  guestIndex: number;
  form: GuestDeclarationDraft;
  errorOf: (field: FormField) => string | undefined;
  change: <K extends keyof GuestDeclarationDraft>(field: K, value: GuestDeclarationDraft[K]) => void;
  touch: (field: FormField) => void;
}

const idTypes: IdDocumentType[] = ['passport', 'cnie', 'residence_card'];
const sexes: Sex[] = ['female', 'male'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The fields of the individual form, in its order, each with its label, hint and error. */
export function GuestFields({ guestIndex, form, errorOf, change, touch }: GuestFieldsProps) {
  const { t } = useTranslation('checkin');
  const isMainGuest = guestIndex === 1;
  const id = (field: FormField) => fieldElementId(guestIndex, field);
  const text = (field: TextField, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      id={id(field)}
      label={t(`fields.${field}`)}
      value={form[field]}
      error={errorOf(field)}
      onChange={(event) => change(field, event.currentTarget.value)}
      onBlur={() => touch(field)}
      size="md"
      withAsterisk
      // Names and places read in the script they are written in (a Latin address on an Arabic page
      // too); empty, the field follows the page.
      dir={form[field] ? 'auto' : undefined}
      {...extra}
    />
  );
  const ltr = { dir: 'ltr', classNames: { input: classes.ltr } } as const;
  // Day, month, year as the page's language writes them, not the browser's locale's order.
  const dateField = (
    field: 'birthDate' | 'idExpiry',
    extra: { autoComplete: string; description?: string },
  ) => (
    <TypedDateInput
      id={id(field)}
      label={t(`fields.${field}`)}
      value={form[field]}
      error={errorOf(field)}
      onChange={(value) => change(field, value)}
      onBlur={() => touch(field)}
      size="md"
      withAsterisk
      placeholder={t('fields.datePlaceholder')}
      classNames={{ input: classes.ltr }}
      {...extra}
    />
  );

  return (
    <Stack gap="lg">
      <Section title={t('sections.identity')}>
        {text('firstName', { autoComplete: isMainGuest ? 'given-name' : 'off' })}
        {text('lastName', { autoComplete: isMainGuest ? 'family-name' : 'off' })}
        <ChoiceGroup
          id={id('sex')}
          legend={t('fields.sex')}
          value={form.sex}
          choices={sexes.map((sex) => ({ value: sex, label: t(`fields.sexes.${sex}`) }))}
          layout="split"
          error={errorOf('sex')}
          onChange={(value) => {
            change('sex', value as Sex);
            touch('sex');
          }}
        />
        {dateField('birthDate', { autoComplete: isMainGuest ? 'bday' : 'off' })}
        {text('birthPlace', { description: t('hints.birthPlace') })}
        <CountrySelect
          id={id('nationality')}
          label={t('fields.nationality')}
          value={form.nationality}
          error={errorOf('nationality')}
          onChange={(code) => change('nationality', code)}
          onBlur={() => touch('nationality')}
        />
      </Section>

      <Section title={t('sections.document')}>
        <ChoiceGroup
          id={id('idType')}
          legend={t('fields.idType')}
          value={form.idType}
          choices={idTypes.map((type) => ({ value: type, label: t(`fields.idTypes.${type}`) }))}
          error={errorOf('idType')}
          onChange={(value) => {
            change('idType', value as IdDocumentType);
            touch('idType');
          }}
        />
        {text('idNumber', {
          description: form.idType ? t(`hints.idNumber.${form.idType}`) : t('hints.idNumberFirst'),
          autoComplete: 'off',
          autoCapitalize: 'characters',
          spellCheck: false,
          ...ltr,
        })}
        {dateField('idExpiry', { autoComplete: 'off', description: t('hints.idExpiry') })}
      </Section>

      <Section title={t('sections.residence')}>
        <CountrySelect
          id={id('residenceCountry')}
          label={t('fields.residenceCountry')}
          value={form.residenceCountry}
          error={errorOf('residenceCountry')}
          autoComplete={isMainGuest ? 'country-name' : 'off'}
          onChange={(code) => change('residenceCountry', code)}
          onBlur={() => touch('residenceCountry')}
        />
        {text('residenceAddress', { autoComplete: isMainGuest ? 'street-address' : 'off' })}
        {text('profession', {
          description: t('hints.optional'),
          withAsterisk: false,
          autoComplete: isMainGuest ? 'organization-title' : 'off',
        })}
      </Section>

      <Section title={t('sections.travel')}>
        {text('arrivingFrom', { description: t('hints.arrivingFrom') })}
        {text('goingTo', { description: t('hints.goingTo') })}
      </Section>

      <Section title={t('sections.contact')}>
        {text('phone', {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: isMainGuest ? 'tel' : 'off',
          description: isMainGuest ? t('hints.phone') : `${t('hints.optional')} ${t('hints.phone')}`,
          withAsterisk: isMainGuest,
          ...ltr,
        })}
        {text('email', {
          type: 'email',
          inputMode: 'email',
          autoComplete: isMainGuest ? 'email' : 'off',
          description: isMainGuest ? t('hints.email') : t('hints.optional'),
          withAsterisk: isMainGuest,
          ...ltr,
        })}
      </Section>
    </Stack>
  );
}
