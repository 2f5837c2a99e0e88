/** Guest booking rows of the Guests screen (static sample data). */
export type GuestStatus = 'upcoming' | 'checkedIn' | 'checkedOut';
export type BookingSource = 'direct' | 'airbnb' | 'host' | 'vrbo' | 'others';

export interface GuestBooking {
  id: string;
  name: string;
  checkIn: string;
  checkOut: string;
  property: string;
  source: BookingSource;
  status: GuestStatus;
}

export const guestBookings: GuestBooking[] = [
  {
    id: 'g1',
    name: 'Yasmine El Amrani',
    checkIn: '2025-04-10',
    checkOut: '2025-04-14',
    property: 'Riad Dar Zitoun',
    source: 'airbnb',
    status: 'checkedIn',
  },
  {
    id: 'g2',
    name: 'Thomas Lefèvre',
    checkIn: '2025-04-05',
    checkOut: '2025-04-09',
    property: 'Dar Mogador',
    source: 'host',
    status: 'checkedOut',
  },
  {
    id: 'g3',
    name: 'Sofía Martínez',
    checkIn: '2025-04-15',
    checkOut: '2025-04-19',
    property: 'Dar Zraq Chefchaouen',
    source: 'direct',
    status: 'upcoming',
  },
  {
    id: 'g4',
    name: 'Karim Benali',
    checkIn: '2025-04-16',
    checkOut: '2025-04-21',
    property: 'Kasbah Tizi',
    source: 'vrbo',
    status: 'upcoming',
  },
  {
    id: 'g5',
    name: 'Emma Schneider',
    checkIn: '2025-04-18',
    checkOut: '2025-04-22',
    property: 'Riad Dar Zitoun',
    source: 'host',
    status: 'upcoming',
  },
  {
    id: 'g6',
    name: 'Omar Haddad',
    checkIn: '2025-04-11',
    checkOut: '2025-04-16',
    property: 'Dar Mogador',
    source: 'direct',
    status: 'checkedIn',
  },
  {
    id: 'g7',
    name: 'Chloé Bernard',
    checkIn: '2025-04-23',
    checkOut: '2025-04-27',
    property: 'Dar Mogador',
    source: 'airbnb',
    status: 'upcoming',
  },
];
