import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { arrivalMethods } from '@shared/host-api-types-properties.ts';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PropertyFormValues } from '../rules/property-form';
import classes from './property-editor.module.css';

/**
 * The property's way in (issue 43): how guests get in (a smart lock's door code, a key box, the
 * host meeting them), which every guest text follows, and the host phone guests call or message
 * (a new property's starts as the owner's profile phone; none: Rihla's number).
 */
export function PropertyWayIn({
  values,
  set,
  isNew,
  errors,
}: {
  values: PropertyFormValues;
  set: (patch: Partial<PropertyFormValues>) => void;
  /** A new property: an empty phone becomes the owner's profile phone. */
  isNew: boolean;
  errors: { arrivalMethod?: string; hostPhone?: string };
}) {
  const { t } = useTranslation('host');
  return (
    <Fieldset
      legend={
        <Text component="span" fw={700}>
          {t('propertyEditor.wayIn.legend')}
        </Text>
      }
      radius="md"
      variant="filled"
    >
      <Stack gap="md">
        <Radio.Group
          id="property-arrivalMethod"
          label={t('propertyEditor.wayIn.method')}
          value={values.arrivalMethod}
          onChange={(value) => set({ arrivalMethod: value as PropertyFormValues['arrivalMethod'] })}
          error={errors.arrivalMethod}
          size="md"
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
            {arrivalMethods.map((method) => (
              <Radio.Card
                key={method}
                value={method}
                radius="md"
                className={classes.wayInCard}
                data-testid={`way-in-${method}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator size="md" />
                  <div>
                    <Text fw={600}>{t(`propertyEditor.wayIn.${method}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`propertyEditor.wayIn.${method}Hint`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <TextInput
          id="property-hostPhone"
          label={t('propertyEditor.wayIn.hostPhone')}
          description={`${t('propertyEditor.wayIn.hostPhoneHint')} ${t(
            isNew ? 'propertyEditor.wayIn.hostPhoneEmptyNew' : 'propertyEditor.wayIn.hostPhoneEmpty',
          )}`}
          value={values.hostPhone}
          onChange={(event) => set({ hostPhone: event.currentTarget.value })}
          error={errors.hostPhone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          classNames={{ input: classes.phoneInput }}
          placeholder="+212 661 234 567"
          size="md"
          maw={360}
          leftSection={<IconPhone size={18} aria-hidden />}
        />
      </Stack>
    </Fieldset>
  );
}
