import { TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryNamed, countryOptions } from '../rules/countries';

export interface CountrySelectProps {
  id: string;
  label: string;
  /** An ISO code once a country is chosen; else the text typed (which the rules refuse as 'country'). */
  value: string;
  error?: string;
  /** `country-name` where the browser may fill in the guest's own country (residence). */
  autoComplete?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/**
 * A country searched by its name in the reader's language: the browser's own suggestion list
 * (<datalist>) of the ISO countries, named by Intl.DisplayNames. A name typed (in any of the app's
 * languages, or the ISO code), picked or filled in by the browser's autofill becomes its code.
 */
export function CountrySelect({
  id,
  label,
  value,
  error,
  autoComplete,
  onChange,
  onBlur,
}: CountrySelectProps) {
  const { t, i18n } = useTranslation('checkin');
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const labelOf = (code: string) => options.find((option) => option.value === code)?.label;
  const [text, setText] = useState(() => labelOf(value) ?? value);

  // A code set from elsewhere (a restored draft, another language): its name in this language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the value and the language only.
  useEffect(() => {
    const name = labelOf(value);
    if (name && countryNamed(text, i18n.language)?.value !== value) setText(name);
  }, [value, options]);

  const typed = (next: string) => {
    setText(next);
    onChange(countryNamed(next, i18n.language)?.value ?? next.trim());
  };

  return (
    <>
      <TextInput
        id={id}
        label={label}
        placeholder={t('fields.countryPlaceholder')}
        description={t('hints.country')}
        value={text}
        error={error}
        list={`${id}-countries`}
        autoComplete={autoComplete ?? 'off'}
        onChange={(event) => typed(event.currentTarget.value)}
        onBlur={() => {
          const country = countryNamed(text, i18n.language);
          if (country) setText(country.label);
          onBlur?.();
        }}
        withAsterisk
        size="md"
        dir={text ? 'auto' : undefined}
      />
      <datalist id={`${id}-countries`}>
        {options.map((option) => (
          <option key={option.value} value={option.label} />
        ))}
      </datalist>
    </>
  );
}
