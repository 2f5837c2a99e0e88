/** An icon for each key of the fixed amenity list (stay-shapes.ts amenityKeys): the type keeps it complete. */
import {
  type Icon,
  IconAirConditioning,
  IconBabyCarriage,
  IconBath,
  IconBeach,
  IconBuildingArch,
  IconCoffee,
  IconDesk,
  IconDeviceTv,
  IconFlame,
  IconFountain,
  IconKey,
  IconMountain,
  IconParking,
  IconPlane,
  IconPlant2,
  IconPool,
  IconSunHigh,
  IconTemperatureSun,
  IconToolsKitchen2,
  IconWashMachine,
  IconWifi,
} from '@tabler/icons-react';
import type { AmenityKey } from '../api/stay-types';

export const amenityIcons: Record<AmenityKey, Icon> = {
  wifi: IconWifi,
  air_conditioning: IconAirConditioning,
  heating: IconTemperatureSun,
  kitchen: IconToolsKitchen2,
  washing_machine: IconWashMachine,
  pool: IconPool,
  rooftop_terrace: IconSunHigh,
  patio: IconFountain,
  garden: IconPlant2,
  hammam: IconBath,
  fireplace: IconFlame,
  workspace: IconDesk,
  tv: IconDeviceTv,
  free_parking: IconParking,
  breakfast: IconCoffee,
  airport_transfer: IconPlane,
  baby_cot: IconBabyCarriage,
  mountain_view: IconMountain,
  sea_view: IconBeach,
  self_check_in: IconKey,
};

/** The house's arches: shown where a home has no photo yet. */
export const noPhotoIcon = IconBuildingArch;
