import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowBarToLeft,
  IconArrowBarToRight,
  IconCalendarTime,
  IconMapPin,
  IconNotes,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HostCleaningTask } from '../api/get-cleaning-tasks';
import { cleaningCardActions } from '../rules/cleaning-actions';
import { TaskStatusBadge } from './badges';
import classes from './cleaners.module.css';
import ui from './host-ui.module.css';
import { useTaskWhen } from './task-when';

/** One cleaning task on the Cleaners screen, with its two buttons (spec: by status and cleaner). */
export function CleaningTaskCard({
  task,
  completing,
  onAssign,
  onComplete,
  onDetails,
}: {
  task: HostCleaningTask;
  completing: boolean;
  onAssign: () => void;
  onComplete: () => void;
  onDetails: () => void;
}) {
  const { t } = useTranslation('host');
  const when = useTaskWhen();
  const actions = cleaningCardActions(task);
  return (
    <Card
      radius="lg"
      padding="lg"
      className={ui.card}
      component="article"
      aria-label={task.property}
      data-task-id={task.id}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Stack gap={2}>
          <Text component="h2" className={ui.cardTitle}>
            {task.property}
          </Text>
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
      <Stack gap={8} my="md" className={classes.facts}>
        <Group gap={8} wrap="nowrap">
          <IconCalendarTime size={18} aria-hidden className={classes.icon} />
          <Text size="sm">{when(task)}</Text>
        </Group>
        {task.scheduleShift && (
          <Group gap={8} wrap="nowrap" data-testid="schedule-shift">
            {task.scheduleShift === 'late_checkout' ? (
              <IconArrowBarToRight size={18} aria-hidden className={classes.icon} />
            ) : (
              <IconArrowBarToLeft size={18} aria-hidden className={classes.icon} />
            )}
            <Text size="sm" fw={600} c="terracotta.8">
              {t(`cleaners.scheduleShift.${task.scheduleShift}`)}
            </Text>
          </Group>
        )}
        <Group gap={8} wrap="nowrap">
          <IconUser size={18} aria-hidden className={classes.icon} />
          <Text
            size="sm"
            c={task.cleanerName ? undefined : 'dimmed'}
            fs={task.cleanerName ? undefined : 'italic'}
          >
            {task.cleanerName ?? t('cleaners.unassigned')}
          </Text>
        </Group>
        {task.notes && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconNotes size={18} aria-hidden className={classes.icon} />
            <Text size="sm" c="dimmed" className={classes.notes} dir="auto">
              {task.notes}
            </Text>
          </Group>
        )}
      </Stack>
      <Group grow gap="sm" mt="auto">
        <Button
          variant="default"
          className={classes.cardButton}
          classNames={{ label: classes.wrapLabel }}
          disabled={!actions.canAssign}
          onClick={onAssign}
        >
          {t(`cleaners.actions.${actions.assign}`)}
        </Button>
        <Button
          variant={actions.main === 'markComplete' ? 'filled' : 'light'}
          className={classes.cardButton}
          classNames={{ label: classes.wrapLabel }}
          loading={actions.main === 'markComplete' && completing}
          onClick={actions.main === 'markComplete' ? onComplete : onDetails}
        >
          {t(`cleaners.actions.${actions.main}`)}
        </Button>
      </Group>
    </Card>
  );
}
