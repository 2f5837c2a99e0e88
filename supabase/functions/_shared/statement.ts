/**
 * View Payouts' statement from its lines (pure): stays and extras grouped per owner and property,
 * with an owner's totals per currency (amounts are never converted). Types only from zod.
 */
import type { z } from 'zod';
import type {
  statementExtra,
  statementOwner,
  statementStay,
  statementTotal,
} from './contracts/host-statement.contract.ts';

type Stay = z.output<typeof statementStay>;
type Extra = z.output<typeof statementExtra>;
type Owner = z.output<typeof statementOwner>;
type Total = z.output<typeof statementTotal>;

/** Where a line belongs: the property and its owner (null: none). */
export interface LinePlace {
  ownerId: string | null;
  ownerName: string;
  propertyId: string;
  propertyName: string;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The statement's owners (by name, then id), their properties (by name) and totals per currency. */
export function statementOwners(
  stays: readonly (LinePlace & Stay)[],
  extras: readonly (LinePlace & Extra)[],
): Owner[] {
  const owners = new Map<string, Owner & { byProperty: Map<string, Owner['properties'][number]> }>();
  const placeOf = (line: LinePlace) => {
    const key = line.ownerId ?? '';
    let owner = owners.get(key);
    if (!owner) {
      owner = {
        ownerId: line.ownerId,
        ownerName: line.ownerName,
        properties: [],
        totals: [],
        byProperty: new Map(),
      };
      owners.set(key, owner);
    }
    let property = owner.byProperty.get(line.propertyId);
    if (!property) {
      property = { propertyId: line.propertyId, propertyName: line.propertyName, stays: [], extras: [] };
      owner.byProperty.set(line.propertyId, property);
      owner.properties.push(property);
    }
    return { owner, property };
  };
  const totalOf = (owner: Owner, currency: string): Total => {
    let total = owner.totals.find((entry) => entry.currency === currency);
    if (!total) {
      total = { currency, stays: 0, extras: 0, total: 0, nights: 0 };
      owner.totals.push(total);
    }
    return total;
  };
  for (const { ownerId, ownerName, propertyId, propertyName, ...stay } of stays) {
    const { owner, property } = placeOf({ ownerId, ownerName, propertyId, propertyName });
    property.stays.push(stay);
    const total = totalOf(owner, stay.currency);
    total.stays += stay.amount;
    total.total += stay.amount;
    total.nights += stay.nights;
  }
  for (const { ownerId, ownerName, propertyId, propertyName, ...extra } of extras) {
    const { owner, property } = placeOf({ ownerId, ownerName, propertyId, propertyName });
    property.extras.push(extra);
    const total = totalOf(owner, extra.currency);
    total.extras += extra.amount;
    total.total += extra.amount;
  }
  return [...owners.values()]
    .map(({ byProperty: _, ...owner }) => ({
      ...owner,
      properties: owner.properties
        .map((property) => ({
          ...property,
          stays: [...property.stays].sort(
            (a, b) => byText(a.checkIn, b.checkIn) || byText(a.bookingId, b.bookingId),
          ),
          extras: [...property.extras].sort(
            (a, b) => byText(a.paidOn, b.paidOn) || byText(a.lineId, b.lineId),
          ),
        }))
        .sort((a, b) => byText(a.propertyName, b.propertyName) || byText(a.propertyId, b.propertyId)),
      totals: [...owner.totals].sort((a, b) => byText(a.currency, b.currency)),
    }))
    .sort((a, b) => byText(a.ownerName, b.ownerName) || byText(a.ownerId ?? '', b.ownerId ?? ''));
}
