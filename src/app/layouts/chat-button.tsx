import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { whatsAppLink } from '@/config/brand';
import classes from './chat-button.module.css';

export function ChatButton() {
  const { t } = useTranslation();
  return (
    <a
      className={classes.button}
      href={whatsAppLink(t('chat.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
    >
      <IconBrandWhatsapp size={30} stroke={1.7} aria-hidden />
    </a>
  );
}
