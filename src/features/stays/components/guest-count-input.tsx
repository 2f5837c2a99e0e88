import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A number of guests: what the visitor types stays in the field (an empty field while they type a
 * new number), and each whole number within the bounds goes out at once.
 */
export function GuestCountInput({
  label,
  value,
  min,
  max,
  onChange,
  size,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  size?: 'sm' | 'md';
}) {
  const [text, setText] = useState<number | string>(value);
  useEffect(() => setText((current) => (current === '' ? current : value)), [value]);
  return (
    <NumberInput
      label={label}
      value={text}
      min={min}
      max={max}
      clampBehavior="blur"
      allowDecimal={false}
      allowNegative={false}
      onChange={(next) => {
        setText(next);
        if (typeof next === 'number' && next >= min && next <= max) onChange(next);
      }}
      onBlur={() => {
        if (text === '') setText(value);
      }}
      size={size}
    />
  );
}
