import { HostDataProvider } from './api/host-data-provider';
import { HostGuard } from './auth/host-guard';
import { HostLayout } from './layout/host-layout';

/** The protected host area: the guard, then the host's data client and the layout around the sections. */
export default function HostArea() {
  return (
    <HostGuard>
      <HostDataProvider>
        <HostLayout />
      </HostDataProvider>
    </HostGuard>
  );
}
