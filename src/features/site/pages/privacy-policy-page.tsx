import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { SectionHeading } from '../components/section-heading';
import sections from '../components/sections.module.css';
import classes from './privacy-policy-page.module.css';

const policySections = [
  'controller',
  'booking',
  'device',
  'payments',
  'inquiries',
  'hosts',
  'noTrackers',
  'security',
  'rights',
] as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('site');
  const values = { entity: brand.legalEntity, brand: brand.name, email: brand.email };
  return (
    <section className={sections.section}>
      <Container size="sm">
        <SectionHeading order={1} title={t('privacy.title')} subtitle={t('privacy.updated')} />
        <Text className={classes.intro}>{t('privacy.intro', values)}</Text>
        {policySections.map((key) => (
          <section key={key} className={classes.part} aria-labelledby={`privacy-${key}`}>
            <Title order={2} fz={{ base: 22, md: 26 }} id={`privacy-${key}`} mb="xs">
              {t(`privacy.sections.${key}.title`)}
            </Title>
            <Text c="gray.9" lh={1.7}>
              {t(`privacy.sections.${key}.text`, values)}
            </Text>
          </section>
        ))}
      </Container>
    </section>
  );
}
