/** The frame every settings section shares: a titled card, and forms that do not submit. */
import '@mantine/core/styles/Card.css';
import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import ui from './host-ui.module.css';
import classes from './settings.module.css';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card
      id={id}
      radius="lg"
      padding="lg"
      className={`${ui.card} ${classes.section}`}
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Text component="h2" id={`${id}-title`} className={ui.cardTitle} mb="md">
        {title}
      </Text>
      {children}
    </Card>
  );
}

export const noSubmit = (event: React.FormEvent) => event.preventDefault();
