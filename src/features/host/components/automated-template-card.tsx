import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages } from '@/i18n/languages';
import type { AutomatedPlaceholder, AutomatedTemplate } from '../api/automated-messages';
import classes from './automated-messages.module.css';
import { AutomatedTemplateForm } from './automated-template-form';
import ui from './host-ui.module.css';

/** One event of the stay: its number in the stay's order, what it is for, and its template per language. */
export function AutomatedTemplateCard({
  template,
  number,
  placeholders,
  editable,
}: {
  template: AutomatedTemplate;
  number: number;
  placeholders: readonly AutomatedPlaceholder[];
  editable: boolean;
}) {
  const { t } = useTranslation('host');
  const { event } = template;
  const edited = template.languages.some((entry) => !entry.isDefault);
  return (
    <section aria-labelledby={`automated-${event}`} className={`${ui.card} ${classes.eventCard}`}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <span className={classes.eventNumber} aria-hidden>
            {number}
          </span>
          <Stack gap={2} style={{ flex: 1 }}>
            <Group gap="xs">
              <Text component="h2" id={`automated-${event}`} className={ui.cardTitle}>
                {t(`automated.events.${event}`)}
              </Text>
              <Badge variant="light" color={edited ? 'blue' : 'gray'} size="sm">
                {t(edited ? 'automated.customised' : 'automated.rihlaText')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t(`automated.eventHints.${event}`)}
            </Text>
          </Stack>
        </Group>
        <Tabs defaultValue="en" keepMounted>
          <Tabs.List aria-label={`${t(`automated.events.${event}`)}: ${t('automated.languageTabs')}`}>
            {template.languages.map((entry) => (
              <Tabs.Tab
                key={entry.language}
                value={entry.language}
                lang={entry.language}
                rightSection={
                  entry.text === null && entry.language !== 'en' ? (
                    <Badge variant="light" color="yellow" size="xs" lang={undefined}>
                      {t('automated.englishSentBadge')}
                    </Badge>
                  ) : undefined
                }
              >
                {languages.find((language) => language.code === entry.language)?.label ?? entry.language}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {template.languages.map((entry) => (
            <Tabs.Panel key={entry.language} value={entry.language} pt="md">
              <AutomatedTemplateForm
                // A save (here or elsewhere) starts the form again from the text as it now is.
                key={`${entry.updatedAt}:${entry.isDefault}`}
                event={event}
                saved={entry}
                placeholders={placeholders}
                editable={editable}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </section>
  );
}
