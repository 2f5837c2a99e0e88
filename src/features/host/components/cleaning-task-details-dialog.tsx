/** View Details / View Report: a task's facts, and Mark Complete for a task not yet completed. */
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconCircleCheck, IconMapPin, IconNotes, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/i18n/format';
import type { HostCleaningTask } from '../api/get-cleaning-tasks';
import { TaskStatusBadge } from './badges';
import classes from './cleaners.module.css';
import { useTaskWhen } from './task-when';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {icon}
      <Stack gap={0}>
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text size="sm">{children}</Text>
      </Stack>
    </Group>
  );
}

export function CleaningTaskDetailsDialog({
  task,
  completing,
  onComplete,
  onClose,
}: {
  task: HostCleaningTask | null;
  completing: boolean;
  onComplete: (task: HostCleaningTask) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('host');
  const when = useTaskWhen();
  const report = task?.status === 'completed';
  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      title={t(report ? 'cleaners.details.reportTitle' : 'cleaners.details.title')}
      closeButtonProps={{ 'aria-label': t('cleaners.details.close') }}
      centered
      radius="lg"
    >
      {task && (
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={700}>{task.property}</Text>
              {task.location && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden className={classes.icon} />
                  <Text size="sm" c="dimmed">
                    {task.location}
                  </Text>
                </Group>
              )}
            </Stack>
            <TaskStatusBadge status={task.status} />
          </Group>
          <Fact
            icon={<IconCalendarTime size={18} aria-hidden className={classes.icon} />}
            label={t('cleaners.details.scheduled')}
          >
            {when(task)}
          </Fact>
          <Fact
            icon={<IconUser size={18} aria-hidden className={classes.icon} />}
            label={t('cleaners.details.cleaner')}
          >
            {task.cleanerName ?? t('cleaners.unassigned')}
          </Fact>
          <Fact
            icon={<IconNotes size={18} aria-hidden className={classes.icon} />}
            label={t('cleaners.details.notes')}
          >
            {task.notes ? <span dir="auto">{task.notes}</span> : t('cleaners.details.noNotes')}
          </Fact>
          {task.completedAt && (
            <Fact
              icon={<IconCircleCheck size={18} aria-hidden className={classes.icon} />}
              label={t('cleaners.details.completedAt')}
            >
              {formatDateTime(task.completedAt, i18n.language)}
            </Fact>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose}>
              {t('cleaners.details.close')}
            </Button>
            {!report && (
              <Button h={44} loading={completing} onClick={() => onComplete(task)}>
                {t('cleaners.actions.markComplete')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
