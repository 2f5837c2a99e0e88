import { Anchor, Container, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsAppLink } from '../../../config/brand';
import { startInquiryOutbox, watchPendingInquiries } from '../../../lib/inquiry-outbox';
import { InquiryForm } from '../components/inquiry-form';
import { SectionHeading } from '../components/section-heading';
import sections from '../components/sections.module.css';
import classes from './work-with-us-page.module.css';

export default function WorkWithUsPage() {
  const { t } = useTranslation('site');
  const [pending, setPending] = useState(0);

  useEffect(() => {
    const unwatch = watchPendingInquiries(setPending);
    const stop = startInquiryOutbox(() => {
      notifications.show({
        color: 'mint',
        title: t('workWithUs.result.deliveredTitle'),
        message: t('workWithUs.result.deliveredText'),
        autoClose: 8000,
      });
    });
    return () => {
      stop();
      unwatch();
    };
  }, [t]);

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
