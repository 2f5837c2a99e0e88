/**
 * Opening a personal link, /s/<token> (issue 45): the store shows the guest portal's loading view,
 * the server answers the stay as a lookup would, and the stay is shown and saved on the device
 * exactly as a found booking; an unknown link leaves the find form with the lookup's "couldn't
 * find" message. Side effects: the server call and the device's saved stays (through the store).
 */
import { failureOf, openLink } from './guest-lookup';
import { useGuestStore } from './guest-store';

export async function openLinkedStay(token: string): Promise<'found' | 'failed'> {
  const store = useGuestStore;
  store.setState({
    linkOpening: true,
    status: 'loading',
    loadingMode: 'payment',
    booking: null,
    findFailure: null,
    paymentFailure: null,
    showSuccessAlert: false,
  });
  store.getState().getReadyToSave();
  const result = await openLink(token);
  if (result.ok) {
    await store.getState().showAnswer(result.data);
    return 'found';
  }
  store.setState({ status: 'idle', loadingMode: null, findFailure: failureOf(result) });
  return 'failed';
}
