/**
 * /s/<token>: the guest's personal link (issue 45). The stay opens as a successful lookup opens it
 * (guest-link-open.ts) and the guest portal takes over at once, replacing this address in the
 * history, so the token stays neither in the address bar nor behind the Back button.
 */
import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { routes } from '@/config/routes';
import classes from '../components/guest-portal.module.css';
import { openLinkedStay } from '../store/guest-link-open';

export default function GuestLinkPage() {
  const { t } = useTranslation('guest');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);
  // An effect, not a layout effect: the router listens for navigations from its own effect, which
  // runs after its children's layout effects on the first render.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void openLinkedStay(token);
    navigate(routes.guestPortal, { replace: true });
  }, [navigate, token]);
  return (
    <Center className={classes.waiting} role="status">
      <Loader aria-label={t('initializing')} />
    </Center>
  );
}
