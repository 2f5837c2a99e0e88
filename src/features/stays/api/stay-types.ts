/** The stays pages' types, taken from the public-stays and public-stay contracts (types only: no zod here). */
import type { CallAnswer, CallRequest } from '@/lib/calls';
import type * as calls from '@/lib/calls.generated';

export type StaysRequest = CallRequest<typeof calls.publicStays>;
export type StaysAnswer = CallAnswer<typeof calls.publicStays>;
export type ListedStay = StaysAnswer['stays'][number];
export type StayRequest = CallRequest<typeof calls.publicStay>;
export type StayAnswer = CallAnswer<typeof calls.publicStay>;
export type StayPage = StayAnswer['stay'];
export type StayCalendar = StayAnswer['calendar'];
export type StayQuote = NonNullable<StayAnswer['quote']>;
export type AvailableQuote = Extract<StayQuote, { available: true }>;
export type RefusedQuote = Extract<StayQuote, { available: false }>;
export type AmenityKey = StayPage['amenities'][number];
export type StayMoney = ListedStay['fromNightly'];
