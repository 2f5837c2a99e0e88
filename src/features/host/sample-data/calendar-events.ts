/** Activities of the Calendar screen (static sample data). */
export type CalendarEventType = 'checkIn' | 'checkOut' | 'cleaning';

export interface CalendarEvent {
  id: string;
  type: CalendarEventType;
  date: string;
  guestName: string;
  propertyName: string;
  /** Only for cleanings. */
  status?: 'pending' | 'assigned' | 'inProgress' | 'completed';
}

export const calendarEvents: CalendarEvent[] = [
  {
    id: 'e1',
    type: 'checkOut',
    date: '2025-04-09',
    guestName: 'Thomas Lefèvre',
    propertyName: 'Dar Mogador',
  },
  {
    id: 'e2',
    type: 'cleaning',
    date: '2025-04-09',
    guestName: 'Thomas Lefèvre',
    propertyName: 'Dar Mogador',
    status: 'completed',
  },
  {
    id: 'e3',
    type: 'checkIn',
    date: '2025-04-10',
    guestName: 'Yasmine El Amrani',
    propertyName: 'Riad Dar Zitoun',
  },
  { id: 'e4', type: 'checkIn', date: '2025-04-11', guestName: 'Omar Haddad', propertyName: 'Dar Mogador' },
  {
    id: 'e5',
    type: 'checkOut',
    date: '2025-04-14',
    guestName: 'Yasmine El Amrani',
    propertyName: 'Riad Dar Zitoun',
  },
  {
    id: 'e6',
    type: 'cleaning',
    date: '2025-04-14',
    guestName: 'Yasmine El Amrani',
    propertyName: 'Riad Dar Zitoun',
    status: 'inProgress',
  },
  {
    id: 'e7',
    type: 'checkIn',
    date: '2025-04-15',
    guestName: 'Sofía Martínez',
    propertyName: 'Dar Zraq Chefchaouen',
  },
  { id: 'e8', type: 'checkOut', date: '2025-04-16', guestName: 'Omar Haddad', propertyName: 'Dar Mogador' },
  { id: 'e9', type: 'checkIn', date: '2025-04-16', guestName: 'Karim Benali', propertyName: 'Kasbah Tizi' },
  {
    id: 'e10',
    type: 'cleaning',
    date: '2025-04-16',
    guestName: 'Omar Haddad',
    propertyName: 'Dar Mogador',
    status: 'assigned',
  },
  {
    id: 'e11',
    type: 'checkIn',
    date: '2025-04-18',
    guestName: 'Emma Schneider',
    propertyName: 'Riad Dar Zitoun',
  },
  {
    id: 'e12',
    type: 'checkOut',
    date: '2025-04-19',
    guestName: 'Sofía Martínez',
    propertyName: 'Dar Zraq Chefchaouen',
  },
  {
    id: 'e13',
    type: 'cleaning',
    date: '2025-04-19',
    guestName: 'Sofía Martínez',
    propertyName: 'Dar Zraq Chefchaouen',
    status: 'pending',
  },
  { id: 'e14', type: 'checkOut', date: '2025-04-21', guestName: 'Karim Benali', propertyName: 'Kasbah Tizi' },
  {
    id: 'e15',
    type: 'cleaning',
    date: '2025-04-21',
    guestName: 'Karim Benali',
    propertyName: 'Kasbah Tizi',
    status: 'pending',
  },
  {
    id: 'e16',
    type: 'checkOut',
    date: '2025-04-22',
    guestName: 'Emma Schneider',
    propertyName: 'Riad Dar Zitoun',
  },
  { id: 'e17', type: 'checkIn', date: '2025-04-23', guestName: 'Chloé Bernard', propertyName: 'Dar Mogador' },
  {
    id: 'e18',
    type: 'checkOut',
    date: '2025-04-27',
    guestName: 'Chloé Bernard',
    propertyName: 'Dar Mogador',
  },
];
