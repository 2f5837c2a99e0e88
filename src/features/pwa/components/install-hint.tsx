// The install offer is shared UI (the guest portal's find form and the welcome page show it too).
export { InstallHint } from '@/components/install-hint';
