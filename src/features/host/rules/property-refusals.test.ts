import { describe, expect, it } from 'vitest';
import { deleteRefusalText, saveRefusalText } from './property-refusals';

describe('property refusals', () => {
  it("explains a refused delete with the server's count", () => {
    expect(
      deleteRefusalText(
        {
          kind: 'refused',
          code: 'has_upcoming_bookings',
          message: 'Riad 7 has 3 upcoming bookings: cancel or move them first.',
        },
        1,
      ),
    ).toEqual({ key: 'propertyEditor.danger.refusedUpcoming', values: { count: 3 } });
    expect(
      deleteRefusalText(
        {
          kind: 'refused',
          code: 'has_booking_history',
          message:
            'Dar Anis keeps 1 past or cancelled booking (and its payments) for your records, so it cannot be deleted.',
        },
        0,
      ),
    ).toEqual({ key: 'propertyEditor.danger.refusedHistory', values: { count: 1 } });
  });

  it("falls back on the editor's count, or on no count, when the message has none", () => {
    expect(
      deleteRefusalText({ kind: 'refused', code: 'has_upcoming_bookings', message: '' }, 2).values,
    ).toEqual({
      count: 2,
    });
    expect(
      deleteRefusalText(
        {
          kind: 'refused',
          code: 'has_booking_history',
          message: 'This property still has bookings or records attached.',
        },
        0,
      ),
    ).toEqual({ key: 'propertyEditor.danger.refusedRecords' });
    expect(deleteRefusalText({ kind: 'network', message: 'offline' }, 0)).toEqual({
      key: 'live.writeOffline',
    });
  });

  it('explains a refused save', () => {
    expect(saveRefusalText({ kind: 'refused', code: 'not_team', message: '' }).key).toBe(
      'propertyEditor.errors.notTeam',
    );
    expect(saveRefusalText({ kind: 'refused', code: 'invalid_request', message: '' }).key).toBe(
      'propertyEditor.errors.checkFields',
    );
    expect(saveRefusalText({ kind: 'server', code: 'server_error', message: '' }).key).toBe(
      'live.serverFailed',
    );
  });
});
