/** Hard-coded figures of the Performance Analytics screen. Source shares 45/30/15/10: the spec's
 * five sources in four slices, VRBO and the others sharing the last one. */
export const analyticsMetrics = {
  totalRevenue: { value: 48_250, change: 12.5 },
  occupancyRate: { value: 78, change: 4.2 },
  averageDailyRate: { value: 142, change: -2.1 },
} as const;

/** Month index 0-11 of 2025 with revenue in USD and occupancy in percent. */
export const monthlyPerformance = [
  { month: 0, revenue: 5_200, occupancy: 62 },
  { month: 1, revenue: 5_900, occupancy: 66 },
  { month: 2, revenue: 7_400, occupancy: 74 },
  { month: 3, revenue: 8_650, occupancy: 81 },
  { month: 4, revenue: 9_800, occupancy: 86 },
  { month: 5, revenue: 11_300, occupancy: 91 },
] as const;

export const bookingSourceShares = [
  { source: 'direct', share: 45, color: 'terracotta.7' },
  { source: 'airbnb', share: 30, color: 'majorelle.6' },
  { source: 'host', share: 15, color: 'mint.7' },
  { source: 'vrboOthers', share: 10, color: 'yellow.6' },
] as const;
