import '@mantine/core/styles/ThemeIcon.css';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHomeShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../auth/auth-card.module.css';
import { LoginForm } from '../auth/login-form';

export default function HostLoginPage() {
  const { t } = useTranslation('host');
  return (
    <div className={classes.wrap}>
      <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md">
        <Stack gap="lg">
          <ThemeIcon size={56} radius="xl" variant="light" className={classes.icon}>
            <IconHomeShield size={30} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={1} className={classes.title}>
              {t('login.title')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('login.subtitle')}
            </Text>
          </Stack>
          <LoginForm />
        </Stack>
      </Paper>
    </div>
  );
}
