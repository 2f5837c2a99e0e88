import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../../../../supabase/functions/_shared/api-types.ts';

export interface ExtrasSectionProps {
  booking: BookingDetails;
  online: boolean;
}

export function ExtrasSection(_props: ExtrasSectionProps) {
  const { t } = useTranslation('extras');
  return (
    <Stack component="section" aria-labelledby="extras-title" gap="md">
      <Title order={2} id="extras-title">
        {t('section.title')}
      </Title>
    </Stack>
  );
}
