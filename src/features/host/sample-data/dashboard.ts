/** Figures of the Dashboard (April 2025, the sample month). */
export const dashboardMonth = '2025-04-01';

export const dashboardStats = {
  monthlyRevenue: 8_650,
  revenueTrendPercent: 16.9,
  activeBookings: 12,
} as const;
