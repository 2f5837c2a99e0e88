import { describe, expect, it } from 'vitest';
import { draftIsFresh, formDraftId, formDraftMaxAgeMs, formIsDirty, offeredDraft } from './form-draft';

const saved = {
  propertyId: null as string | null,
  lastName: 'Haddad',
  guests: 2 as number | string,
  languages: ['fr'],
};
const now = Date.UTC(2026, 10, 28, 10, 0);

describe('formIsDirty', () => {
  it('is clean when the host typed nothing, or only spaces around a text', () => {
    expect(formIsDirty(saved, { ...saved })).toBe(false);
    expect(formIsDirty(saved, { ...saved, lastName: ' Haddad ' })).toBe(false);
  });
  it('reads a number field the way it shows: 2 and "2" are the same, null and "" both empty', () => {
    expect(formIsDirty(saved, { ...saved, guests: '2' })).toBe(false);
    expect(formIsDirty(saved, { ...saved, propertyId: '' })).toBe(false);
  });
  it('is dirty after a change to any field, lists included', () => {
    expect(formIsDirty(saved, { ...saved, lastName: 'Haddadi' })).toBe(true);
    expect(formIsDirty(saved, { ...saved, guests: 3 })).toBe(true);
    expect(formIsDirty(saved, { ...saved, languages: ['fr', 'ar'] })).toBe(true);
  });
});

describe('formDraftId', () => {
  it('keeps one draft per booking or property, and one for a form not saved yet', () => {
    expect(formDraftId('booking', 'b-1')).toBe('booking:b-1');
    expect(formDraftId('property', undefined)).toBe('property:new');
  });
});

describe('offeredDraft', () => {
  const draft = (values: object, savedAt = now - 60_000) => ({ savedAt, values });

  it('offers a recent draft that differs from the saved values, over them', () => {
    expect(offeredDraft(draft({ lastName: 'Benali' }), saved, now)).toEqual({
      savedAt: now - 60_000,
      values: { ...saved, lastName: 'Benali' },
    });
  });
  it('does not offer a draft of a week or more', () => {
    expect(offeredDraft(draft({ lastName: 'Benali' }, now - formDraftMaxAgeMs), saved, now)).toBeNull();
    expect(
      offeredDraft(draft({ lastName: 'Benali' }, now - formDraftMaxAgeMs + 1000), saved, now),
    ).not.toBeNull();
  });
  it('does not offer a draft that is the same as what is saved (saved meanwhile)', () => {
    expect(offeredDraft(draft({ lastName: 'Haddad', guests: '2' }), saved, now)).toBeNull();
  });
  it('does not offer what is not a draft of this form', () => {
    expect(offeredDraft(null, saved, now)).toBeNull();
    expect(offeredDraft('text', saved, now)).toBeNull();
    expect(offeredDraft({ savedAt: 'yesterday', values: { lastName: 'B' } }, saved, now)).toBeNull();
    expect(offeredDraft(draft({ unknownField: 'x' }), saved, now)).toBeNull();
    expect(offeredDraft(draft({ lastName: 42 }), saved, now)).not.toBeNull();
    expect(offeredDraft(draft({ lastName: { first: 'x' } }), saved, now)).toBeNull();
    expect(offeredDraft(draft({ languages: 'fr' }), saved, now)).toBeNull();
  });
});

describe('draftIsFresh', () => {
  it('keeps a draft for a week, not one from the future', () => {
    expect(draftIsFresh({ savedAt: now - 1000 }, now)).toBe(true);
    expect(draftIsFresh({ savedAt: now - formDraftMaxAgeMs - 1 }, now)).toBe(false);
    expect(draftIsFresh({ savedAt: now + 3_600_000 }, now)).toBe(false);
    expect(draftIsFresh({}, now)).toBe(false);
  });
});
