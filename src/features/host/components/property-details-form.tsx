/**
 * The property's details: checked by the form's rules, then created (the editor then opens the new
 * property) or updated through host-properties; a refusal is explained at its field or above Save.
 */
import '@mantine/dates/styles.css';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconClock, IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '@/config/routes';
import type { HostFunctionError } from '@/lib/host-functions';
import { useCreateProperty } from '../api/create-property';
import type { HostPropertyOwner } from '../api/get-properties';
import { type HostPropertyDetails, propertyFieldLimits, usePropertyCache } from '../api/get-property';
import { useUpdateProperty } from '../api/update-property';
import { useKeptWork } from '../hooks/use-kept-work';
import { formDraftId } from '../rules/form-draft';
import {
  createPropertyBody,
  newPropertyForm,
  type PropertyFieldError,
  type PropertyFormErrors,
  type PropertyFormField,
  type PropertyFormValues,
  type PropertyTextFormField,
  propertyFormErrors,
  propertyFormValues,
  refusedField,
  updatePropertyBody,
} from '../rules/property-form';
import { saveRefusalText } from '../rules/property-refusals';
import { KeptWork } from './kept-work';
import { autoDirection } from './property-auto-direction';
import { PropertyCodeRelease } from './property-code-release';
import classes from './property-editor.module.css';
import { PropertyHouseRules } from './property-house-rules';
import { isKnownTimeZone, PropertyTimeZoneSelect } from './property-time-zone-select';
import { PropertyWayIn } from './property-way-in';

const fieldOrder: PropertyFormField[] = [
  'ownerId',
  'name',
  'address',
  'city',
  'wifiNetwork',
  'wifiPassword',
  'walkthroughUrl',
  'recommendationsUrl',
  'checkInTime',
  'checkOutTime',
  'timeZone',
  'arrivalMethod',
  'hostPhone',
  'houseRules',
  'houseRulesLanguages',
  'codeReleaseHours',
];

