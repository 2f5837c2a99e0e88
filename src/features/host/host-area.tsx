import { HostGuard } from './auth/host-guard';
import { HostLayout } from './layout/host-layout';

/** The protected host area: the guard, then the host layout around the sections. */
export default function HostArea() {
  return (
    <HostGuard>
      <HostLayout />
    </HostGuard>
  );
}
