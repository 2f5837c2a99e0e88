import { Anchor, Group, VisuallyHidden } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StayContact } from '../arrival-rules';
import classes from './guest-portal.module.css';

/** Call and WhatsApp, the stay's phone (the host's, else Rihla's): under the way in and in "Code not working?". */
export function ContactLinks({ contact }: { contact: StayContact }) {
  const { t } = useTranslation('guest');
  return (
    <Group gap="md" wrap="wrap">
      <Anchor href={contact.tel} fw={600} className={classes.linkRow}>
        <IconPhone size={20} aria-hidden /> {t('arrival.call')}{' '}
        <span dir="ltr" className={classes.oneLine}>
          {contact.display}
        </span>
      </Anchor>
      <Anchor
        href={contact.whatsApp}
        target="_blank"
        rel="noopener noreferrer"
        fw={600}
        className={classes.linkRow}
      >
        <IconBrandWhatsapp size={20} aria-hidden /> {t('arrival.whatsApp')}
        <VisuallyHidden> {t('links.opensInNewTab')}</VisuallyHidden>
      </Anchor>
    </Group>
  );
}
