/** Assign Cleaner / Reassign: the cleaner's name for one task, saved through host-cleaning `assign`. */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanerNameMaxLength } from '@shared/host-api-types-cleaning.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignCleaner } from '../api/assign-cleaner';
import type { HostCleaningTask } from '../api/get-cleaning-tasks';
import { cleaningCardActions, cleaningErrorKey } from '../rules/cleaning-actions';
import { cleanerNameError } from '../rules/cleaning-task-form';
import { useTaskWhen } from './task-when';

function AssignForm({ task, onClose }: { task: HostCleaningTask; onClose: () => void }) {
  const { t } = useTranslation('host');
  const when = useTaskWhen();
  const assign = useAssignCleaner();
  const [name, setName] = useState(task.cleanerName ?? '');
  const [tried, setTried] = useState(false);
  const error = tried ? cleanerNameError(name, true) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (cleanerNameError(name, true)) return;
    const cleanerName = name.trim();
    assign.mutate(
      { taskId: task.id, cleanerName },
      {
        onSuccess: () => {
          notifications.show({
            color: 'mint',
            message: t('cleaners.toasts.assigned', { name: cleanerName, property: task.property }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {task.property} · {when(task)}
        </Text>
        <TextInput
          label={t('cleaners.form.cleaner')}
          placeholder={t('cleaners.form.cleanerPlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error ? t(error, { max: cleanerNameMaxLength }) : undefined}
          maxLength={cleanerNameMaxLength + 20}
          autoComplete="off"
          withAsterisk
          data-autofocus
          size="md"
        />
        {assign.error && (
          <Alert color="red" variant="light" role="alert">
            {t(cleaningErrorKey(assign.error))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose}>
            {t('cleaners.form.cancel')}
          </Button>
          <Button type="submit" h={44} loading={assign.isPending}>
            {t('cleaners.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AssignCleanerDialog({
  task,
  onClose,
}: {
  task: HostCleaningTask | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      title={task ? t(`cleaners.actions.${cleaningCardActions(task).assign}`) : ''}
      closeButtonProps={{ 'aria-label': t('cleaners.details.close') }}
      centered
      radius="lg"
    >
      {task && <AssignForm key={task.id} task={task} onClose={onClose} />}
    </Modal>
  );
}
