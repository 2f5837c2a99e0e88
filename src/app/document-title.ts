import type { TFunction } from 'i18next';
import { brand } from '../config/brand';
import type { HostSection } from '../config/routes';
import type { TextKey } from '../i18n/text-keys';

export type RouteHandle = { titleKey?: TextKey; hostSection?: HostSection };

/** "Rihla - Page"; just "Rihla" where no route names a page (the 404). */
export function documentTitle(handles: ReadonlyArray<RouteHandle | undefined>, t: TFunction): string {
  const named = [...handles].reverse().find((handle) => handle?.titleKey || handle?.hostSection);
  if (!named) return brand.name;
  const pageName = named.hostSection
    ? t(`hostSections.${named.hostSection}`)
    : named.titleKey
      ? t(named.titleKey)
      : '';
  return `${brand.name} - ${pageName}`;
}
