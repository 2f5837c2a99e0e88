/** The backup door code's save rule and its validation, by example and by property (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBackupDoorCode } from '../_shared/backup-door-code.ts';
import { isTrivialDoorCode } from '../_shared/door-code.ts';
import { resolveBackupDoorCode } from './backup-code.ts';

describe('validateBackupDoorCode', () => {
  it('checks the format, triviality and that it is not the door code', () => {
    expect(validateBackupDoorCode('736204', '482915')).toEqual({ ok: true });
    expect(validateBackupDoorCode('736204', null)).toEqual({ ok: true });
    expect(validateBackupDoorCode('482915', '482915')).toEqual({ ok: false, problem: 'same_as_main' });
    expect(validateBackupDoorCode('1234', '482915')).toEqual({ ok: false, problem: 'trivial' });
    expect(validateBackupDoorCode('12a4', '482915')).toEqual({ ok: false, problem: 'format' });
    expect(validateBackupDoorCode('123', '482915')).toEqual({ ok: false, problem: 'format' });
    expect(validateBackupDoorCode('', '482915')).toEqual({ ok: false, problem: 'format' });
  });
});

describe('resolveBackupDoorCode', () => {
  it('generates one for a door code without a backup, or when asked with ""', () => {
    for (const save of [
      { mainCode: '482915', given: undefined, current: null },
      { mainCode: '482915', given: '', current: null },
      { mainCode: '482915', given: '', current: '736204' },
    ]) {
      const outcome = resolveBackupDoorCode(save);
      expect(outcome.ok).toBe(true);
      const store = outcome.ok ? outcome.store : undefined;
      expect(store).toMatch(/^[0-9]{6}$/);
      expect(store).not.toBe('482915');
      expect(isTrivialDoorCode(store!)).toBe(false);
    }
  });

  it('keeps the current backup unless the door code became it', () => {
    expect(resolveBackupDoorCode({ mainCode: '482915', given: undefined, current: '736204' })).toEqual({
      ok: true,
      store: undefined,
    });
    const clash = resolveBackupDoorCode({ mainCode: '736204', given: undefined, current: '736204' });
    expect(clash.ok && clash.store !== undefined && clash.store !== '736204').toBe(true);
  });

  it('stores a typed one, refusing a trivial new one, the door code itself, or one without a door code', () => {
    expect(resolveBackupDoorCode({ mainCode: '482915', given: '736204', current: null })).toEqual({
      ok: true,
      store: '736204',
    });
    expect(resolveBackupDoorCode({ mainCode: '482915', given: '1111', current: null })).toEqual({
      ok: false,
      problem: 'trivial',
    });
    // An unchanged trivial backup (an older record) is kept.
    expect(resolveBackupDoorCode({ mainCode: '482915', given: '1111', current: '1111' })).toEqual({
      ok: true,
      store: '1111',
    });
    expect(resolveBackupDoorCode({ mainCode: '482915', given: '482915', current: '482915' })).toEqual({
      ok: false,
      problem: 'same_as_main',
    });
    expect(resolveBackupDoorCode({ mainCode: null, given: '736204', current: null })).toEqual({
      ok: false,
      problem: 'without_door_code',
    });
  });

  it('removes the backup with the door code', () => {
    expect(resolveBackupDoorCode({ mainCode: null, given: undefined, current: '736204' })).toEqual({
      ok: true,
      store: '',
    });
    expect(resolveBackupDoorCode({ mainCode: null, given: '', current: null })).toEqual({
      ok: true,
      store: undefined,
    });
  });

  it('never leaves a door code with its own code as backup', () => {
    const code = fc.stringMatching(/^[0-9]{4,8}$/);
    fc.assert(
      fc.property(
        code,
        fc.option(code, { nil: null }),
        fc.constantFrom(undefined, ''),
        (main, current, given) => {
          const outcome = resolveBackupDoorCode({ mainCode: main, given, current });
          expect(outcome.ok).toBe(true);
          const after = outcome.ok && outcome.store !== undefined ? outcome.store : current;
          expect(after).not.toBeNull();
          expect(after).not.toBe(main);
        },
      ),
    );
  });
});
