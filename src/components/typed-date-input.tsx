import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isoOfTypedDate, typedDateOfIso } from '@/i18n/typed-date';

export interface TypedDateInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** `YYYY-MM-DD` once the text is a date; else the text typed (which the form's rules refuse). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed day / month / year, with the page's language's hint (`JJ/MM/AAAA` in French), never
 * the browser's own locale's order as a native date field shows it. Digits and slashes read left to
 * right on an Arabic page too.
 */
export function TypedDateInput({ value, onChange, onBlur, ...props }: TypedDateInputProps) {
  const [text, setText] = useState(() => typedDateOfIso(value));

  // A date set from elsewhere (a restored draft): shown day first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the value only.
  useEffect(() => {
    if (isoOfTypedDate(text) !== value) setText(typedDateOfIso(value));
  }, [value]);

  return (
    <TextInput
      {...props}
      dir="ltr"
      inputMode="numeric"
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(isoOfTypedDate(next) ?? next.trim());
      }}
      onBlur={(event) => {
        const iso = isoOfTypedDate(text);
        if (iso) setText(typedDateOfIso(iso));
        onBlur?.(event);
      }}
    />
  );
}
