/**
 * An extra's texts in the `extras` namespace, by its id: `catalogue.<id>.name` and
 * `catalogue.<id>.description` (typed, so a catalogue id without its texts fails the typecheck;
 * extra-texts.test.ts checks they are the catalogue's own `nameKey` and `descriptionKey`).
 */
import type { ExtraId } from '@shared/extras-catalogue.ts';
import type { TextKey } from './text-keys';

type ExtrasKey = TextKey<'extras'>;

export const extraNameKey = (id: ExtraId): ExtrasKey => `catalogue.${id}.name`;

export const extraDescriptionKey = (id: ExtraId): ExtrasKey => `catalogue.${id}.description`;

const unitKeys: Partial<Record<ExtraId, ExtrasKey>> = { breakfast: 'catalogue.breakfast.unit' };

/** What the price is for ("Per person, per morning"), where it is not one per stay. */
export const extraUnitKey = (id: ExtraId): ExtrasKey | null => unitKeys[id] ?? null;
