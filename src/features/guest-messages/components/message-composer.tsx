import { Button, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charactersLeft, type DraftProblem, draftProblem, messageMaxLength } from '../rules/limits';
import classes from './messages.module.css';

export interface MessageComposerProps {
  /** Keeps the message on the device (and sends it when it can); resolves once it is kept. */
  onSend: (text: string) => Promise<void>;
  /** Text the guest took back from a refused message ("Edit"). */
  text: string;
  onTextChange: (text: string) => void;
}

/** The text box labelled "Message" and the "Send" button, with a counter near the 2,000 characters. */
export function MessageComposer({ onSend, text, onTextChange }: MessageComposerProps) {
  const { t } = useTranslation('guest-messages');
  const [problem, setProblem] = useState<DraftProblem>(null);
  const [keeping, setKeeping] = useState(false);
  const left = charactersLeft(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblem(text);
    setProblem(found);
    if (found || keeping) return;
    setKeeping(true);
    try {
      await onSend(text);
      onTextChange('');
    } finally {
      setKeeping(false);
    }
  };

  const error = problem === 'empty' ? t('form.empty') : problem === 'tooLong' ? t('form.tooLong') : null;
  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        label={t('form.label')}
        placeholder={t('form.placeholder')}
        value={text}
        onChange={(event) => {
          onTextChange(event.currentTarget.value);
          if (problem) setProblem(null);
        }}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={messageMaxLength}
        // Each paragraph in the direction of its first letter (Mantine puts `dir` on the wrapper).
        classNames={{ input: classes.plaintext }}
        error={error}
        size="md"
      />
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text size="sm" c={left !== null && left < 50 ? 'red.9' : 'dark.4'} aria-live="polite">
          {left !== null ? t('form.charactersLeft', { count: left }) : null}
        </Text>
        <Button
          type="submit"
          size="md"
          loading={keeping}
          rightSection={<IconSend size={18} aria-hidden className={classes.sendIcon} />}
        >
          {t('form.send')}
        </Button>
      </Group>
    </form>
  );
}
