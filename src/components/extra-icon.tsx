/** The icon of an extra of the catalogue, the same on the shop page and on the booking's extras. */

import type { ExtraIcon as ExtraIconName } from '@shared/extras-catalogue.ts';
import {
  IconCoffee,
  IconMoon,
  IconPlaneArrival,
  IconPlaneDeparture,
  IconPlug,
  IconSunrise,
} from '@tabler/icons-react';

const icons = {
  plane: IconPlaneArrival,
  sunrise: IconSunrise,
  moon: IconMoon,
  coffee: IconCoffee,
  plug: IconPlug,
  'plane-return': IconPlaneDeparture,
} satisfies Record<ExtraIconName, unknown>;

export function ExtraIcon({
  name,
  size = 24,
  stroke = 1.6,
}: {
  name: ExtraIconName;
  size?: number;
  stroke?: number;
}) {
  const Icon = icons[name];
  return <Icon size={size} stroke={stroke} aria-hidden="true" />;
}
