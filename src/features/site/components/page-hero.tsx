import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';
import classes from './sections.module.css';

/** The top of an inner page: the page's one h1, its lead text, optional actions and artwork. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  image,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  image?: string;
  children?: ReactNode;
}) {
  return (
    <section className={classes.section}>
      <Container size="lg" className={image ? classes.heroGrid : undefined}>
        <div>
          <SectionHeading order={1} eyebrow={eyebrow} title={title} subtitle={subtitle} />
          {children}
        </div>
        {image && (
          <img
            className={classes.heroArt}
            src={image}
            alt=""
            width={800}
            height={600}
            fetchPriority="high"
            decoding="async"
          />
        )}
      </Container>
    </section>
  );
}
