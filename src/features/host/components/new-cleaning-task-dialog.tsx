/** New Task: a cleaning at one of the host's properties, created through host-cleaning `create`. */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, DatesProvider, TimeInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { cleanerNameMaxLength, cleaningNotesMaxLength } from '@shared/host-api-types-cleaning.ts';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datesLocale } from '@/i18n/dates-locale';
import { weekStartOf } from '@/i18n/format';
import type { TextKey } from '@/i18n/text-keys';
import { useCreateCleaningTask } from '../api/create-cleaning-task';
import type { HostCleaningProperty } from '../api/get-cleaning-tasks';
import { cleaningErrorKey } from '../rules/cleaning-actions';
import { createTaskBody, type TaskFormValues, taskFormErrors } from '../rules/cleaning-task-form';

const empty: TaskFormValues = {
  propertyId: null,
  scheduledDate: null,
  scheduledTime: '',
  cleanerName: '',
  notes: '',
};

function NewTaskForm({
  properties,
  today,
  onClose,
}: {
  properties: HostCleaningProperty[];
  today: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('host');
  const create = useCreateCleaningTask();
  const [values, setValues] = useState<TaskFormValues>({
    ...empty,
    propertyId: properties.length === 1 ? (properties[0]?.id ?? null) : null,
    scheduledDate: today,
  });
  const [tried, setTried] = useState(false);
  const errors = tried ? taskFormErrors(values) : {};
  const set = (patch: Partial<TaskFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const errorText = (key: TextKey<'host'> | undefined) =>
    key
      ? t(key, { max: key.endsWith('notesTooLong') ? cleaningNotesMaxLength : cleanerNameMaxLength })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(taskFormErrors(values)).length > 0) return;
    create.mutate(createTaskBody(values), {
      onSuccess: ({ task }) => {
        notifications.show({
          color: 'mint',
          message: t('cleaners.toasts.created', { property: task.property }),
        });
        onClose();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('cleaners.form.property')}
          value={values.propertyId ?? ''}
          onChange={(event) => set({ propertyId: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('cleaners.form.propertyPlaceholder'), disabled: true },
            ...properties.map((property) => ({
              value: property.id,
              label: property.city ? `${property.name} · ${property.city}` : property.name,
            })),
          ]}
          error={errorText(errors.propertyId)}
          withAsterisk
          size="md"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DatesProvider
            settings={{ locale: datesLocale(i18n.language), firstDayOfWeek: weekStartOf(i18n.language) }}
          >
            <DatePickerInput
              label={t('cleaners.form.date')}
              value={values.scheduledDate}
              onChange={(next) => set({ scheduledDate: next ? String(next).slice(0, 10) : null })}
              valueFormat="D MMM YYYY"
              leftSection={<IconCalendar size={18} aria-hidden />}
              error={errorText(errors.scheduledDate)}
              withAsterisk
              size="md"
              popoverProps={{ withinPortal: true }}
              ariaLabels={{
                previousMonth: t('calendar.previous'),
                nextMonth: t('calendar.next'),
                monthLevelControl: t('cleaners.form.chooseMonth'),
              }}
            />
          </DatesProvider>
          <TimeInput
            label={t('cleaners.form.time')}
            value={values.scheduledTime}
            onChange={(event) => set({ scheduledTime: event.currentTarget.value })}
            leftSection={<IconClock size={18} aria-hidden />}
            error={errorText(errors.scheduledTime)}
            size="md"
          />
        </SimpleGrid>
        <TextInput
          label={t('cleaners.form.cleanerOptional')}
          placeholder={t('cleaners.form.cleanerPlaceholder')}
          value={values.cleanerName}
          onChange={(event) => set({ cleanerName: event.currentTarget.value })}
          error={errorText(errors.cleanerName)}
          autoComplete="off"
          size="md"
        />
        <Textarea
          label={t('cleaners.form.notes')}
          placeholder={t('cleaners.form.notesPlaceholder')}
          value={values.notes}
          onChange={(event) => set({ notes: event.currentTarget.value })}
          error={errorText(errors.notes)}
          autosize
          minRows={2}
          maxRows={6}
          size="md"
        />
        {create.error && (
          <Alert color="red" variant="light" role="alert">
            {t(cleaningErrorKey(create.error))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose}>
            {t('cleaners.form.cancel')}
          </Button>
          <Button type="submit" h={44} loading={create.isPending}>
            {t('cleaners.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function NewCleaningTaskDialog({
  opened,
  properties,
  today,
  onClose,
}: {
  opened: boolean;
  properties: HostCleaningProperty[];
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('cleaners.form.newTitle')}
      closeButtonProps={{ 'aria-label': t('cleaners.details.close') }}
      centered
      radius="lg"
      size="lg"
    >
      {opened && <NewTaskForm properties={properties} today={today} onClose={onClose} />}
    </Modal>
  );
}
