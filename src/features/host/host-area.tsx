import { Outlet } from 'react-router-dom';

/** The protected host area: guard and layout around the host sections. */
export default function HostArea() {
  return <Outlet />;
}
