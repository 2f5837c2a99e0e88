import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import classes from './status-page.module.css';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Container size="sm" className={classes.page}>
      <Stack align="center" gap="md">
        <Title order={1}>{t('routeError.title')}</Title>
        {detail ? (
          <Text c="dimmed" ta="center">
            {detail}
          </Text>
        ) : null}
        <Button component="a" href="/">
          {t('notFound.returnHome')}
        </Button>
      </Stack>
    </Container>
  );
}
