import { HostDataProvider } from './api/host-data-provider';
import { useHostAuthStore } from './auth/host-auth-store';
import { HostGuard } from './auth/host-guard';
import { HostLayout } from './layout/host-layout';

/**
 * The protected host area: the guard, then the signed-in user's data client (another user's data is
 * never shown: a new user gets a new client provider) and the layout around the sections.
 */
export default function HostArea() {
  const userId = useHostAuthStore((state) => state.userId);
  return <HostGuard>{userId && <HostSection key={userId} userId={userId} />}</HostGuard>;
}

function HostSection({ userId }: { userId: string }) {
  return (
    <HostDataProvider userId={userId}>
      <HostLayout />
    </HostDataProvider>
  );
}
