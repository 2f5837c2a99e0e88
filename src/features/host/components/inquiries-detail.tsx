import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArchive,
  IconArrowBack,
  IconBrandWhatsapp,
  IconCheck,
  IconMail,
  IconRotate,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { formatDateTime } from '@/i18n/format';
import { isLanguageCode } from '@/i18n/languages';
import type { TextKey } from '@/i18n/text-keys';
import type { InquiryItem, InquiryStatus } from '../api/get-inquiries';
import { firstNameOf, mailtoHref, replyLanguage, whatsAppHref } from '../rules/inquiry-contact';
import ui from './host-ui.module.css';
import classes from './inquiries.module.css';
import { InquiryStatusBadge } from './inquiries-list';

/**
 * What each status can move to, as the buttons say it: new -> contacted / closed, and back. Closing
 * says what it closes ("Close the inquiry", an archive icon): a bare "Close" with a cross read as
 * closing the panel (issue 43, item 13).
 */
const moves: Record<InquiryStatus, { to: InquiryStatus; label: TextKey<'host'>; icon: typeof IconCheck }[]> =
  {
    new: [
      { to: 'contacted', label: 'inquiries.markContacted', icon: IconCheck },
      { to: 'closed', label: 'inquiries.close', icon: IconArchive },
    ],
    contacted: [
      { to: 'closed', label: 'inquiries.close', icon: IconArchive },
      { to: 'new', label: 'inquiries.reopen', icon: IconRotate },
    ],
    closed: [{ to: 'new', label: 'inquiries.reopen', icon: IconRotate }],
  };

/** The reply's subject and greeting, in the sender's language when known (else the screen's). */
function useReply(inquiry: InquiryItem) {
  const { i18n } = useTranslation('host');
  const language = replyLanguage(inquiry.language, i18n.language);
  const { t } = useTranslation('host', { lng: language, useSuspense: false });
  const values = {
    name: firstNameOf(inquiry.fullName),
    location: inquiry.propertyLocation,
    brand: brand.name,
  };
  const subject = t('inquiries.reply.subject', values);
  const greeting = t('inquiries.reply.greeting', values);
  return {
    language,
    mailto: mailtoHref(inquiry.email, subject, greeting),
    whatsApp: whatsAppHref(inquiry.phone, greeting),
  };
}

/**
 * One inquiry, whole: who, where, what they wrote; the replies (e-mail, and WhatsApp when there is a
 * number) prefilled with a greeting; and the buttons that move it along (`onMove`).
 */
export function InquiryDetail({
  inquiry,
  backHref,
  moving,
  onMove,
}: {
  inquiry: InquiryItem;
  backHref: string;
  /** The status being saved, if any. */
  moving: InquiryStatus | null;
  onMove: (status: InquiryStatus) => void;
}) {
  const { t, i18n } = useTranslation('host');
  const reply = useReply(inquiry);
  const language = (code: string | null) =>
    code && isLanguageCode(code) ? t(`inquiries.languages.${code}`) : t('inquiries.unknownLanguage');

  return (
    <Card radius="lg" padding="lg" className={ui.card} component="article" aria-labelledby="inquiry-title">
      <Stack gap="md">
        <Button
          component={Link}
          to={backHref}
          variant="subtle"
          leftSection={<IconArrowBack size={18} aria-hidden />}
          className={classes.back}
          h={44}
          px="xs"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('inquiries.back')}
        </Button>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} id="inquiry-title" className={ui.cardTitle}>
            <bdi>{inquiry.fullName}</bdi>
          </Title>
          <InquiryStatusBadge status={inquiry.status} />
        </Group>
        <dl className={classes.details}>
          <dt>{t('inquiries.fields.email')}</dt>
          <dd>
            <bdi dir="ltr">{inquiry.email}</bdi>
          </dd>
          <dt>{t('inquiries.fields.phone')}</dt>
          <dd>{inquiry.phone ? <bdi dir="ltr">{inquiry.phone}</bdi> : t('inquiries.noPhone')}</dd>
          <dt>{t('inquiries.fields.location')}</dt>
          <dd>
            <bdi>{inquiry.propertyLocation}</bdi>
          </dd>
          <dt>{t('inquiries.fields.language')}</dt>
          <dd>{language(inquiry.language)}</dd>
          <dt>{t('inquiries.fields.received')}</dt>
          <dd>
            <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt, i18n.language)}</time>
          </dd>
        </dl>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('inquiries.fields.message')}
          </Text>
          {inquiry.message ? (
            <Text component="p" dir="auto" className={classes.message}>
              {inquiry.message}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('inquiries.noMessage')}
            </Text>
          )}
        </Stack>
        <Stack gap={6}>
          <Group gap="sm">
            <Button component="a" href={reply.mailto} h={44} leftSection={<IconMail size={18} aria-hidden />}>
              {t('inquiries.replyEmail')}
            </Button>
            {reply.whatsApp && (
              <Button
                component="a"
                href={reply.whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                h={44}
                color="mint"
                leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              >
                {t('inquiries.replyWhatsApp')}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('inquiries.replyIn', { language: t(`inquiries.languages.${reply.language}`) })}
          </Text>
        </Stack>
        <Group gap="sm" pt="sm" style={{ borderTop: '1px solid rgb(43 33 24 / 8%)' }}>
          {moves[inquiry.status].map((move) => (
            <Button
              key={move.to}
              variant="light"
              color={move.to === 'closed' ? 'gray' : 'majorelle'}
              h={44}
              leftSection={<move.icon size={18} aria-hidden />}
              loading={moving === move.to}
              disabled={moving !== null && moving !== move.to}
              onClick={() => onMove(move.to)}
            >
              {t(move.label)}
            </Button>
          ))}
        </Group>
        {inquiry.statusChangedAt && inquiry.statusChangedBy && (
          <Text size="sm" c="dimmed">
            {t('inquiries.statusChanged', {
              name: inquiry.statusChangedBy,
              date: formatDateTime(inquiry.statusChangedAt, i18n.language),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
