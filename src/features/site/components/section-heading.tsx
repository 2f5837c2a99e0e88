import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sections.module.css';

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  id,
  order = 2,
  align = 'start',
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  id?: string;
  order?: 1 | 2;
  align?: 'start' | 'center';
}) {
  return (
    <Stack gap="xs" mb="xl" align={align === 'center' ? 'center' : 'flex-start'} ta={align}>
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={order} id={id} fz={order === 1 ? { base: 34, md: 48 } : { base: 28, md: 36 }}>
        {title}
      </Title>
      {subtitle && <Text className={classes.lead}>{subtitle}</Text>}
    </Stack>
  );
}
