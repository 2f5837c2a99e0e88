/**
 * One language of an automated message's template: subject and text (the team edits them; an owner
 * reads them), the placeholders put at the cursor, Save, Reset to Rihla's text and a Preview of the
 * unsaved text. Side effects: the server calls of api/automated-messages.ts, a toast on save.
 */
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconEye, IconLanguage, IconPlus, IconRestore } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/i18n/languages';
import type { HostFunctionError } from '@/lib/host-functions';
import {
  type AutomatedEvent,
  type AutomatedPlaceholder,
  type AutomatedPreview,
  type AutomatedTemplateLanguage,
  usePreviewAutomatedMessage,
  useSaveAutomatedTemplate,
} from '../api/automated-messages';
import { insertAtCursor, templateRefusalKey, textOrNull } from '../rules/automated-messages';
import { hostErrorKey } from '../rules/host-error-text';
import { AutomatedPreviewBox } from './automated-preview';

type Field = 'subject' | 'text';

export function AutomatedTemplateForm({
  event,
  saved,
  placeholders,
  editable,
}: {
  event: AutomatedEvent;
  saved: AutomatedTemplateLanguage;
  placeholders: readonly AutomatedPlaceholder[];
  editable: boolean;
}) {
  const { t } = useTranslation('host');
  const { language } = saved;
  const [subject, setSubject] = useState(saved.subject ?? '');
  const [text, setText] = useState(saved.text ?? '');
  const [preview, setPreview] = useState<AutomatedPreview | null>(null);
  const [refusal, setRefusal] = useState<HostFunctionError | null>(null);
  const fields = { subject: useRef<HTMLInputElement>(null), text: useRef<HTMLTextAreaElement>(null) };
  const lastField = useRef<Field>('text');
  const save = useSaveAutomatedTemplate();
  const previewCall = usePreviewAutomatedMessage();
  const dirty = subject !== (saved.subject ?? '') || text !== (saved.text ?? '');
  const names = { event: t(`automated.events.${event}`), language: t(`automated.languageNames.${language}`) };
  const fieldKey = templateRefusalKey(refusal?.code);
  const dir = directionOf(language);

  const insert = (placeholder: AutomatedPlaceholder) => {
    const field = lastField.current;
    const element = fields[field].current;
    const current = field === 'subject' ? subject : text;
    const next = insertAtCursor(
      current,
      `{${placeholder}}`,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    (field === 'subject' ? setSubject : setText)(next.value);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const onError = (error: HostFunctionError) => {
    if (templateRefusalKey(error.code)) setRefusal(error);
    else notifications.show({ color: 'red', message: t(hostErrorKey(error, true)) });
  };

  const write = (reset: boolean) => {
    setRefusal(null);
    save.mutate(
      {
        event,
        language,
        subject: reset ? null : textOrNull(subject),
        text: reset ? null : textOrNull(text),
        ...(reset ? { reset: true } : {}),
      },
      {
        onSuccess: (answer) => {
          const now = answer.languages.find((entry) => entry.language === language);
          setSubject(now?.subject ?? '');
          setText(now?.text ?? '');
          setPreview(null);
          notifications.show({
            color: 'mint',
            message: t(reset ? 'automated.resetDone' : 'automated.saved', names),
          });
        },
        onError,
      },
    );
  };

  const showPreview = () => {
    setRefusal(null);
    previewCall.mutate(
      { event, language, subject: textOrNull(subject), text: textOrNull(text) },
      { onSuccess: setPreview, onError },
    );
  };

  return (
    <Stack gap="sm">
      {saved.text === null && language !== 'en' && (
        <Alert color="yellow" variant="light" icon={<IconLanguage size={18} aria-hidden />} p="xs">
          {t('automated.noText', { language: names.language })}
        </Alert>
      )}
      <TextInput
        ref={fields.subject}
        label={t('automated.subject')}
        description={t('automated.subjectHint')}
        value={subject}
        onChange={(change) => setSubject(change.currentTarget.value)}
        onFocus={() => {
          lastField.current = 'subject';
        }}
        readOnly={!editable}
        maxLength={200}
        dir={dir}
        size="md"
      />
      <Textarea
        ref={fields.text}
        label={t('automated.text')}
        description={t('automated.textHint')}
        value={text}
        onChange={(change) => setText(change.currentTarget.value)}
        onFocus={() => {
          lastField.current = 'text';
        }}
        readOnly={!editable}
        error={fieldKey ? t(fieldKey) : undefined}
        maxLength={2000}
        dir={dir}
        size="md"
        autosize
        minRows={4}
        maxRows={14}
      />
      {editable && (
        <Stack gap={6}>
          <Text size="sm" fw={600} id={`placeholders-${event}-${language}`}>
            {t('automated.placeholders')}
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              {t('automated.placeholdersHint')}
            </Text>
          </Text>
          <Group gap={6} role="group" aria-labelledby={`placeholders-${event}-${language}`}>
            {placeholders.map((placeholder) => (
              <Button
                key={placeholder}
                variant="default"
                size="compact-sm"
                h={36}
                leftSection={<IconPlus size={14} aria-hidden />}
                title={`{${placeholder}}`}
                aria-label={t('automated.insert', {
                  placeholder: t(`automated.placeholderNames.${placeholder}`),
                })}
                // Keeps the cursor where it is in the field (the button would take the focus).
                onMouseDown={(down) => down.preventDefault()}
                onClick={() => insert(placeholder)}
              >
                {t(`automated.placeholderNames.${placeholder}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      <Group gap="sm">
        {editable && (
          <Button
            h={44}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            disabled={!dirty}
            loading={save.isPending && !save.variables?.reset}
            onClick={() => write(false)}
          >
            {t('automated.save')}
          </Button>
        )}
        <Button
          h={44}
          variant="light"
          leftSection={<IconEye size={18} aria-hidden />}
          loading={previewCall.isPending}
          onClick={showPreview}
        >
          {t('automated.preview')}
        </Button>
        {editable && (
          <Button
            h={44}
            variant="subtle"
            color="gray"
            leftSection={<IconRestore size={18} aria-hidden />}
            disabled={saved.isDefault && !dirty}
            loading={save.isPending && save.variables?.reset === true}
            onClick={() => write(true)}
          >
            {t('automated.reset')}
          </Button>
        )}
        {dirty && (
          <Text size="sm" c="dimmed" fs="italic">
            {t('automated.unsaved')}
          </Text>
        )}
      </Group>
      {preview && <AutomatedPreviewBox preview={preview} asked={language} />}
    </Stack>
  );
}
