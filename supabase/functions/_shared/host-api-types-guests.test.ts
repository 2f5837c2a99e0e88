/**
 * The app reads host-dashboard's and host-guests' answers through host-api-types-guests.ts (it may
 * not import a handler): these checks fail type-checking (tsc, vitest) when they drift from the contracts.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { AnswerOf } from './contract.ts';
import type { hostDashboard } from './contracts/host-dashboard.contract.ts';
import type { DashboardAnswer } from './host-api-types-guests.ts';

describe('the client’s types of the dashboard and guests answers', () => {
  it('are the handlers’ own', () => {
    expectTypeOf<DashboardAnswer>().toEqualTypeOf<AnswerOf<typeof hostDashboard>>();
  });
});
