/**
 * The demo hosts' portfolios: the spec's sample data of the host portal (src/features/host/sample-data:
 * properties, guests, cleaning tasks, notifications) as rows, with dates in days from today. The
 * sample's "today" is 14 April 2025 (its cleaning in progress, its guests checked in), so each
 * sample date is its distance from that day. Money in minor units (cents) of EUR.
 */

/** The three demo logins of the host portal (issue 28). */
export const demoHosts = {
  owner: {
    email: 'host@rihla.example',
    password: 'rihla-demo-host',
    displayName: 'Amina Tazi',
    phone: '+212 661 234 567',
    role: 'owner',
  },
  owner2: {
    email: 'host2@rihla.example',
    password: 'rihla-demo-host-2',
    displayName: 'Youssef Ait Ouaziz',
    phone: '+212 668 902 417',
    role: 'owner',
  },
  team: {
    email: 'team@rihla.example',
    password: 'rihla-demo-team',
    displayName: 'Rihla Team',
    phone: '+212 522 480 900',
    role: 'team',
  },
} as const;

export interface PortfolioProperty {
  name: string;
  address: string;
  city: string;
  region: string;
  hostPhone: string;
  /** A night's price, for the stay totals. */
  nightly: number;
}

export const samplePortfolio: PortfolioProperty[] = [
  {
    name: 'Riad Dar Zitoun',
    address: 'Riad Dar Zitoun, 24 Derb Zitoun Jdid, Medina, Marrakech 40000, Morocco',
    city: 'Marrakech',
    region: 'Marrakech-Safi',
    hostPhone: '+212 661 234 567',
    nightly: 14_000,
  },
  {
    name: 'Dar Mogador',
    address: 'Dar Mogador, 9 Rue de la Skala, Medina, Essaouira 44000, Morocco',
    city: 'Essaouira',
    region: 'Marrakech-Safi',
    hostPhone: '+212 661 234 567',
    nightly: 11_000,
  },
  {
    name: 'Dar Zraq Chefchaouen',
    address: 'Dar Zraq, 5 Derb Souika, Medina, Chefchaouen 91000, Morocco',
    city: 'Chefchaouen',
    region: 'Tanger-Tétouan-Al Hoceïma',
    hostPhone: '+212 661 234 567',
    nightly: 9_500,
  },
  {
    name: 'Kasbah Tizi',
    address: 'Kasbah Tizi, Douar Tizi, Route de Skoura, Ouarzazate 45000, Morocco',
    city: 'Ouarzazate',
    region: 'Drâa-Tafilalet',
    hostPhone: '+212 661 234 567',
    nightly: 16_000,
  },
];

/** Where Booking A's and Booking B's properties are (they only get an owner, a city and a region). */
export const guestPropertyPlaces: Record<string, { city: string; region: string }> = {
  'Riad Yasmine': { city: 'Marrakech', region: 'Marrakech-Safi' },
  'Dar Anis': { city: 'Fes', region: 'Fès-Meknès' },
};

export interface PortfolioBooking {
  property: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  guests: number;
  source: 'direct' | 'airbnb' | 'booking_com' | 'vrbo' | 'others';
  checkIn: number;
  checkOut: number;
  lockCode: string;
  /** The backup door code (issue 31); generated when not given. */
  backupCode?: string;
}

/**
 * The Guests screen's sample bookings (the sample's "host" source is Booking.com). The sample's
 * Karim Benali is Karim Bennani here: "Benali" is Booking A's guest, and the guest lookup must
 * answer every Benali name and date exactly as before (a wrong date misses).
 */
export const sampleGuests: PortfolioBooking[] = [
  ['Riad Dar Zitoun', 'Yasmine', 'El Amrani', '+212 612 480 117', 2, 'airbnb', -4, 0, '4821'],
  ['Dar Mogador', 'Thomas', 'Lefèvre', '+33 6 12 34 56 78', 2, 'booking_com', -9, -5, '3046'],
  ['Dar Zraq Chefchaouen', 'Sofía', 'Martínez', '+34 612 345 678', 3, 'direct', 1, 5, '7310'],
  ['Kasbah Tizi', 'Karim', 'Bennani', '+212 655 301 942', 4, 'vrbo', 2, 7, '5264'],
  ['Riad Dar Zitoun', 'Emma', 'Schneider', '+49 151 2345 6789', 2, 'booking_com', 4, 8, '1938'],
  ['Dar Mogador', 'Omar', 'Haddad', '+212 661 907 315', 2, 'direct', -3, 2, '6402'],
  ['Dar Mogador', 'Chloé', 'Bernard', '+33 7 81 22 45 90', 2, 'airbnb', 9, 13, '2857'],
].map(([property, firstName, lastName, phone, guests, source, checkIn, checkOut, lockCode]) => ({
  property: property as string,
  firstName: firstName as string,
  lastName: lastName as string,
  email: `${(firstName as string)
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()}@guest.example`,
  phone: phone as string,
  guests: guests as number,
  source: source as PortfolioBooking['source'],
  checkIn: checkIn as number,
  checkOut: checkOut as number,
  lockCode: lockCode as string,
}));

