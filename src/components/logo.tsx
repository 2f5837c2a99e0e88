import { Group, Text } from '@mantine/core';
import { brand } from '../config/brand';
import classes from './logo.module.css';

/** The Rihla mark: a horseshoe arch over a star, the shape of Moroccan doorways. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#a8441f" />
      <path
        d="M18 54V30a14 14 0 0 1 28 0v24"
        fill="none"
        stroke="#fbf6ef"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="m32 22 2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4-3.9-3.8 5.4-.8z" fill="#f2c14e" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap" className={classes.logo} data-inverted={inverted || undefined}>
      <LogoMark />
      <Text component="span" className={classes.wordmark}>
        {brand.name}
      </Text>
    </Group>
  );
}
