/**
 * The app reads host-dashboard's and host-guests' answers through host-api-types-guests.ts (it may
 * not import a handler): these checks fail type-checking (tsc, vitest) when the two drift apart.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { HostDashboard } from '../host-dashboard/handler.ts';
import type { DashboardAnswer } from './host-api-types-guests.ts';

describe('the client’s types of the dashboard and guests answers', () => {
  it('are the handlers’ own', () => {
    expectTypeOf<DashboardAnswer>().toEqualTypeOf<HostDashboard>();
  });
});
