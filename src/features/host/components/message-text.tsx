import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { splitMessageLinks } from '../rules/message-links';

/**
 * A message's text as text (line breaks kept by the stylesheet), its http(s) addresses as links that
 * open in a new tab without handing it this page. React writes every part as text: a guest's markup
 * stays markup on screen, never HTML.
 */
export function MessageText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation('host');
  let offset = 0;
  return (
    <p className={className} dir="auto">
      {splitMessageLinks(text).map((part) => {
        // Each part is keyed by where it starts in the text.
        const key = offset;
        offset += part.text.length;
        return part.kind === 'text' ? (
          <span key={key}>{part.text}</span>
        ) : (
          <a key={key} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
            <VisuallyHidden> {t('messages.opensInNewTab')}</VisuallyHidden>
          </a>
        );
      })}
    </p>
  );
}
