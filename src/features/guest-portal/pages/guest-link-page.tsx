/**
 * /s/<token>: the guest's personal link (issue 45). The stay is asked for before the app's first
 * render (`prepare`, which the router runs with the page's code; guest-link-open.ts shows it as a
 * successful lookup would), and the page hands over to the guest portal at once, replacing this
 * address in the history, so the token stays neither in the address bar nor behind the Back button.
 * The head script has already fetched the portal's and the stay view's code (first-view-script.ts).
 */
import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { routes } from '@/config/routes';
import classes from '../components/guest-portal.module.css';
import { openLinkedStay } from '../store/guest-link-open';

/** The token whose stay `prepare` asked for, so the page does not ask again. */
let openedByPrepare: string | null = null;

/** Run by the router before the first render on /s/<token>: the request starts with the app. */
export async function prepare(): Promise<void> {
  const token = window.location.pathname.split('/').pop() ?? '';
  if (!token) return;
  openedByPrepare = token;
  void openLinkedStay(token);
}

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
    if (openedByPrepare === token) openedByPrepare = null;
    else void openLinkedStay(token);
    navigate(routes.guestPortal, { replace: true });
  }, [navigate, token]);
  return (
    <Center className={classes.waiting} role="status">
      <Loader aria-label={t('initializing')} />
    </Center>
  );
}
