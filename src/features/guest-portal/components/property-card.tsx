import '@mantine/core/styles/ThemeIcon.css';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { IconExternalLink, IconHome, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatStayDate } from '@/i18n/format';
import { mapLink } from '../booking-rules';
import classes from './guest-portal.module.css';

/** `showDates` false for the first frame: the date lines keep their height, the dates (Intl) come right after. */
export function PropertyCard({
  booking,
  showDates = true,
}: {
  booking: BookingDetails;
  showDates?: boolean;
}) {
  const { t, i18n } = useTranslation('guest');
  return (
    <Paper component="section" aria-labelledby="property-title" className={classes.card} withBorder>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" className={classes.cardTitle}>
          <IconHome size={16} aria-hidden /> {t('property.title')}
        </Text>
        <Title order={2} id="property-title" size="h3">
          {booking.propertyName}
        </Title>
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <ThemeIcon variant="light" color="majorelle" size="lg" radius="xl" aria-hidden>
            <IconMapPin size={18} />
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed">
              {t('property.address')}
            </Text>
            {/* A Latin address keeps its order on an Arabic page ("12 Rue de la Skala", not "Rue de la Skala, 12"). */}
            <Text>
              <bdi>{booking.propertyAddress}</bdi>
            </Text>
            <Anchor
              href={mapLink(booking.propertyAddress)}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              className={classes.linkRow}
            >
              {t('property.openMap')} <IconExternalLink size={16} aria-hidden />
            </Anchor>
          </div>
        </Group>
        <div className={classes.dates}>
          <div className={classes.dateBox}>
            <Text size="sm" c="dimmed">
              {t('property.checkIn')}
            </Text>
            <Text fw={700} className={classes.oneLine} data-first-view-blank>
              {showDates ? formatStayDate(booking.checkInDate, i18n.language) : null}
            </Text>
          </div>
          <div className={classes.dateBox}>
            <Text size="sm" c="dimmed">
              {t('property.checkOut')}
            </Text>
            <Text fw={700} className={classes.oneLine} data-first-view-blank>
              {showDates ? formatStayDate(booking.checkOutDate, i18n.language) : null}
            </Text>
          </div>
        </div>
      </Stack>
    </Paper>
  );
}
