import '@mantine/core/styles/ThemeIcon.css';
import { Anchor, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBath,
  IconBed,
  IconDoor,
  IconDoorEnter,
  IconDoorExit,
  IconMap,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StayPage } from '../api/stay-types';
import { formatClock } from '../rules/stay-money';
import { amenityIcons } from './amenity-icons';
import classes from './stay-facts.module.css';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text>{children}</Text>
    </Group>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.part}>
      <Title order={2} id={id} fz="xl" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** The home's details, amenities, description, house rules, times, cancellation policy and map link. */
export function StayFacts({ stay }: { stay: StayPage }) {
  const { t, i18n } = useTranslation('stays');
  const language = i18n.language;
  const adults = t('stay.adults', { count: stay.capacity.adults });
  const capacity =
    stay.capacity.children > 0
      ? t('stay.capacity', { adults, children: t('stay.children', { count: stay.capacity.children }) })
      : t('stay.capacityAdultsOnly', { adults });
  return (
    <Stack gap="xl">
      <Part id="stay-details" title={t('stay.details')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="ul" className={classes.list}>
          <li>
            <Fact icon={<IconUsers size={20} />}>{capacity}</Fact>
          </li>
          <li>
            <Fact icon={<IconDoor size={20} />}>{t('stay.bedrooms', { count: stay.bedrooms })}</Fact>
          </li>
          <li>
            <Fact icon={<IconBed size={20} />}>{t('stay.beds', { count: stay.beds })}</Fact>
          </li>
          <li>
            <Fact icon={<IconBath size={20} />}>{t('stay.bathrooms', { count: stay.bathrooms })}</Fact>
          </li>
        </SimpleGrid>
      </Part>
      {stay.amenities.length > 0 ? (
        <Part id="stay-amenities" title={t('stay.amenities')}>
          <SimpleGrid
            cols={{ base: 1, xs: 2 }}
            spacing="sm"
            component="ul"
            className={classes.list}
            data-testid="amenities"
          >
            {stay.amenities.map((key) => {
              const Icon = amenityIcons[key];
              return (
                <li key={key}>
                  <Fact icon={<Icon size={20} />}>{t(`amenities.${key}`)}</Fact>
                </li>
              );
            })}
          </SimpleGrid>
        </Part>
      ) : null}
      {stay.description ? (
        <Part id="stay-description" title={t('stay.description')}>
          <Text className={classes.prose} dir="auto">
            {stay.description}
          </Text>
        </Part>
      ) : null}
      <Part id="stay-times" title={t('stay.times')}>
        <Stack gap="xs">
          <Fact icon={<IconDoorEnter size={20} />}>
            {t('stay.checkInFrom', { time: formatClock(stay.checkInTime, language) })}
          </Fact>
          <Fact icon={<IconDoorExit size={20} />}>
            {t('stay.checkOutBy', { time: formatClock(stay.checkOutTime, language) })}
          </Fact>
        </Stack>
      </Part>
      {stay.houseRules ? (
        <Part id="stay-rules" title={t('stay.houseRules')}>
          <Text className={classes.prose} dir="auto">
            {stay.houseRules}
          </Text>
        </Part>
      ) : null}
      <Part id="stay-cancellation" title={t('stay.cancellation')}>
        <Text className={classes.prose} dir="auto" data-testid="cancellation">
          {stay.cancellation.text}
        </Text>
      </Part>
      {stay.mapUrl ? (
        <Anchor href={stay.mapUrl} target="_blank" rel="noopener noreferrer" className={classes.map}>
          <IconMap size={20} aria-hidden />
          {t('stay.map')}
          <VisuallyHidden> {t('stay.opensInNewTab')}</VisuallyHidden>
        </Anchor>
      ) : null}
    </Stack>
  );
}