export function PropertyDetailsForm({
  property,
  owners = [],
  profilePhone,
}: {
  /** null: a new property. */
  property: HostPropertyDetails | null;
  /** The team's choice of owner on create (empty for an owner). */
  owners?: HostPropertyOwner[];
  /** A new property's host phone starts as the caller's profile phone (once read). */
  profilePhone?: string;
}) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const cache = usePropertyCache();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const saving = property ? update : create;
  // What the form was opened with, or last saved: Save sends only the host's own changes since.
  const [baseline, setBaseline] = useState<PropertyFormValues>(() =>
    property ? propertyFormValues(property) : newPropertyForm(profilePhone),
  );
  const [values, setValues] = useState<PropertyFormValues>(baseline);
  // The profile read after the form opened: its phone fills a host phone nobody has typed in yet.
  useEffect(() => {
    if (property || !profilePhone) return;
    setValues((current) => (current.hostPhone === '' ? { ...current, hostPhone: profilePhone } : current));
  }, [property, profilePhone]);
  // A new property's saved values follow the profile phone read after the form opened.
  const saved = property ? baseline : newPropertyForm(profilePhone);
  const kept = useKeptWork({
    formId: formDraftId('property', property?.id),
    saved,
    values,
    restore: setValues,
  });
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<PropertyFormErrors>({});
  const errors: PropertyFormErrors = {
    ...(tried ? propertyFormErrors(values, isKnownTimeZone) : {}),
    ...refused,
  };

  const set = (patch: Partial<PropertyFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setRefused({});
  };
  const text = (error: PropertyFieldError | undefined) =>
    error ? t(error.key, { ...error.values }) : undefined;
  const field = (name: PropertyFormField) => ({
    id: `property-${name}`,
    error: text(errors[name]),
    size: 'md' as const,
  });
  const textField = (name: PropertyTextFormField) => ({
    ...field(name),
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => set({ [name]: event.currentTarget.value }),
  });

  const onError = (error: HostFunctionError) => {
    const named = refusedField(error);
    if (named) setRefused({ [named.field]: named.error });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = propertyFormErrors(values, isKnownTimeZone);
    const first = fieldOrder.find((name) => found[name]);
    if (first) {
      document.getElementById(`property-${first}`)?.focus();
      return;
    }
    if (!property) {
      create.mutate(createPropertyBody(values), {
        onSuccess: ({ property: created }) => {
          cache.setProperty(created);
          kept.done();
          notifications.show({
            color: 'mint',
            message: t('propertyEditor.toasts.created', { name: created.name }),
          });
          navigate(`${routes.hostProperties}/${created.id}`, { replace: true });
        },
        onError,
      });
      return;
    }
    update.mutate(updatePropertyBody(property.id, values, baseline), {
      onSuccess: ({ property: saved }) => {
        cache.setProperty(saved);
        setBaseline(propertyFormValues(saved));
        setValues(propertyFormValues(saved));
        notifications.show({ color: 'mint', message: t('propertyEditor.toasts.saved') });
      },
      onError,
    });
  };
  const refusal = saving.error ? saveRefusalText(saving.error) : null;

  return (
    <form onSubmit={submit} noValidate aria-busy={saving.isPending}>
      <KeptWork kept={kept} />
      <Stack gap="md">
        {owners.length > 0 && (
          <NativeSelect
            {...field('ownerId')}
            label={t('propertyEditor.fields.owner')}
            description={t('propertyEditor.fields.ownerHint')}
            value={values.ownerId}
            onChange={(event) => {
              const ownerId = event.currentTarget.value;
              // Another owner's property: their profile phone (the server's default), not the caller's.
              const ownPhone = values.hostPhone === (profilePhone ?? '');
              set({ ownerId, ...(ownPhone ? { hostPhone: ownerId ? '' : (profilePhone ?? '') } : {}) });
            }}
            data={[
              { value: '', label: t('propertyEditor.fields.ownerSelf') },
              ...owners.map((owner) => ({ value: owner.id, label: owner.displayName })),
            ]}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...textField('name')}
            ref={autoDirection}
            label={t('propertyEditor.fields.name')}
            maxLength={propertyFieldLimits.name + 20}
            withAsterisk
            autoComplete="off"
          />
          <TextInput
            {...textField('city')}
            ref={autoDirection}
            label={t('propertyEditor.fields.city')}
            autoComplete="address-level2"
          />
        </SimpleGrid>
        <TextInput
          {...textField('address')}
          ref={autoDirection}
          label={t('propertyEditor.fields.address')}
          description={t('propertyEditor.fields.addressHint')}
          withAsterisk
          autoComplete="street-address"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...textField('wifiNetwork')}
            ref={autoDirection}
            label={t('propertyEditor.fields.wifiNetwork')}
            autoComplete="off"
          />
          <TextInput
            {...textField('wifiPassword')}
            ref={autoDirection}
            label={t('propertyEditor.fields.wifiPassword')}
            autoComplete="off"
            spellCheck={false}
          />
          <TextInput
            {...textField('walkthroughUrl')}
            label={t('propertyEditor.fields.walkthroughUrl')}
            description={t('propertyEditor.fields.urlHint')}
            type="url"
            inputMode="url"
            dir="ltr"
            placeholder="https://"
          />
          <TextInput
            {...textField('recommendationsUrl')}
            label={t('propertyEditor.fields.recommendationsUrl')}
            description={t('propertyEditor.fields.urlHint')}
            type="url"
            inputMode="url"
            dir="ltr"
            placeholder="https://"
          />
        </SimpleGrid>
        <div className={classes.times}>
          <TimeInput
            {...textField('checkInTime')}
            label={t('propertyEditor.fields.checkInTime')}
            leftSection={<IconClock size={18} aria-hidden />}
          />
          <TimeInput
            {...textField('checkOutTime')}
            label={t('propertyEditor.fields.checkOutTime')}
            leftSection={<IconClock size={18} aria-hidden />}
          />
          <PropertyTimeZoneSelect
            value={values.timeZone}
            onChange={(timeZone) => set({ timeZone })}
            error={text(errors.timeZone)}
            className={classes.zone}
          />
        </div>
        <PropertyWayIn
          values={values}
          set={set}
          isNew={!property}
          errors={{ arrivalMethod: text(errors.arrivalMethod), hostPhone: text(errors.hostPhone) }}
        />
        {/* The host meeting the guests: no code reaches them, so no release to set. */}
        {values.arrivalMethod === 'host_meets' ? null : (
          <PropertyCodeRelease values={values} set={set} error={text(errors.codeReleaseHours)} />
        )}
        <PropertyHouseRules
          values={values}
          set={set}
          errors={{
            houseRules: text(errors.houseRules),
            houseRulesLanguages: text(errors.houseRulesLanguages),
          }}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {t(refusal.key, { ...refusal.values })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            h={44}
            loading={saving.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t(property ? 'propertyEditor.save' : 'propertyEditor.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
