import { propertyFieldLimits } from '@shared/host-api-types-properties.ts';
import { describe, expect, it } from 'vitest';
import {
  createPropertyBody,
  emptyPropertyForm,
  newPropertyForm,
  type PropertyFormValues,
  propertyFormErrors,
  propertyFormValues,
  refusedField,
  updatePropertyBody,
} from './property-form';

const valid: PropertyFormValues = {
  ...emptyPropertyForm,
  name: 'Riad Yasmine',
  address: '12 Derb Sidi Bouloukat, Marrakech',
};

describe('property form', () => {
  it('needs a name and an address, at most the server limits (trimmed)', () => {
    expect(propertyFormErrors(valid)).toEqual({});
    const blank = propertyFormErrors({ ...valid, name: '   ', address: '' });
    expect(blank.name?.key).toBe('propertyEditor.errors.name');
    expect(blank.address?.key).toBe('propertyEditor.errors.address');
    expect(propertyFormErrors({ ...valid, name: ` ${'a'.repeat(propertyFieldLimits.name)} ` })).toEqual({});
    expect(propertyFormErrors({ ...valid, name: 'a'.repeat(propertyFieldLimits.name + 1) }).name).toEqual({
      key: 'propertyEditor.errors.name',
      values: { max: 120 },
    });
    expect(propertyFormErrors({ ...valid, address: 'a'.repeat(301) }).address?.values).toEqual({ max: 300 });
  });

  it('keeps the optional texts within their limits', () => {
    const errors = propertyFormErrors({
      ...valid,
      city: 'c'.repeat(101),
      wifiNetwork: 'n'.repeat(101),
      wifiPassword: 'p'.repeat(100),
      houseRules: 'r'.repeat(5001),
    });
    expect(errors.city).toEqual({ key: 'propertyEditor.errors.tooLong', values: { max: 100 } });
    expect(errors.wifiNetwork?.values).toEqual({ max: 100 });
    expect(errors.wifiPassword).toBeUndefined();
    expect(errors.houseRules?.values).toEqual({ max: 5000 });
  });

  it('takes links as the server does: empty, or http(s) with a dotted host', () => {
    const url = (walkthroughUrl: string) => propertyFormErrors({ ...valid, walkthroughUrl }).walkthroughUrl;
    expect(url('')).toBeUndefined();
    expect(url(' https://youtu.be/abc ')).toBeUndefined();
    expect(url('http://example.com')).toBeUndefined();
    expect(url('youtu.be/abc')?.key).toBe('propertyEditor.errors.url');
    expect(url('https://localhost/video')?.key).toBe('propertyEditor.errors.url');
    expect(url('javascript:alert(1)')?.key).toBe('propertyEditor.errors.url');
    expect(url(`https://a.com/${'x'.repeat(2000)}`)?.key).toBe('propertyEditor.errors.tooLong');
    expect(
      propertyFormErrors({ ...valid, recommendationsUrl: 'ftp://a.com' }).recommendationsUrl,
    ).toBeDefined();
  });

  it('needs times written HH:MM and a known time zone', () => {
    expect(propertyFormErrors({ ...valid, checkInTime: '9:00' }).checkInTime?.key).toBe(
      'propertyEditor.errors.time',
    );
    expect(propertyFormErrors({ ...valid, checkOutTime: '24:00' }).checkOutTime).toBeDefined();
    expect(propertyFormErrors({ ...valid, checkOutTime: '23:59' }).checkOutTime).toBeUndefined();
    expect(propertyFormErrors({ ...valid, timeZone: '' }).timeZone?.key).toBe(
      'propertyEditor.errors.timeZone',
    );
    const known = (zone: string) => zone === 'Africa/Casablanca';
    expect(propertyFormErrors({ ...valid, timeZone: 'Mars/Olympus' }, known).timeZone).toBeDefined();
    expect(propertyFormErrors(valid, known).timeZone).toBeUndefined();
  });

  it('creates with trimmed texts, house rules as written, and the owner only when chosen', () => {
    const body = createPropertyBody({
      ...valid,
      name: ' Dar Anis ',
      city: ' Fes ',
      houseRules: ' No smoking\n',
    });
    expect(body).toMatchObject({
      name: 'Dar Anis',
      city: 'Fes',
      houseRules: ' No smoking\n',
    });
    expect(body).not.toHaveProperty('ownerId');
    expect(createPropertyBody({ ...valid, ownerId: 'owner-1' }).ownerId).toBe('owner-1');
  });

  it('updates only the fields the host changed since the form was opened', () => {
    const saved = propertyFormValues({ ...valid, city: 'Marrakech', codeReleaseHours: 48 });
    expect(updatePropertyBody('p1', saved, saved)).toEqual({ propertyId: 'p1' });
    expect(updatePropertyBody('p1', { ...saved, city: ' Fes ', checkInTime: '14:00' }, saved)).toEqual({
      propertyId: 'p1',
      city: 'Fes',
      checkInTime: '14:00',
    });
  });

  it('takes the door code release as a whole number of hours from 0 to 720', () => {
    const hours = (codeReleaseHours: number | string) =>
      propertyFormErrors({ ...valid, codeReleaseHours }).codeReleaseHours;
    expect(valid.codeReleaseHours).toBe(48);
    expect(valid.codeRequiresCheckIn).toBe(true);
    for (const ok of [0, 48, 720, '168']) expect(hours(ok)).toBeUndefined();
    for (const wrong of ['', -1, 721, 1.5]) {
      expect(hours(wrong)).toEqual({
        key: 'propertyEditor.errors.releaseHours',
        values: { min: 0, max: 720 },
      });
    }
  });

  it('sends the release settings as numbers and a switch, and only when changed', () => {
    const saved = propertyFormValues({ ...valid, codeReleaseHours: 168, codeRequiresCheckIn: false });
    expect(saved.codeReleaseHours).toBe(168);
    expect(updatePropertyBody('p1', { ...saved, codeReleaseHours: '24' }, saved)).toEqual({
      propertyId: 'p1',
      codeReleaseHours: 24,
    });
    expect(updatePropertyBody('p1', { ...saved, codeRequiresCheckIn: true }, saved)).toEqual({
      propertyId: 'p1',
      codeRequiresCheckIn: true,
    });
    expect(createPropertyBody(valid)).toMatchObject({ codeReleaseHours: 48, codeRequiresCheckIn: true });
  });

  it('gives a copy saved before the release settings existed the defaults', () => {
    const { codeReleaseHours: _hours, codeRequiresCheckIn: _required, ownerId: _owner, ...old } = valid;
    const values = propertyFormValues(old as Parameters<typeof propertyFormValues>[0]);
    expect(values).toMatchObject({ codeReleaseHours: 48, codeRequiresCheckIn: true });
  });

  it('takes the host phone as the profile’s phone is taken: + and the country code, or empty', () => {
    for (const phone of ['', '+212 661 234 567', '  +33 6 12  34 56 78 ', '+1 5550100']) {
      expect(propertyFormErrors({ ...valid, hostPhone: phone })).toEqual({});
    }
    for (const phone of ['0661234567', '+0 661 234 567', '+212-661-234-567', `+212${'1'.repeat(20)}`]) {
      expect(propertyFormErrors({ ...valid, hostPhone: phone }).hostPhone).toEqual({
        key: 'propertyEditor.errors.phone',
      });
    }
  });

  it('starts a new property with a smart lock and the owner’s profile phone, and leaves an empty phone to the server', () => {
    expect(newPropertyForm('+212 668 902 417')).toMatchObject({
      arrivalMethod: 'smart_lock',
      hostPhone: '+212 668 902 417',
    });
    expect(newPropertyForm(undefined).hostPhone).toBe('');
    const body = createPropertyBody({ ...valid, arrivalMethod: 'key_box', hostPhone: ' +212  661 234 567 ' });
    expect(body).toMatchObject({ arrivalMethod: 'key_box', hostPhone: '+212 661 234 567' });
    expect(createPropertyBody(valid)).not.toHaveProperty('hostPhone');
  });

  it('sends a changed way in and phone only, an emptied phone as "" (none)', () => {
    const saved = propertyFormValues({ ...valid, codeReleaseHours: 48, hostPhone: '+212 661 234 567' });
    expect(updatePropertyBody('p1', { ...saved, arrivalMethod: 'host_meets', hostPhone: '' }, saved)).toEqual(
      {
        propertyId: 'p1',
        arrivalMethod: 'host_meets',
        hostPhone: '',
      },
    );
    const { arrivalMethod: _method, hostPhone: _phone, ownerId: _owner, ...old } = valid;
    expect(propertyFormValues(old as Parameters<typeof propertyFormValues>[0])).toMatchObject({
      arrivalMethod: 'smart_lock',
      hostPhone: '',
    });
  });

  it('finds the field a server refusal names', () => {
    expect(
      refusedField({
        code: 'invalid_request',
        message: 'timeZone must be a time zone such as "Africa/Casablanca".',
      }),
    ).toEqual({ field: 'timeZone', error: { key: 'propertyEditor.errors.timeZone' } });
    expect(
      refusedField({ code: 'invalid_request', message: 'city must be text of at most 100 characters.' }),
    ).toEqual({
      field: 'city',
      error: { key: 'propertyEditor.errors.tooLong', values: { max: 100 } },
    });
    expect(
      refusedField({ code: 'invalid_request', message: 'ownerId must be the id of an existing host.' })
        ?.field,
    ).toBe('ownerId');
    expect(
      refusedField({ code: 'invalid_request', message: 'The request must be a JSON object.' }),
    ).toBeNull();
    expect(refusedField({ code: 'not_found', message: 'name must be...' })).toBeNull();
    expect(
      refusedField({
        code: 'invalid_request',
        message: 'codeReleaseHours must be a whole number from 0 to 720.',
      })?.field,
    ).toBe('codeReleaseHours');
    expect(
      refusedField({ code: 'invalid_request', message: 'hostPhone must be an international number.' }),
    ).toEqual({ field: 'hostPhone', error: { key: 'propertyEditor.errors.phone' } });
    expect(
      refusedField({ code: 'invalid_request', message: 'arrivalMethod must be "smart_lock".' })?.field,
    ).toBe('arrivalMethod');
  });
});
