import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';

/** The property editor (issue 29): details, photo guide of the way in, channel calendars. */
export default function PropertyEditorPage() {
  const { t } = useTranslation('host');
  return <PageHeader title={t('settings.properties.title', { defaultValue: 'Properties' })} />;
}
