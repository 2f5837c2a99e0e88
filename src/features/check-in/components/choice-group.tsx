import { Input } from '@mantine/core';
import type { Ref } from 'react';
import classes from './check-in.module.css';

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ChoiceGroupProps {
  id: string;
  /** The question, as the group's legend. */
  legend: string;
  description?: string;
  choices: Choice[];
  value: string;
  error?: string;
  required?: boolean;
  /** 'row': small tiles side by side (numbers); 'split': the line shared out; 'column': a tile per line. */
  layout?: 'row' | 'split' | 'column';
  legendSize?: 'md' | 'lg';
  firstInputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

/**
 * A question with one answer: native radio buttons in a fieldset, drawn as large tiles a thumb
 * can hit (no component library code: the form's share of the offline precache stays small).
 */
export function ChoiceGroup({
  id,
  legend,
  description,
  choices,
  value,
  error,
  required = true,
  layout = 'column',
  legendSize = 'md',
  onChange,
}: ChoiceGroupProps) {
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      id={id}
      className={classes.fieldset}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={classes.legend} data-size={legendSize}>
        {legend}
        {required ? (
          <span className={classes.asterisk} aria-hidden>
            {' *'}
          </span>
        ) : null}
      </legend>
      {description ? (
        <Input.Description id={`${id}-description`} size="md" mb="xs">
          {description}
        </Input.Description>
      ) : null}
      <div className={classes.choices} data-layout={layout}>
        {choices.map((choice) => (
          <label key={choice.value} className={classes.choice} data-disabled={choice.disabled || undefined}>
            <input
              type="radio"
              name={id}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              className={classes.choiceInput}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <Input.Error id={`${id}-error`} size="md" mt={6}>
          {error}
        </Input.Error>
      ) : null}
    </fieldset>
  );
}
