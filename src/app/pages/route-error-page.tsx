import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import classes from './status-page.module.css';

/** What a page that failed to load or render shows instead (the rest of the app stays usable). */
export function RouteErrorPage({ error }: FallbackProps) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : null;
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
