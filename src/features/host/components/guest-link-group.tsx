/**
 * View Details' "Guest link" (issue 45): the booking's personal link, /s/<token>, to copy, send by
 * WhatsApp (the guest's number, a message in the guest's language) or by e-mail, or to paste as a
 * ready message in a channel's chat; New link (after a confirmation) makes the old one dead at once.
 * Side effects: the clipboard, a new tab for WhatsApp, the server calls of api/guest-link.ts.
 */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconBrandWhatsapp,
  IconCopy,
  IconLink,
  IconMail,
  IconMessage,
  IconRefresh,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GuestLinkLanguage,
  useEmailGuestLink,
  useGuestLink,
  useRenewGuestLink,
} from '../api/guest-link';
import classes from './booking-details.module.css';

const languages: GuestLinkLanguage[] = ['en', 'fr', 'es', 'ar'];

export interface GuestLinkBooking {
  id: string;
  email: string | null;
  phone: string | null;
  status: string;
  nameNeeded: boolean;
}

export function GuestLinkGroup({ booking }: { booking: GuestLinkBooking }) {
  const { t, i18n } = useTranslation('host');
  const language = languages.find((code) => i18n.language.startsWith(code)) ?? 'en';
  const usable = booking.status !== 'cancelled' && !booking.nameNeeded;
  const link = useGuestLink(booking.id, language, usable);
  const renew = useRenewGuestLink();
  const email = useEmailGuestLink();
  const linkCopy = useClipboard({ timeout: 2500 });
  const messageCopy = useClipboard({ timeout: 2500 });
  const [confirming, setConfirming] = useState(false);
  const failed = () => notifications.show({ color: 'red', message: t('guestLink.failed') });

  let body: ReactNode;
  if (!usable) {
    body = (
      <Text c="dimmed">
        {t(booking.status === 'cancelled' ? 'guestLink.cancelled' : 'guestLink.nameNeeded')}
      </Text>
    );
  } else if (!link.data) {
    body = <Text c="dimmed">{link.isError ? t('guestLink.failed') : t('guestLink.loading')}</Text>;
  } else {
    const { url, message, whatsappUrl } = link.data;
    body = (
      <Stack gap="sm">
        <TextInput
          readOnly
          value={url}
          label={t('guestLink.address')}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm">
          <Button
            variant="light"
            h={44}
            color={linkCopy.copied ? 'mint' : undefined}
            leftSection={<IconCopy size={18} aria-hidden />}
            onClick={() => linkCopy.copy(url)}
          >
            {linkCopy.copied ? t('guestLink.copied') : t('guestLink.copy')}
          </Button>
          <Button
            variant="light"
            h={44}
            color={messageCopy.copied ? 'mint' : undefined}
            leftSection={<IconMessage size={18} aria-hidden />}
            onClick={() => messageCopy.copy(message)}
          >
            {messageCopy.copied ? t('guestLink.messageCopied') : t('guestLink.copyMessage')}
          </Button>
          {whatsappUrl ? (
            <Button
              component="a"
              href={whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              h={44}
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
            >
              {t('guestLink.whatsapp')}
            </Button>
          ) : (
            <Button variant="light" h={44} disabled leftSection={<IconBrandWhatsapp size={18} aria-hidden />}>
              {t('guestLink.whatsapp')}
            </Button>
          )}
          <Button
            variant="light"
            h={44}
            disabled={!booking.email}
            loading={email.isPending}
            leftSection={<IconMail size={18} aria-hidden />}
            onClick={() =>
              email.mutate(
                { bookingId: booking.id, language },
                {
                  onSuccess: (answer) =>
                    notifications.show({
                      color: 'mint',
                      message: t(answer.queued ? 'guestLink.emailed' : 'guestLink.alreadyEmailed', {
                        to: answer.to,
                      }),
                    }),
                  onError: failed,
                },
              )
            }
          >
            {t('guestLink.email')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            h={44}
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('guestLink.renew')}
          </Button>
        </Group>
        {!whatsappUrl && (
          <Text size="sm" c="dimmed">
            {t('guestLink.noPhone')}
          </Text>
        )}
        {!booking.email && (
          <Text size="sm" c="dimmed">
            {t('guestLink.noEmail')}
          </Text>
        )}
        {confirming && (
          <Alert color="red" variant="light" title={t('guestLink.renewTitle')} role="alertdialog">
            <Text size="sm">{t('guestLink.renewWarning')}</Text>
            <Group gap="sm" mt="sm">
              <Button
                color="red"
                h={40}
                loading={renew.isPending}
                onClick={() =>
                  renew.mutate(
                    { bookingId: booking.id, language },
                    {
                      onSuccess: () => {
                        setConfirming(false);
                        notifications.show({ color: 'mint', message: t('guestLink.renewed') });
                      },
                      onError: failed,
                    },
                  )
                }
              >
                {t('guestLink.renewConfirm')}
              </Button>
              <Button variant="default" h={40} onClick={() => setConfirming(false)}>
                {t('guestLink.renewCancel')}
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="booking-guest-link">
      <Group gap={6} mb="xs">
        <IconLink size={18} aria-hidden />
        <Text component="h3" id="booking-guest-link" className={classes.sectionTitle}>
          {t('guestLink.title')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('guestLink.hint')}
      </Text>
      {body}
    </section>
  );
}
