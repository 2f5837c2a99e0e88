/**
 * The dashboard's two dialogs, Block Dates and Assign Cleaning (New Task with the caller's
 * properties), in a chunk of their own: DashboardQuickActions loads it on the first press.
 */
import { useProperties } from '../api/get-properties';
import { BlockDatesDialog } from './block-dates-dialog';
import { NewCleaningTaskDialog } from './new-cleaning-task-dialog';

export type DashboardDialog = 'blockDates' | 'assignCleaning' | null;

/** New Task with the caller's properties, read once the dialog opens. */
function AssignCleaningDialog({
  opened,
  today,
  onClose,
}: {
  opened: boolean;
  today: string;
  onClose: () => void;
}) {
  const properties = useProperties({ enabled: opened }).data?.properties ?? [];
  return <NewCleaningTaskDialog opened={opened} properties={properties} today={today} onClose={onClose} />;
}

export default function DashboardDialogs({
  dialog,
  today,
  onClose,
}: {
  dialog: DashboardDialog;
  today: string;
  onClose: () => void;
}) {
  return (
    <>
      <BlockDatesDialog opened={dialog === 'blockDates'} today={today} onClose={onClose} />
      <AssignCleaningDialog opened={dialog === 'assignCleaning'} today={today} onClose={onClose} />
    </>
  );
}
