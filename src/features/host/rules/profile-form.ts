import { displayNameMaxLength, phonePattern } from '@shared/host-api-types-settings.ts';

/**
 * Personal Information shows the spec's First Name and Last Name; the host account keeps one display
 * name. The first word is the first name, the rest the last name ("Youssef Ait Ouaziz": Youssef /
 * Ait Ouaziz), and saving joins them with one space.
 */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = displayName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export function joinDisplayName(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ');
}

/** A phone as typed, tidied: outer spaces gone, runs of spaces as one. */
export function tidyPhone(phone: string): string {
  return phone.trim().replace(/\s+/g, ' ');
}

export interface ProfileErrors {
  firstName?: 'firstNameRequired' | 'nameTooLong';
  phone?: 'phoneInvalid';
}

/** The form's refusals, as keys of host.json `settings.profile.errors` (none: ready to save). */
export function validateProfile(firstName: string, lastName: string, phone: string): ProfileErrors {
  const errors: ProfileErrors = {};
  if (firstName.trim() === '') errors.firstName = 'firstNameRequired';
  else if ([...joinDisplayName(firstName, lastName)].length > displayNameMaxLength)
    errors.firstName = 'nameTooLong';
  const tidy = tidyPhone(phone);
  if (tidy !== '' && !phonePattern.test(tidy)) errors.phone = 'phoneInvalid';
  return errors;
}
