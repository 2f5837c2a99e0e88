import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' useId (scripts/vite-plugins/mantine-use-id.ts puts it there). Mantine's own
 * starts with React's id, then sets a random one in a layout effect on mount, a leftover from before
 * React had useId: every field, label and menu it names renders a second time, synchronously, right
 * after its first commit (on the find form, a whole second render of the form before the first
 * paint). React's id is already unique and the same on the server and in the browser.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  // Letters, digits, - and _ only: the id stays valid in a CSS selector as it was.
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
