/** A UUID as Postgres writes it (any case): the ids of bookings, properties, hosts and every other row. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a UUID (checked before a `$1::uuid` cast, which would fail on anything else). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
