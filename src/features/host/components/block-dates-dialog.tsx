/** Block Dates: nights of one of the host's properties blocked by hand (host-calendar-blocks `create`). */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/dates/styles.css';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datesLocale } from '@/i18n/dates-locale';
import { formatStayDate, weekStartOf } from '@/i18n/format';
import { useBlockDates } from '../api/block-dates';
import { useProperties } from '../api/get-properties';
import {
  type BlockFormValues,
  blockConflict,
  blockedNights,
  blockFormErrors,
  blockRefusalKey,
} from '../rules/block-dates';

const dayOf = (value: unknown) => (value ? String(value).slice(0, 10) : null);

function BlockDatesForm({ today, onClose }: { today: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('host');
  const properties = useProperties().data?.properties ?? [];
  const block = useBlockDates();
  const [values, setValues] = useState<BlockFormValues>({
    propertyId: null,
    startDate: today,
    endDate: null,
    reason: '',
  });
  const [tried, setTried] = useState(false);
  const errors = tried ? blockFormErrors(values) : {};
  const set = (patch: Partial<BlockFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const propertyId = values.propertyId ?? (properties.length === 1 ? (properties[0]?.id ?? null) : null);
  const current = { ...values, propertyId };
  const nights = blockedNights(current);
  const conflict = block.error ? blockConflict(block.error) : null;
  const language = i18n.language;
  const pickerLabels = {
    previousMonth: t('calendar.previous'),
    nextMonth: t('calendar.next'),
    monthLevelControl: t('blockDates.chooseMonth'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(blockFormErrors(current)).length > 0 || !current.propertyId) return;
    const reason = current.reason.trim();
    block.mutate(
      {
        propertyId: current.propertyId,
        startDate: current.startDate ?? '',
        endDate: current.endDate ?? '',
        ...(reason ? { reason } : {}),
      },
      {
        onSuccess: ({ block: created }) => {
          notifications.show({
            color: 'mint',
            message: t('blockDates.created', { property: created.propertyName }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('blockDates.property')}
          value={propertyId ?? ''}
          onChange={(event) => set({ propertyId: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('blockDates.propertyPlaceholder'), disabled: true },
            ...properties.map((property) => ({
              value: property.id,
              label: property.city ? `${property.name} · ${property.city}` : property.name,
            })),
          ]}
          error={errors.propertyId && t(errors.propertyId)}
          withAsterisk
          size="md"
          data-autofocus
        />
        <DatesProvider settings={{ locale: datesLocale(language), firstDayOfWeek: weekStartOf(language) }}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DatePickerInput
              label={t('blockDates.start')}
              value={values.startDate}
              onChange={(next) => set({ startDate: dayOf(next) })}
              valueFormat="D MMM YYYY"
              leftSection={<IconCalendar size={18} aria-hidden />}
              error={errors.startDate && t(errors.startDate)}
              withAsterisk
              size="md"
              popoverProps={{ withinPortal: true }}
              ariaLabels={pickerLabels}
            />
            <DatePickerInput
              label={t('blockDates.end')}
              description={t('blockDates.endHint')}
              value={values.endDate}
              onChange={(next) => set({ endDate: dayOf(next) })}
              minDate={values.startDate ?? undefined}
              valueFormat="D MMM YYYY"
              leftSection={<IconCalendar size={18} aria-hidden />}
              error={errors.endDate && t(errors.endDate)}
              withAsterisk
              size="md"
              popoverProps={{ withinPortal: true }}
              ariaLabels={pickerLabels}
            />
          </SimpleGrid>
        </DatesProvider>
        <TextInput
          label={t('blockDates.reason')}
          placeholder={t('blockDates.reasonPlaceholder')}
          value={values.reason}
          onChange={(event) => set({ reason: event.currentTarget.value })}
          error={errors.reason && t(errors.reason)}
          autoComplete="off"
          size="md"
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('blockDates.nights', { nights })}
        </Text>
        {block.error && (
          <Alert color="red" variant="light" role="alert">
            {t(blockRefusalKey(block.error))}
            {conflict &&
              ` ${t('blockDates.conflictDates', {
                checkIn: formatStayDate(conflict.checkIn, language),
                checkOut: formatStayDate(conflict.checkOut, language),
              })}`}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose}>
            {t('blockDates.cancel')}
          </Button>
          <Button type="submit" h={44} loading={block.isPending}>
            {t('blockDates.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Block Dates dialog (dashboard and calendar); `today` (YYYY-MM-DD) is the first night offered. */
export function BlockDatesDialog({
  opened,
  today,
  onClose,
}: {
  opened: boolean;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('blockDates.title')}
      closeButtonProps={{ 'aria-label': t('cleaners.details.close') }}
      centered
      radius="lg"
      size="lg"
    >
      {opened && <BlockDatesForm today={today} onClose={onClose} />}
    </Modal>
  );
}
