/** Cleaning tasks of the Cleaners screen (static sample data; notes are i18n keys). */
export type CleaningStatus = 'pending' | 'assigned' | 'inProgress' | 'completed';

export interface CleaningTask {
  id: string;
  property: string;
  location: string;
  scheduledDate: string;
  status: CleaningStatus;
  cleaner: string | null;
  /** Key in the host namespace. */
  notes: string;
}

export const cleaningTasks: CleaningTask[] = [
  {
    id: 't1',
    property: 'Riad Dar Zitoun',
    location: 'Marrakech',
    scheduledDate: '2025-04-14T11:00:00',
    status: 'inProgress',
    cleaner: 'Fatima Zahra Ouali',
    notes: 'sample.tasks.t1',
  },
  {
    id: 't2',
    property: 'Dar Mogador',
    location: 'Essaouira',
    scheduledDate: '2025-04-16T12:00:00',
    status: 'assigned',
    cleaner: 'Hassan Idrissi',
    notes: 'sample.tasks.t2',
  },
  {
    id: 't3',
    property: 'Dar Zraq Chefchaouen',
    location: 'Chefchaouen',
    scheduledDate: '2025-04-19T11:30:00',
    status: 'pending',
    cleaner: null,
    notes: 'sample.tasks.t3',
  },
  {
    id: 't4',
    property: 'Kasbah Tizi',
    location: 'Ouarzazate',
    scheduledDate: '2025-04-21T10:00:00',
    status: 'pending',
    cleaner: null,
    notes: 'sample.tasks.t4',
  },
  {
    id: 't5',
    property: 'Dar Mogador',
    location: 'Essaouira',
    scheduledDate: '2025-04-09T11:00:00',
    status: 'completed',
    cleaner: 'Hassan Idrissi',
    notes: 'sample.tasks.t5',
  },
];
