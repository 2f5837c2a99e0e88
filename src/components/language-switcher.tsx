import { Button, Menu } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type LanguageCode, languages, toLanguageCode } from '../i18n/languages';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const currentLabel = languages.find((language) => language.code === current)?.label;
  const choose = (code: LanguageCode) => void i18n.changeLanguage(code);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="compact-md"
          h={44}
          aria-label={t('language.choose', { language: currentLabel })}
          leftSection={<IconWorld size={18} stroke={1.8} aria-hidden />}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            onClick={() => choose(language.code)}
            lang={language.code}
            dir={language.dir}
            aria-current={language.code === current ? 'true' : undefined}
            fw={language.code === current ? 700 : 400}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
