import { Alert, Text } from '@mantine/core';
import {
  type InquiryFormAnswer,
  inquiryAnswerAnchor,
  inquiryFormAnswers,
} from '@shared/inquiry-form-answers.ts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './inquiry-form.module.css';

/** What each answer to a form the browser posted itself says (the app's own texts where they fit). */
const postedTexts = {
  sent: { color: 'mint', title: 'sentTitle', text: 'sentText' },
  invalid: { color: 'red', title: 'invalidTitle', text: 'invalidText' },
  'rate-limited': { color: 'red', title: 'rateLimitedTitle', text: 'rateLimitedText' },
  failed: { color: 'red', title: 'failedTitle', text: 'postFailedText' },
} as const;

function PostedAlert({
  answer,
  anchored,
  onClose,
}: {
  answer: InquiryFormAnswer;
  anchored: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation('site');
  const texts = postedTexts[answer];
  const Icon = texts.color === 'mint' ? IconCircleCheck : IconAlertTriangle;
  return (
    <Alert
      id={anchored ? inquiryAnswerAnchor(answer) : undefined}
      className={anchored ? classes.anchoredAnswer : undefined}
      role={texts.color === 'red' ? 'alert' : 'status'}
      color={texts.color}
      variant="light"
      icon={<Icon size={22} aria-hidden />}
      title={t(`workWithUs.result.${texts.title}`)}
      withCloseButton={onClose !== undefined}
      closeButtonLabel={t('workWithUs.result.close')}
      onClose={onClose}
      data-testid="inquiry-posted"
      data-answer={answer}
    >
      <Text size="sm" c="gray.9">
        {t(`workWithUs.result.${texts.text}`)}
      </Text>
    </Alert>
  );
}

/**
 * The answer to the form as the browser posted it before the app ran (issue 43): the function sends the
 * visitor back to `#inquiry-sent` (or -invalid, -rate-limited, -failed). Until the app runs, each answer
 * is in the page and CSS shows the one the address names (`:target`), without a script; then the app
 * shows the one it read from the address (`answer`), which the visitor may close.
 */
export function InquiryPostedAnswer({
  hydrated,
  answer,
  onClose,
}: {
  hydrated: boolean;
  answer: InquiryFormAnswer | null;
  onClose: () => void;
}) {
  if (!hydrated) {
    return inquiryFormAnswers.map((each) => <PostedAlert key={each} answer={each} anchored />);
  }
  return answer ? <PostedAlert answer={answer} anchored={false} onClose={onClose} /> : null;
}
