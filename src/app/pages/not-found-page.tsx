import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import classes from './status-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container size="sm" className={classes.page}>
      <Stack align="center" gap="md">
        <Title order={1} className={classes.code}>
          404
        </Title>
        <Text size="xl">{t('notFound.message')}</Text>
        <Button component={SiteLink} to={routes.home} size="md">
          {t('notFound.returnHome')}
        </Button>
      </Stack>
    </Container>
  );
}
