import { create } from 'zustand';
import { markAllRead } from '../rules/notification-list';
import { type HostNotification, hostNotifications } from '../sample-data/notifications';

interface NotificationsState {
  items: HostNotification[];
  markAllRead: () => void;
}

/** The sample notifications for this visit; marking them read lasts until the page reloads. */
export const useNotificationsStore = create<NotificationsState>()((set) => ({
  items: hostNotifications,
  markAllRead: () => set((state) => ({ items: markAllRead(state.items) })),
}));
