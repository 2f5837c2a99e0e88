import '@mantine/core/styles/Card.css';
import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type AutomatedTemplate, automatedEvents, useAutomatedTemplates } from '../api/automated-messages';
import { useSettings } from '../api/get-settings';
import { AutomatedTemplateCard } from '../components/automated-template-card';
import { HostDataGate } from '../components/host-data-gate';
import { PageHeader } from '../components/page-header';

/** The server's templates in the stay's order (an event it does not send is left out). */
function inStayOrder(templates: AutomatedTemplate[]): AutomatedTemplate[] {
  return automatedEvents.flatMap((event) => templates.filter((template) => template.event === event));
}

/**
 * Automated messages (issue 45), under Messages: the six events of a stay, each with its template in
 * en/fr/es/ar. The team edits, saves, resets and previews them; an owner reads and previews them.
 */
export default function AutomatedMessagesPage() {
  const { t } = useTranslation('host');
  const read = useAutomatedTemplates();
  const role = useSettings().data?.profile.role;
  const editable = role === 'team';
  return (
    <>
      <PageHeader title={t('automated.title')} subtitle={t('automated.subtitle')} />
      <HostDataGate read={read}>
        {(data) => (
          <Stack gap="lg">
            {role === 'owner' && (
              <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
                {t('automated.ownerReadOnly')}
              </Alert>
            )}
            {inStayOrder(data.templates).map((template, index) => (
              <AutomatedTemplateCard
                key={template.event}
                template={template}
                number={index + 1}
                placeholders={data.placeholders}
                editable={editable}
              />
            ))}
            <Text size="sm" c="dimmed">
              {t('automated.moreAbout')}
            </Text>
          </Stack>
        )}
      </HostDataGate>
    </>
  );
}
