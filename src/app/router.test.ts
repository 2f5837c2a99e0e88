import { describe, expect, it } from 'vitest';
import { routeNamespaces } from './router';

describe('routeNamespaces: the texts a first page needs, fetched with the shell texts', () => {
  it('names the namespace of each page family', () => {
    expect(routeNamespaces('/')).toEqual(['site']);
    expect(routeNamespaces('/about')).toEqual(['site']);
    expect(routeNamespaces('/guest-portal')).toEqual(['guest']);
    expect(routeNamespaces('/host-login')).toEqual(['host']);
  });

  it('takes the host area texts for a host section, and none for an unknown path', () => {
    expect(routeNamespaces('/host/dashboard')).toEqual(['host']);
    expect(routeNamespaces('/no-such-page')).toEqual([]);
  });
});
