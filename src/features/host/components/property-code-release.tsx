import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Fieldset, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { codeReleaseLimits } from '@shared/host-api-types-properties.ts';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { releaseSummary } from '../rules/code-release';
import type { PropertyFormValues } from '../rules/property-form';

/** Kept left to right inside an Arabic sentence (Unicode isolates): "15:00", "Africa/Casablanca". */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/**
 * The property's "Door code release" (issue 31): how many hours before check-in the guests see the
 * door code, whether their online check-in must be complete first, and the sentence that says what
 * that means for them.
 */
export function PropertyCodeRelease({
  values,
  set,
  error,
}: {
  values: PropertyFormValues;
  set: (patch: Partial<PropertyFormValues>) => void;
  error?: string;
}) {
  const { t } = useTranslation('host');
  const summary = releaseSummary(values);
  return (
    <Fieldset
      legend={
        <Text component="span" fw={700}>
          {t('propertyEditor.release.legend')}
        </Text>
      }
      radius="md"
      variant="filled"
    >
      <Stack gap="md">
        <NumberInput
          id="property-codeReleaseHours"
          label={t('propertyEditor.release.hours')}
          description={t('propertyEditor.release.hoursHint', {
            min: codeReleaseLimits.minHours,
            max: codeReleaseLimits.maxHours,
            default: codeReleaseLimits.defaultHours,
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={values.codeReleaseHours}
          onChange={(codeReleaseHours) => set({ codeReleaseHours })}
          error={error}
          min={codeReleaseLimits.minHours}
          max={codeReleaseLimits.maxHours}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          inputMode="numeric"
          size="md"
          maw={260}
          leftSection={<IconKey size={18} aria-hidden />}
        />
        <Switch
          id="property-codeRequiresCheckIn"
          checked={values.codeRequiresCheckIn}
          onChange={(event) => set({ codeRequiresCheckIn: event.currentTarget.checked })}
          label={t('propertyEditor.release.requiresCheckIn')}
          description={t('propertyEditor.release.requiresCheckInHint')}
          size="md"
        />
        {/* Always there (empty while the hours are not valid), so screen readers hear each change. */}
        <Text size="sm" aria-live="polite" data-testid="release-summary">
          {summary
            ? t(summary.key, {
                ...summary.values,
                time: leftToRight(values.checkInTime),
                zone: leftToRight(values.timeZone),
              })
            : null}
        </Text>
      </Stack>
    </Fieldset>
  );
}
