import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenExtrasCount } from '../api/get-open-extras-count';
import { badgeText } from '../rules/notification-list';

/** The sidebar's count beside Extras (the team's paid extras still to fulfil). */
export function ExtrasBadge() {
  const { t } = useTranslation('host');
  const count = useOpenExtrasCount().data?.openCount ?? 0;
  const text = badgeText(count);
  if (!text) return null;
  return (
    <>
      <Badge size="sm" variant="white" color="terracotta" aria-hidden data-testid="extras-badge">
        {text}
      </Badge>
      <VisuallyHidden>{t('layout.extrasOpenCount', { count })}</VisuallyHidden>
    </>
  );
}
