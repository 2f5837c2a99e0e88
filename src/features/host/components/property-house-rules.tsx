import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LanguageCode, languages } from '@/i18n/languages';
import type { PropertyFormValues } from '../rules/property-form';
import { autoDirection } from './property-auto-direction';

/**
 * The house rules as the host writes them (the original), and a version per guest language (issue
 * 43): a guest reads theirs, else the original with a note. One language's version is open at a time.
 */
export function PropertyHouseRules({
  values,
  set,
  errors,
}: {
  values: PropertyFormValues;
  set: (patch: Partial<PropertyFormValues>) => void;
  errors: { houseRules?: string; houseRulesLanguages?: string };
}) {
  const { t } = useTranslation('host');
  const [language, setLanguage] = useState<LanguageCode>('en');
  const label = languages.find((entry) => entry.code === language)?.label ?? language;
  return (
    <Stack gap="xs">
      <Textarea
        id="property-houseRules"
        value={values.houseRules}
        onChange={(event) => set({ houseRules: event.currentTarget.value })}
        error={errors.houseRules}
        size="md"
        ref={autoDirection}
        label={t('propertyEditor.fields.houseRules')}
        description={t('propertyEditor.fields.houseRulesHint')}
        autosize
        minRows={3}
        maxRows={10}
      />
      <Text component="span" fw={600} size="sm" id="house-rules-languages-label">
        {t('propertyEditor.houseRulesLanguages.title')}
      </Text>
      <SegmentedControl
        aria-labelledby="house-rules-languages-label"
        value={language}
        onChange={(code) => setLanguage(code as LanguageCode)}
        data={languages.map((entry) => ({
          value: entry.code,
          label: (
            <span lang={entry.code} dir={entry.dir}>
              {entry.label}
              {values.houseRulesLanguages[entry.code]?.trim() ? ' ✓' : ''}
            </span>
          ),
        }))}
        fullWidth
        size="md"
      />
      <Textarea
        id="property-houseRulesLanguages"
        key={language}
        lang={language}
        value={values.houseRulesLanguages[language] ?? ''}
        onChange={(event) =>
          set({
            houseRulesLanguages: { ...values.houseRulesLanguages, [language]: event.currentTarget.value },
          })
        }
        error={errors.houseRulesLanguages}
        size="md"
        ref={autoDirection}
        label={t('propertyEditor.houseRulesLanguages.label', { language: label })}
        description={t('propertyEditor.houseRulesLanguages.hint', { language: label })}
        autosize
        minRows={3}
        maxRows={10}
      />
    </Stack>
  );
}
