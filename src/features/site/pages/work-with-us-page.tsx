import { Anchor, Container, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsAppLink } from '@/config/brand';
import { watchPendingInquiries } from '@/lib/inquiry-outbox';
import { InquiryForm } from '../components/inquiry-form';
import { SectionHeading } from '../components/section-heading';
import sections from '../components/sections.module.css';
import classes from './work-with-us-page.module.css';

export default function WorkWithUsPage() {
  const { t } = useTranslation('site');
  const [pending, setPending] = useState(0);

  // Delivery of waiting inquiries runs app-wide (src/app/inquiry-delivery.ts); this page shows the count.
  useEffect(() => watchPendingInquiries(setPending), []);

  return (
    <section className={sections.section}>
      <Container size="sm">
        <SectionHeading
          order={1}
          id="work-title"
          title={t('workWithUs.title')}
          subtitle={t('workWithUs.subtitle')}
        />
        {pending > 0 && (
          <Text className={classes.pending} role="status" data-testid="pending-inquiries">
            {t('workWithUs.pending', { count: pending })}
          </Text>
        )}
        <InquiryForm />
        <div className={classes.whatsapp}>
          <IconBrandWhatsapp size={28} aria-hidden className={classes.whatsappIcon} />
          <div>
            <Text>{t('workWithUs.whatsapp.note')}</Text>
            <Anchor
              href={whatsAppLink(t('workWithUs.whatsapp.greeting'))}
              target="_blank"
              rel="noopener noreferrer"
              fw={700}
              className={classes.whatsappLink}
            >
              {t('workWithUs.whatsapp.link')}
              <span className={classes.srOnly}> {t('common.opensInNewTab')}</span>
            </Anchor>
          </div>
        </div>
      </Container>
    </section>
  );
}
