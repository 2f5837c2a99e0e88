import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function PricingPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('pageTitles.pricing')}</Title>
    </Container>
  );
}
