/**
 * The daily guest declaration (issue 31), as host-declarations answers it: for one day and one
 * property (or all the caller may see), the adults arriving that day with their individual forms
 * (Law 80-14), ready to hand to the police. Types only (the app imports this file).
 */
import type { CheckInStatus, IdDocumentType, Sex } from './api-types.ts';

export type DeclarationFormat = 'json' | 'csv' | 'pdf';

/** host-declarations' request (GET query or POST body): `date` YYYY-MM-DD; no propertyId: all. */
export interface DeclarationsRequest {
  date: string;
  propertyId?: string;
  format?: DeclarationFormat;
}

/** One adult's form, decrypted for the booking's owner or the team. */
export interface DeclaredGuest {
  bookingId: string;
  propertyId: string;
  propertyName: string;
  propertyAddress: string;
  checkInDate: string;
  checkOutDate: string;
  /** 1 is the main guest. */
  guestIndex: number;
  firstName: string;
  lastName: string;
  sex: Sex;
  birthDate: string;
  birthPlace: string;
  nationality: string;
  idType: IdDocumentType;
  idNumber: string;
  idExpiry: string;
  residenceCountry: string;
  residenceAddress: string;
  profession: string;
  arrivingFrom: string;
  goingTo: string;
  phone: string;
  email: string;
  /** ISO 8601: when the server received the signed form. */
  signedAt: string;
}

/** A booking arriving that day whose forms are not all in (the host chases them). */
export interface DeclarationGap {
  bookingId: string;
  propertyName: string;
  guestName: string;
  status: CheckInStatus;
  /** Adults declared (null: not started) and forms received. */
  adults: number | null;
  received: number;
}

/** host-declarations' JSON answer (format=json, the default). */
export interface DeclarationsAnswer {
  date: string;
  propertyId: string | null;
  guests: DeclaredGuest[];
  missing: DeclarationGap[];
}
