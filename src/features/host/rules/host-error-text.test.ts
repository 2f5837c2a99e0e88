import { describe, expect, it } from 'vitest';
import { hostErrorKey } from './host-error-text';

describe('hostErrorKey', () => {
  it('tells a write offline that it needs a connection, a read that the network failed', () => {
    expect(hostErrorKey({ kind: 'network' }, true)).toBe('live.writeOffline');
    expect(hostErrorKey({ kind: 'network' })).toBe('live.networkFailed');
  });
  it('explains each refusal by its kind', () => {
    expect(hostErrorKey({ kind: 'signed-out' })).toBe('live.signedOut');
    expect(hostErrorKey({ kind: 'not-found' })).toBe('live.notFound');
    expect(hostErrorKey({ kind: 'refused' })).toBe('live.refused');
    expect(hostErrorKey({ kind: 'server' })).toBe('live.serverFailed');
  });
});
