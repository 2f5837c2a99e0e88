import '@mantine/core/styles/ThemeIcon.css';
import { Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../auth/auth-card.module.css';
import { ForgotPasswordForm } from '../auth/forgot-password-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('host');
  return (
    <div className={classes.wrap}>
      <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md">
        <Stack gap="lg">
          <ThemeIcon size={56} radius="xl" variant="light" className={classes.icon}>
            <IconKey size={30} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Title order={1} className={classes.title}>
            {t('forgot.title')}
          </Title>
          <ForgotPasswordForm />
        </Stack>
      </Paper>
    </div>
  );
}
