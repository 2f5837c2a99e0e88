import { describe, expect, it } from 'vitest';
import { cleanerNameError, createTaskBody, type TaskFormValues, taskFormErrors } from './cleaning-task-form';

const valid: TaskFormValues = {
  propertyId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  scheduledDate: '2026-03-20',
  scheduledTime: '',
  cleanerName: '',
  notes: '',
};

describe('the cleaning task dialogs', () => {
  it('need a property and a date; time, cleaner and notes are optional', () => {
    expect(taskFormErrors(valid)).toEqual({});
    expect(taskFormErrors({ ...valid, propertyId: null, scheduledDate: null })).toEqual({
      propertyId: 'cleaners.form.errors.property',
      scheduledDate: 'cleaners.form.errors.date',
    });
    expect(taskFormErrors({ ...valid, scheduledTime: '25:00' })).toEqual({
      scheduledTime: 'cleaners.form.errors.time',
    });
  });

  it('hold the server’s limits: a name of 80 characters, notes of 1000', () => {
    expect(taskFormErrors({ ...valid, cleanerName: 'x'.repeat(81) }).cleanerName).toBe(
      'cleaners.form.errors.cleanerTooLong',
    );
    expect(taskFormErrors({ ...valid, cleanerName: ` ${'x'.repeat(80)} ` })).toEqual({});
    expect(taskFormErrors({ ...valid, notes: 'n'.repeat(1001) }).notes).toBe(
      'cleaners.form.errors.notesTooLong',
    );
  });

  it('require a name to assign, blank is not a name', () => {
    expect(cleanerNameError('   ', true)).toBe('cleaners.form.errors.cleanerRequired');
    expect(cleanerNameError('   ', false)).toBeNull();
    expect(cleanerNameError(' Hassan ', true)).toBeNull();
  });

  it('send trimmed values and leave the empty optional ones out', () => {
    expect(createTaskBody({ ...valid, cleanerName: '  ', notes: ' ' })).toEqual({
      propertyId: valid.propertyId,
      scheduledDate: '2026-03-20',
    });
    expect(
      createTaskBody({
        ...valid,
        scheduledTime: '09:30',
        cleanerName: ' Khadija ',
        notes: ' Air the rooms ',
      }),
    ).toEqual({
      propertyId: valid.propertyId,
      scheduledDate: '2026-03-20',
      scheduledTime: '09:30',
      cleanerName: 'Khadija',
      notes: 'Air the rooms',
    });
  });
});
