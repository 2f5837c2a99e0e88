/** Declared guests for the export tests (test support only). */
import type { DeclaredGuest } from '../functions/_shared/host-api-types-checkin.ts';

export function declaredGuest(changes: Partial<DeclaredGuest> = {}): DeclaredGuest {
  return {
    bookingId: '9d7c4f4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f',
    propertyId: '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
    propertyName: 'Riad Yasmine',
    propertyAddress: '12 Derb Sidi Bouloukat, Médina, Marrakech 40000',
    checkInDate: '2026-03-12',
    checkOutDate: '2026-03-15',
    guestIndex: 1,
    firstName: 'Zoë',
    lastName: 'Lefèvre',
    sex: 'female',
    birthDate: '1985-04-12',
    birthPlace: 'Saint-Étienne',
    nationality: 'FR',
    idType: 'passport',
    idNumber: '18AB12345',
    idExpiry: '2035-01-01',
    residenceCountry: 'FR',
    residenceAddress: '12 rue de la Paix, 75002 Paris',
    profession: 'Ingénieure',
    arrivingFrom: 'Paris',
    goingTo: 'Fès',
    phone: '+33 6 12 34 56 78',
    email: 'zoe@example.com',
    signedAt: '2026-03-09T13:32:00.000Z',
    ...changes,
  };
}