export interface PortfolioTask {
  property: string;
  day: number;
  time: string;
  status: 'pending' | 'in_progress' | 'completed';
  cleaner: string | null;
  notes: string;
}

/** The Cleaners screen's sample tasks (its "assigned" is a pending task with a cleaner). */
export const sampleTasks: PortfolioTask[] = [
  {
    property: 'Riad Dar Zitoun',
    day: 0,
    time: '11:00',
    status: 'in_progress',
    cleaner: 'Fatima Zahra Ouali',
    notes: 'Full turnover after a 4-night stay; fresh mint for the welcome tea.',
  },
  {
    property: 'Dar Mogador',
    day: 2,
    time: '12:00',
    status: 'pending',
    cleaner: 'Hassan Idrissi',
    notes: 'Change the linen and restock the breakfast basket.',
  },
  {
    property: 'Dar Zraq Chefchaouen',
    day: 5,
    time: '11:30',
    status: 'pending',
    cleaner: null,
    notes: 'Deep clean the rooftop terrace before the next guests.',
  },
  {
    property: 'Kasbah Tizi',
    day: 7,
    time: '10:00',
    status: 'pending',
    cleaner: null,
    notes: 'Check the air conditioning filter during the cleaning.',
  },
  {
    property: 'Dar Mogador',
    day: -5,
    time: '11:00',
    status: 'completed',
    cleaner: 'Hassan Idrissi',
    notes: 'Done. Photos of every room are in the report.',
  },
];

export interface PortfolioNotification {
  kind: 'booking' | 'message' | 'cleaning' | 'payment' | 'review' | 'extra' | 'system';
  /** The English text ({dates}: the stay's dates, "April 23 to 27"). */
  message: string;
  /** The text's key in host.json `notifications.messages` and its values (checkIn/checkOut are added for {dates}). */
  key: string;
  params: Record<string, string | number>;
  link: string;
  minutesAgo: number;
  read: boolean;
}

/** The Notifications screen's samples, newest first. */
export const sampleNotifications: PortfolioNotification[] = [
  {
    kind: 'booking',
    message: 'New booking: Chloé Bernard at Dar Mogador, {dates}.',
    key: 'newBooking',
    params: { guest: 'Chloé Bernard', property: 'Dar Mogador' },
    link: '/host/guests',
    minutesAgo: 10,
    read: false,
  },
  {
    kind: 'message',
    message: 'New message from Sofía Martínez about her check-in time.',
    key: 'guestMessage',
    params: { guest: 'Sofía Martínez' },
    link: '/host/messages',
    minutesAgo: 60,
    read: false,
  },
  {
    kind: 'cleaning',
    message: 'Cleaning at Riad Dar Zitoun has started.',
    key: 'cleaningStarted',
    params: { property: 'Riad Dar Zitoun' },
    link: '/host/cleaners',
    minutesAgo: 180,
    read: false,
  },
  {
    kind: 'payment',
    message: 'Payout of €2,340.00 sent to your bank account.',
    key: 'payoutSent',
    params: { amount: 234000, currency: 'EUR' },
    link: '/host/analytics',
    minutesAgo: 60 * 24,
    read: true,
  },
  {
    kind: 'review',
    message: 'Thomas Lefèvre left a 5-star review for Dar Mogador.',
    key: 'review',
    params: { guest: 'Thomas Lefèvre', stars: 5, property: 'Dar Mogador' },
    link: '/host/guests',
    minutesAgo: 60 * 48,
    read: true,
  },
  {
    kind: 'booking',
    message: 'Karim Bennani confirmed his booking at Kasbah Tizi.',
    key: 'bookingConfirmed',
    params: { guest: 'Karim Bennani', property: 'Kasbah Tizi' },
    link: '/host/guests',
    minutesAgo: 60 * 72,
    read: true,
  },
];

/** The second owner's one property and its one booking (issue 28). */
export const darAtlas = {
  property: {
    name: 'Dar Atlas',
    address: 'Dar Atlas, Douar Aremd, Imlil 42152, Al Haouz, Morocco',
    city: 'Imlil',
    region: 'Marrakech-Safi',
    hostPhone: '+212 668 902 417',
    nightly: 8_500,
  },
  booking: {
    firstName: 'Leila',
    lastName: 'Haddad',
    email: 'leila.haddad@guest.example',
    phone: '+212 670 118 254',
    guests: 2,
    source: 'direct',
    checkIn: 6,
    checkOut: 9,
    lockCode: '3190',
    backupCode: '702418',
  },
} as const;
