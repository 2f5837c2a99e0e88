import '@mantine/core/styles/ThemeIcon.css';
import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import classes from './feature-card.module.css';

export type TablerIcon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

export function FeatureCard({
  icon: Icon,
  title,
  text,
  color = 'terracotta',
  step,
  headingOrder = 3,
}: {
  icon?: TablerIcon;
  title: string;
  text: string;
  color?: string;
  step?: number;
  headingOrder?: 3 | 4;
}) {
  return (
    <Paper className={classes.card} radius="lg" p="lg" withBorder>
      {step !== undefined ? (
        <span className={classes.step}>{step}</span>
      ) : (
        Icon && (
          <ThemeIcon size={48} radius="md" color={color} variant="light">
            <Icon size={26} stroke={1.7} aria-hidden />
          </ThemeIcon>
        )
      )}
      <div>
        <Title order={headingOrder} fz="lg" mb={6}>
          {title}
        </Title>
        <Text c="gray.8">{text}</Text>
      </div>
    </Paper>
  );
}
