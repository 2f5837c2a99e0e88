import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Badge, Button, Menu, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleaningTaskStatuses } from '@shared/host-api-types-cleaning.ts';
import { IconCheck, IconFilter, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompleteCleaningTask } from '../api/complete-cleaning-task';
import { type CleaningTaskStatus, type HostCleaningTask, useCleaningTasks } from '../api/get-cleaning-tasks';
import { AssignCleanerDialog } from '../components/assign-cleaner-dialog';
import classes from '../components/cleaners.module.css';
import { CleaningTaskCard } from '../components/cleaning-task-card';
import { CleaningTaskDetailsDialog } from '../components/cleaning-task-details-dialog';
import { HostDataGate } from '../components/host-data-gate';
import { NewCleaningTaskDialog } from '../components/new-cleaning-task-dialog';
import { PageHeader } from '../components/page-header';
import { cleaningErrorKey } from '../rules/cleaning-actions';

/** Cleaning Tasks: the portfolio's cleanings (host-cleaning), filtered by status, and what the cards' buttons do. */
export default function CleanersPage() {
  const { t } = useTranslation('host');
  const [status, setStatus] = useState<CleaningTaskStatus | null>(null);
  const read = useCleaningTasks(status);
  const complete = useCompleteCleaningTask();
  const [assigning, setAssigning] = useState<HostCleaningTask | null>(null);
  const [details, setDetails] = useState<HostCleaningTask | null>(null);
  const [creating, setCreating] = useState(false);
  const completingId = complete.isPending ? complete.variables?.taskId : undefined;

  const markComplete = (task: HostCleaningTask) =>
    complete.mutate(
      { taskId: task.id },
      {
        onSuccess: () => {
          setDetails(null);
          notifications.show({
            color: 'mint',
            message: t('cleaners.toasts.completed', { property: task.property }),
          });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('cleaners.toasts.failed'),
            message: t(cleaningErrorKey(error)),
          }),
      },
    );

  return (
    <>
      <PageHeader
        title={t('cleaners.title')}
        subtitle={t('cleaners.subtitle')}
        actions={
          <>
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <Button
                  variant={status ? 'light' : 'default'}
                  h={44}
                  leftSection={<IconFilter size={18} aria-hidden />}
                  rightSection={
                    status ? (
                      <Badge size="sm" variant="filled" radius="sm">
                        {t(`taskStatus.${status}`)}
                      </Badge>
                    ) : undefined
                  }
                >
                  {t('cleaners.filter')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {[null, ...cleaningTaskStatuses].map((option) => (
                  <Menu.Item
                    key={option ?? 'all'}
                    onClick={() => setStatus(option)}
                    leftSection={
                      <IconCheck
                        size={16}
                        aria-hidden
                        style={{ visibility: option === status ? 'visible' : 'hidden' }}
                      />
                    }
                    aria-current={option === status ? 'true' : undefined}
                  >
                    {option ? t(`taskStatus.${option}`) : t('cleaners.allTasks')}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              h={44}
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setCreating(true)}
              disabled={!read.data}
            >
              {t('cleaners.newTask')}
            </Button>
          </>
        }
      />
      <HostDataGate read={read}>
        {(data) => (
          <>
            {data.total > data.tasks.length && (
              <Text size="sm" c="dimmed" mb="sm">
                {t('cleaners.showing', { count: data.tasks.length, total: data.total })}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {data.tasks.length === 0 && (
                <Text c="dimmed" className={classes.empty} role="status">
                  {t(status ? 'cleaners.emptyFiltered' : 'cleaners.empty')}
                </Text>
              )}
              {data.tasks.map((task) => (
                <CleaningTaskCard
                  key={task.id}
                  task={task}
                  completing={completingId === task.id}
                  onAssign={() => setAssigning(task)}
                  onComplete={() => markComplete(task)}
                  onDetails={() => setDetails(task)}
                />
              ))}
              <UnstyledButton className={classes.addTile} onClick={() => setCreating(true)}>
                <ThemeIcon size={52} radius="xl" variant="light">
                  <IconPlus size={28} aria-hidden />
                </ThemeIcon>
                <Text fw={700}>{t('cleaners.addTile')}</Text>
                <Text size="sm" c="dimmed" ta="center">
                  {t('cleaners.addTileHint')}
                </Text>
              </UnstyledButton>
            </SimpleGrid>
            <NewCleaningTaskDialog
              opened={creating}
              properties={data.properties}
              today={data.today}
              onClose={() => setCreating(false)}
            />
          </>
        )}
      </HostDataGate>
      <AssignCleanerDialog task={assigning} onClose={() => setAssigning(null)} />
      <CleaningTaskDetailsDialog
        task={details}
        completing={details !== null && completingId === details.id}
        onComplete={markComplete}
        onClose={() => setDetails(null)}
      />
    </>
  );
}
