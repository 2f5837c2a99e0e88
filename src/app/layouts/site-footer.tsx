import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { SiteLink } from '@/components/site-link';
import { brand } from '@/config/brand';
import { routes, siteNavigation } from '@/config/routes';
import classes from './site-footer.module.css';

/** The footer's list of every page: where the header's menu button leads until the app runs (site-header.tsx). */
export const siteLinksId = 'site-links';

const socialLinks = [
  { href: brand.social.instagram, label: 'Instagram', Icon: IconBrandInstagram },
  { href: brand.social.facebook, label: 'Facebook', Icon: IconBrandFacebook },
  { href: brand.social.twitter, label: 'Twitter', Icon: IconBrandX },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <SiteLink to={routes.home} className={classes.logoLink} aria-label={t('header.homeLink')}>
              <Logo inverted />
            </SiteLink>
            <Text size="sm" className={classes.muted}>
              {t('footer.description')}
            </Text>
            <div className={classes.social}>
              {socialLinks.map(({ href, label, Icon }) => (
                <a
                  key={label}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className={classes.socialLink}
                >
                  <Icon size={22} stroke={1.6} aria-hidden />
                </a>
              ))}
            </div>
          </Stack>
          <nav aria-label={t('footer.links')} id={siteLinksId} className={classes.siteLinks}>
            <Title order={2} className={classes.heading}>
              {t('footer.links')}
            </Title>
            <ul className={classes.list}>
              {siteNavigation.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} className={classes.link}>
                    {t(item.labelKey)}
                  </SiteLink>
                </li>
              ))}
              <li>
                <SiteLink to={routes.privacyPolicy} className={classes.link}>
                  {t('footer.privacy')}
                </SiteLink>
              </li>
            </ul>
          </nav>
          <div>
            <Title order={2} className={classes.heading}>
              {t('footer.contact')}
            </Title>
            <address className={classes.address}>
              <Text size="sm" className={classes.muted}>
                {t('footer.address')}
              </Text>
              <Anchor href={`mailto:${brand.email}`} className={classes.link}>
                {brand.email}
              </Anchor>
              <Anchor href={`tel:+${brand.phoneE164}`} className={classes.link} dir="ltr">
                {brand.phone}
              </Anchor>
            </address>
          </div>
        </SimpleGrid>
        <Text size="sm" className={classes.copyright}>
          {t('footer.copyright', { year, entity: brand.legalEntity, brand: brand.name })}
        </Text>
      </Container>
    </footer>
  );
}
