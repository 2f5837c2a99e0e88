import { describe, expect, it } from 'vitest';
import { routes } from '../config/routes';
import { firstPageModules, firstPageNamespaces } from './first-page-modules';
import { routeModules, routeNamespaces } from './router';

describe('routeNamespaces: the texts a first page needs, fetched with the shell texts', () => {
  it('names the namespace of each page family', () => {
    expect(routeNamespaces('/')).toEqual(['site']);
    expect(routeNamespaces('/about')).toEqual(['site']);
    expect(routeNamespaces('/guest-portal')).toEqual(['guest']);
    expect(routeNamespaces('/host-login')).toEqual(['host']);
    expect(routeNamespaces('/guest-portal/check-in/b-1')).toEqual(['checkin']);
    expect(routeNamespaces('/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCde')).toEqual(['guest']);
  });

  it('loads the personal link’s page at /s/<token>', async () => {
    const [loaded] = await routeModules('/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCde');
    expect(loaded).toBe(await import('../features/guest-portal/pages/guest-link-page'));
  });

  it('takes the host area texts for a host section, and none for an unknown path', () => {
    expect(routeNamespaces('/host/dashboard')).toEqual(['host']);
    expect(routeNamespaces('/no-such-page')).toEqual([]);
  });
});

describe('firstPageModules: the table index.html preloads from', () => {
  it('names, for every public route, the module and namespace the router loads there', async () => {
    const sitePaths = Object.values(routes).filter(
      (path) =>
        path !== routes.host &&
        !path.startsWith(`${routes.host}/`) &&
        path !== routes.hostDashboardLegacy &&
        // A stay's own page (/guest-portal/check-in/<id>), reached from the stay view, not a first page.
        path !== routes.guestCheckIn &&
        // A guest's personal link (/s/<token>, issue 45): it hands over to the guest portal at once.
        path !== routes.guestLink,
    );
    expect(firstPageModules.map((page) => page.path).sort()).toEqual([...sitePaths].sort());
    for (const page of firstPageModules) {
      expect(routeNamespaces(page.path), page.path).toEqual([page.namespace]);
      const [loaded] = await routeModules(page.path);
      const tableModule: unknown = await import(/* @vite-ignore */ `../../${page.module}`);
      expect(loaded, `${page.path} loads ${page.module}`).toBe(tableModule);
      for (const module of page.firstVisitModules ?? []) {
        await expect(import(/* @vite-ignore */ `../../${module}`), module).resolves.toBeTruthy();
      }
    }
  }, 60_000);
});

describe('firstPageNamespaces: the texts asked for before the router has loaded', () => {
  it('are the ones the router loads on every public route, with or without a trailing slash', () => {
    for (const page of firstPageModules) {
      expect(firstPageNamespaces(page.path), page.path).toEqual(routeNamespaces(page.path));
      expect(firstPageNamespaces(`${page.path}/`), `${page.path}/`).toEqual(routeNamespaces(page.path));
    }
  });

  it('are none on a page the table does not list (its page loads them)', () => {
    expect(firstPageNamespaces('/host/dashboard')).toEqual([]);
    expect(firstPageNamespaces('/no-such-page')).toEqual([]);
  });
});
