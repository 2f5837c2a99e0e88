import { type ExtraId, extrasCatalogue } from '@shared/extras-catalogue.ts';

const extraIds = new Set<string>(extrasCatalogue.map((extra) => extra.id));

/** Whether an extra id recorded with a line or a notification is one of the catalogue's (host.json names it). */
export const isKnownExtra = (id: string): id is ExtraId => extraIds.has(id);
