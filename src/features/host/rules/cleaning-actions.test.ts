import { describe, expect, it } from 'vitest';
import { cleaningCardActions, cleaningErrorKey, taskWhen } from './cleaning-actions';

describe('cleaning card actions', () => {
  it('follow the status: Mark Complete in progress, View Report when completed, else View Details', () => {
    expect(cleaningCardActions({ status: 'inProgress', cleanerName: 'Hassan' }).main).toBe('markComplete');
    expect(cleaningCardActions({ status: 'completed', cleanerName: 'Hassan' }).main).toBe('viewReport');
    expect(cleaningCardActions({ status: 'pending', cleanerName: null }).main).toBe('viewDetails');
    expect(cleaningCardActions({ status: 'assigned', cleanerName: 'Hassan' }).main).toBe('viewDetails');
  });

  it('read Reassign when a cleaner is set, Assign Cleaner otherwise; a completed task is not reassigned', () => {
    expect(cleaningCardActions({ status: 'assigned', cleanerName: 'Hassan' })).toMatchObject({
      assign: 'reassign',
      canAssign: true,
    });
    expect(cleaningCardActions({ status: 'pending', cleanerName: null })).toMatchObject({
      assign: 'assignCleaner',
      canAssign: true,
    });
    expect(cleaningCardActions({ status: 'completed', cleanerName: 'Hassan' })).toMatchObject({
      assign: 'reassign',
      canAssign: false,
    });
  });

  it('dates a task with its time when it has one', () => {
    expect(taskWhen({ scheduledDate: '2026-03-10', scheduledTime: '11:30' })).toBe('2026-03-10T11:30:00');
    expect(taskWhen({ scheduledDate: '2026-03-10', scheduledTime: null })).toBe('2026-03-10');
  });
});

describe('a failed cleaning write', () => {
  it('says offline that nothing was saved, a completed task its own reason, else the general cause', () => {
    expect(cleaningErrorKey({ kind: 'network' })).toBe('live.writeOffline');
    expect(cleaningErrorKey({ kind: 'refused', code: 'task_completed' })).toBe(
      'cleaners.errors.taskCompleted',
    );
    expect(cleaningErrorKey({ kind: 'not-found', code: 'not_found' })).toBe('live.notFound');
    expect(cleaningErrorKey({ kind: 'server', code: 'server_error' })).toBe('live.serverFailed');
  });
});
