import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { splitLinks } from '../rules/links';

/** A message's text as text, its http(s) addresses as links opening in a new tab; never HTML. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            inherit
            underline="always"
          >
            {part.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order.
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
