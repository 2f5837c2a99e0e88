/** Add a channel calendar: its iCal address, where it comes from and an optional label. */
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddIcalFeed } from '../api/add-ical-feed';
import { type IcalFeedSource, icalFeedLabelMaxLength, icalFeedSources } from '../api/get-ical-feeds';
import { type FeedFormValues, feedActionErrorKey, feedFormErrors } from '../rules/property-feeds';
import { useSourceLabel } from './badges';
import { autoDirection } from './property-auto-direction';

const empty: FeedFormValues = { url: '', source: '', label: '' };

export function PropertyFeedAddForm({
  propertyId,
  onAdded,
}: {
  propertyId: string;
  /** The new feed's id (the section syncs it at once). */
  onAdded: (feedId: string) => void;
}) {
  const { t } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  const add = useAddIcalFeed();
  const [values, setValues] = useState<FeedFormValues>(empty);
  const [tried, setTried] = useState(false);
  const errors = tried ? feedFormErrors(values) : {};
  const set = (patch: Partial<FeedFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = feedFormErrors(values);
    const first = (['url', 'source', 'label'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`feed-${first}`)?.focus();
      return;
    }
    const url = values.url.trim();
    const label = values.label.trim();
    add.mutate(
      {
        propertyId,
        url,
        source: values.source as IcalFeedSource,
        ...(label ? { label } : {}),
      },
      {
        onSuccess: (answer) => {
          setValues(empty);
          setTried(false);
          const added = answer.feeds.find((feed) => feed.url === url);
          if (added) onAdded(added.id);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="feed-add-title">
      <Stack gap="sm">
        <Text component="h3" id="feed-add-title" fw={700}>
          {t('calendarFeeds.form.title')}
        </Text>
        <TextInput
          id="feed-url"
          label={t('calendarFeeds.form.url')}
          description={t('calendarFeeds.form.urlHint')}
          placeholder="https://"
          value={values.url}
          onChange={(event) => set({ url: event.currentTarget.value })}
          error={errors.url ? t(errors.url) : undefined}
          type="url"
          inputMode="url"
          dir="ltr"
          withAsterisk
          size="md"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            id="feed-source"
            label={t('calendarFeeds.form.source')}
            value={values.source}
            onChange={(event) => set({ source: event.currentTarget.value })}
            data={[
              { value: '', label: t('calendarFeeds.form.sourcePlaceholder'), disabled: true },
              ...icalFeedSources.map((source) => ({ value: source, label: sourceLabel(source) })),
            ]}
            error={errors.source ? t(errors.source) : undefined}
            withAsterisk
            size="md"
          />
          <TextInput
            id="feed-label"
            label={t('calendarFeeds.form.label')}
            placeholder={t('calendarFeeds.form.labelPlaceholder')}
            value={values.label}
            onChange={(event) => set({ label: event.currentTarget.value })}
            error={errors.label ? t(errors.label, { max: icalFeedLabelMaxLength }) : undefined}
            maxLength={icalFeedLabelMaxLength + 20}
            ref={autoDirection}
            size="md"
          />
        </SimpleGrid>
        {add.error && (
          <Alert color="red" variant="light" role="alert">
            {t(feedActionErrorKey(add.error))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            h={44}
            loading={add.isPending}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('calendarFeeds.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
