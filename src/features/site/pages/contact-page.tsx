import '@mantine/core/styles/ThemeIcon.css';
import { Anchor, Button, Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@/components/site-link';
import { brand, whatsAppLink } from '@/config/brand';
import { routes } from '@/config/routes';
import type { TablerIcon } from '../components/feature-card';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import sections from '../components/sections.module.css';
import classes from './contact-page.module.css';

function Channel({
  icon: Icon,
  title,
  note,
  color = 'terracotta',
  children,
}: {
  icon: TablerIcon;
  title: string;
  note: string;
  color?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.channel}>
      <ThemeIcon size={48} radius="md" variant="light" color={color}>
        <Icon size={26} stroke={1.7} aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="lg">
        {title}
      </Title>
      <div className={classes.value}>{children}</div>
      <Text size="sm" c="gray.8">
        {note}
      </Text>
    </Paper>
  );
}

export default function ContactPage() {
  const { t } = useTranslation('site');
  const address = t('contact.channels.addressText');
  return (
    <>
      <PageHero
        eyebrow={t('contact.hero.eyebrow')}
        title={t('contact.hero.title')}
        subtitle={t('contact.hero.subtitle')}
      />
      <section className={`${sections.section} ${classes.flush}`} aria-labelledby="channels-title">
        <Container size="lg">
          <Title order={2} id="channels-title" className={classes.srOnly}>
            {t('contact.channels.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            <Channel
              icon={IconMail}
              title={t('contact.channels.email')}
              note={t('contact.channels.emailNote')}
            >
              <Anchor href={`mailto:${brand.email}`} className={classes.link}>
                {brand.email}
              </Anchor>
            </Channel>
            <Channel
              icon={IconPhone}
              title={t('contact.channels.phone')}
              note={t('contact.channels.phoneNote')}
            >
              <Anchor href={`tel:+${brand.phoneE164}`} className={classes.link} dir="ltr">
                {brand.phone}
              </Anchor>
            </Channel>
            <Channel
              icon={IconBrandWhatsapp}
              color="mint"
              title={t('contact.channels.whatsapp')}
              note={t('contact.channels.whatsappNote')}
            >
              <Anchor
                href={whatsAppLink(t('contact.channels.whatsappGreeting'))}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
              >
                {t('contact.channels.whatsappLink')}
                <span className={classes.srOnly}> {t('common.opensInNewTab')}</span>
              </Anchor>
            </Channel>
            <Channel icon={IconMapPin} color="majorelle" title={t('contact.channels.address')} note={address}>
              <Anchor
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
              >
                {t('contact.channels.map')}
                <span className={classes.srOnly}> {t('common.opensInNewTab')}</span>
              </Anchor>
            </Channel>
          </SimpleGrid>
        </Container>
      </section>
      <section className={`${sections.section} ${sections.alt}`} aria-labelledby="times-title">
        <Container size="lg" className={classes.split}>
          <div>
            <SectionHeading id="times-title" title={t('contact.times.title')} />
            <ul className={classes.times}>
              {(['guests', 'bookings', 'owners'] as const).map((key) => (
                <li key={key}>
                  <IconClock size={20} aria-hidden className={classes.clock} />
                  <Text>{t(`contact.times.${key}`)}</Text>
                </li>
              ))}
            </ul>
          </div>
          <div className={sections.band}>
            <Title order={2} fz={{ base: 24, md: 30 }} mb="lg">
              {t('contact.shortcuts.title')}
            </Title>
            <div className={sections.actions}>
              <Button
                component={SiteLink}
                to={routes.guestPortal}
                variant="white"
                color="majorelle"
                size="md"
              >
                {t('contact.shortcuts.booking')}
              </Button>
              <Button
                component={SiteLink}
                to={routes.workWithUs}
                variant="white"
                color="terracotta"
                size="md"
              >
                {t('contact.shortcuts.host')}
              </Button>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
