export const routes = {
  home: '/',
  /** The published homes (issue 46); a home's page is /stays/<slug>. */
  stays: '/stays',
  hostServices: '/host-services',
  guestPortal: '/guest-portal',
  /** Online check-in of a saved stay: /guest-portal/check-in/<bookingId>. */
  guestCheckIn: '/guest-portal/check-in',
  /** A guest's personal link: /s/<token> (issue 45). */
  guestLink: '/s',
  workWithUs: '/work-with-us',
  about: '/about',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  pricing: '/pricing',
  welcome: '/welcome',
  hostLogin: '/host-login',
  forgotPassword: '/forgot-password',
  shop: '/shop',
  hostDashboardLegacy: '/host-dashboard',
  host: '/host',
  hostDashboard: '/host/dashboard',
  hostCalendar: '/host/calendar',
  hostGuests: '/host/guests',
  hostDeclarations: '/host/declarations',
  hostExtras: '/host/extras',
  hostInquiries: '/host/inquiries',
  hostMessages: '/host/messages',
  /** Automated messages' templates (issue 45), under Messages. */
  hostAutomatedMessages: '/host/messages/automated',
  hostCleaners: '/host/cleaners',
  hostAnalytics: '/host/analytics',
  hostNotifications: '/host/notifications',
  hostSettings: '/host/settings',
  /** The property editor (details, photo guide, channel calendars): new, or /host/properties/<id>. */
  hostPropertyNew: '/host/properties/new',
  hostProperties: '/host/properties',
  /** The booking editor (add, edit, cancel): new, or /host/bookings/<id>. */
  hostBookingNew: '/host/bookings/new',
  hostBookings: '/host/bookings',
  /** View Payouts: the month's statement of paid stays and extras per owner (with Analytics). */
  hostPayouts: '/host/payouts',
} as const;

export const hostSections = [
  'dashboard',
  'calendar',
  'guests',
  'declarations',
  'extras',
  'inquiries',
  'messages',
  'cleaners',
  'analytics',
  'notifications',
  'settings',
] as const;
export type HostSection = (typeof hostSections)[number];

/** The public navigation shown in the header, drawer and footer. */
export const siteNavigation = [
  { to: routes.home, labelKey: 'nav.home' },
  { to: routes.hostServices, labelKey: 'nav.hostServices' },
  { to: routes.guestPortal, labelKey: 'nav.guestPortal' },
  { to: routes.pricing, labelKey: 'nav.pricing' },
  { to: routes.about, labelKey: 'nav.about' },
] as const;
