import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCalendarTime, IconFilter, IconMapPin, IconNotes, IconPlus, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/i18n/format';
import { TaskStatusBadge } from '../components/badges';
import classes from '../components/cleaners.module.css';
import ui from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import { cleaningCardActions } from '../rules/cleaning-actions';
import { cleaningTasks } from '../sample-data/cleaning-tasks';

export default function CleanersPage() {
  const { t, i18n } = useTranslation('host');
  return (
    <>
      <PageHeader
        title={t('cleaners.title')}
        subtitle={t('cleaners.subtitle')}
        actions={
          <>
            <Button variant="default" h={44} leftSection={<IconFilter size={18} aria-hidden />}>
              {t('cleaners.filter')}
            </Button>
            <Button h={44} leftSection={<IconPlus size={18} aria-hidden />}>
              {t('cleaners.newTask')}
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cleaningTasks.map((task) => {
          const actions = cleaningCardActions(task);
          return (
            <Card
              key={task.id}
              radius="lg"
              padding="lg"
              className={ui.card}
              component="article"
              aria-label={task.property}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
                <Stack gap={2}>
                  <Text component="h2" className={ui.cardTitle}>
                    {task.property}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <IconMapPin size={16} aria-hidden className={classes.icon} />
                    <Text size="sm" c="dimmed">
                      {task.location}
                    </Text>
                  </Group>
                </Stack>
                <TaskStatusBadge status={task.status} />
              </Group>
              <Stack gap={8} my="md" className={classes.facts}>
                <Group gap={8} wrap="nowrap">
                  <IconCalendarTime size={18} aria-hidden className={classes.icon} />
                  <Text size="sm">{formatDateTime(task.scheduledDate, i18n.language)}</Text>
                </Group>
                <Group gap={8} wrap="nowrap">
                  <IconUser size={18} aria-hidden className={classes.icon} />
                  <Text
                    size="sm"
                    c={task.cleaner ? undefined : 'dimmed'}
                    fs={task.cleaner ? undefined : 'italic'}
                  >
                    {task.cleaner ?? t('cleaners.unassigned')}
                  </Text>
                </Group>
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <IconNotes size={18} aria-hidden className={classes.icon} />
                  <Text size="sm" c="dimmed">
                    {t(task.notes)}
                  </Text>
                </Group>
              </Stack>
              <Group grow gap="sm" mt="auto">
                <Button
                  variant="default"
                  className={classes.cardButton}
                  classNames={{ label: classes.wrapLabel }}
                >
                  {t(`cleaners.actions.${actions.assign}`)}
                </Button>
                <Button
                  variant={actions.main === 'markComplete' ? 'filled' : 'light'}
                  className={classes.cardButton}
                  classNames={{ label: classes.wrapLabel }}
                >
                  {t(`cleaners.actions.${actions.main}`)}
                </Button>
              </Group>
            </Card>
          );
        })}
        <UnstyledButton className={classes.addTile}>
          <ThemeIcon size={52} radius="xl" variant="light">
            <IconPlus size={28} aria-hidden />
          </ThemeIcon>
          <Text fw={700}>{t('cleaners.addTile')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('cleaners.addTileHint')}
          </Text>
        </UnstyledButton>
      </SimpleGrid>
    </>
  );
}
