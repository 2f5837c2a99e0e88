import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Avatar, Card, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime } from '@/i18n/format';
import classes from '../components/messages.module.css';
import { PageHeader } from '../components/page-header';
import { conversations, threads } from '../messages/sample-conversations';
import { searchConversations } from '../rules/conversation-search';
import { initials } from '../rules/initials';

export default function MessagesPage() {
  const { t, i18n } = useTranslation('host');
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState(conversations.find((item) => item.active)?.id ?? 'c1');
  const visible = searchConversations(conversations, query, (key) => t(key));
  const selected = conversations.find((item) => item.id === selectedId) ?? conversations[0];
  const thread = threads[selectedId] ?? [];
  const onSend = (event: FormEvent) => event.preventDefault();

  return (
    <>
      <PageHeader title={t('messages.title')} subtitle={t('messages.subtitle')} />
      <Card radius="lg" padding={0} className={classes.frame}>
        <div className={classes.layout}>
          <section className={classes.list} aria-label={t('messages.conversations')}>
            <div className={classes.search}>
              <TextInput
                type="search"
                aria-label={t('messages.search')}
                placeholder={t('messages.search')}
                leftSection={<IconSearch size={18} aria-hidden />}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                size="md"
              />
            </div>
            {visible.length === 0 && (
              <Text c="dimmed" size="sm" p="md" role="status">
                {t('messages.noResults')}
              </Text>
            )}
            <ul className={classes.items}>
              {visible.map((item) => (
                <li key={item.id}>
                  <UnstyledButton
                    className={classes.item}
                    data-active={item.id === selectedId || undefined}
                    aria-current={item.id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(item.id)}
                  >
                    <Avatar color="terracotta" radius="xl">
                      {initials(item.name)}
                    </Avatar>
                    <div className={classes.itemText}>
                      <Group justify="space-between" wrap="nowrap" gap={6}>
                        <Text fw={item.unread ? 700 : 600} size="sm" truncate>
                          {item.name}
                        </Text>
                        <Text size="xs" c="dimmed" className={classes.nowrap}>
                          {formatTime(item.timestamp, i18n.language)}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed" truncate>
                        {item.property}
                      </Text>
                      <Group justify="space-between" wrap="nowrap" gap={6}>
                        <Text size="sm" truncate fw={item.unread ? 600 : 400}>
                          {t(item.lastMessage)}
                        </Text>
                        {item.unread && (
                          <span className={classes.unreadDot} role="img" aria-label={t('messages.unread')} />
                        )}
                      </Group>
                    </div>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </section>

          {selected && (
            <section
              className={classes.thread}
              aria-label={t('messages.threadWith', { name: selected.name })}
            >
              <Group className={classes.threadHeader} gap="sm" wrap="nowrap">
                <Avatar color="majorelle" radius="xl">
                  {initials(selected.name)}
                </Avatar>
                <Stack gap={0}>
                  <Text fw={700}>{selected.name}</Text>
                  <Text size="sm" c="dimmed">
                    {selected.property}
                  </Text>
                </Stack>
              </Group>
              <ol className={classes.messages}>
                {thread.map((message) => (
                  <li key={message.id} className={classes.message} data-sender={message.sender}>
                    <Text size="sm">{t(message.text)}</Text>
                    <Text size="xs" className={classes.messageTime}>
                      {formatDateTime(message.timestamp, i18n.language)}
                    </Text>
                  </li>
                ))}
              </ol>
              <form className={classes.composer} onSubmit={onSend}>
                <TextInput
                  className={classes.composerInput}
                  aria-label={t('messages.inputLabel')}
                  placeholder={t('messages.inputPlaceholder')}
                  size="md"
                  readOnly
                  description={t('messages.readOnly')}
                  inputWrapperOrder={['label', 'input', 'description']}
                />
                <ActionIcon type="submit" size={44} radius="xl" aria-label={t('messages.send')}>
                  <IconSend size={20} aria-hidden className={classes.sendIcon} />
                </ActionIcon>
              </form>
            </section>
          )}
        </div>
      </Card>
    </>
  );
}
