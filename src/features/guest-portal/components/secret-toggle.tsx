import { ActionIcon } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';

/** A reveal toggle: a button with a stable name and its pressed state (data attributes passed on). */
export function SecretToggle({
  label,
  revealed,
  onToggle,
  ...data
}: {
  label: string;
  revealed: boolean;
  onToggle: () => void;
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
}) {
  return (
    <ActionIcon
      {...data}
      variant={revealed ? 'filled' : 'light'}
      size={44}
      radius="xl"
      aria-label={label}
      aria-pressed={revealed}
      onClick={onToggle}
    >
      {revealed ? <IconEyeOff size={22} aria-hidden /> : <IconEye size={22} aria-hidden />}
    </ActionIcon>
  );
}
