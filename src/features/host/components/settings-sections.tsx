import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Menu,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconCamera,
  IconChevronDown,
  IconCreditCard,
  IconDownload,
  IconEdit,
  IconListCheck,
  IconPlus,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../format';
import { hostProperties } from '../sample-data/properties';
import {
  emailPreferences,
  hostProfile,
  invoices,
  paymentMethod,
  plans,
  smsPreferences,
  subscription,
} from '../sample-data/settings';
import ui from './host-ui.module.css';
import classes from './settings.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

const noSubmit = (event: React.FormEvent) => event.preventDefault();

export function ProfileSection() {
  const { t } = useTranslation('host');
  return (
    <Section id="settings-profile" title={t('settings.profile.title')}>
      <form onSubmit={noSubmit}>
        <Group gap="lg" mb="lg" wrap="nowrap">
          <Avatar size={80} radius="xl" color="terracotta">
            {hostProfile.firstName[0]}
            {hostProfile.lastName[0]}
          </Avatar>
          <Stack gap={4}>
            <Button variant="default" h={44} leftSection={<IconCamera size={18} aria-hidden />}>
              {t('settings.profile.changePhoto')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('settings.profile.photoHint')}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('settings.profile.firstName')} defaultValue={hostProfile.firstName} size="md" />
          <TextInput label={t('settings.profile.lastName')} defaultValue={hostProfile.lastName} size="md" />
          <TextInput
            label={t('settings.profile.email')}
            type="email"
            dir="ltr"
            defaultValue={hostProfile.email}
            size="md"
          />
          <TextInput
            label={t('settings.profile.phone')}
            type="tel"
            dir="ltr"
            defaultValue={hostProfile.phone}
            size="md"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" h={44}>
            {t('settings.profile.save')}
          </Button>
        </Group>
      </form>
    </Section>
  );
}

export function PropertiesSection() {
  const { t } = useTranslation('host');
  return (
    <Section id="settings-properties" title={t('settings.properties.title')}>
      <Group justify="flex-end" mt={-52} mb="md">
        <Button h={44} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('settings.properties.add')}
        </Button>
      </Group>
      <Stack gap="sm" component="ul" className={ui.plainList}>
        {hostProperties.map((property) => (
          <Group key={property.id} component="li" className={classes.property} wrap="nowrap" gap="md">
            <Image src={property.image} alt="" w={72} h={56} radius="md" />
            <Stack gap={0} className={classes.grow}>
              <Text fw={600}>{property.name}</Text>
              <Text size="sm" c="dimmed">
                {property.city}, {property.region}
              </Text>
            </Stack>
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <Button
                  variant="default"
                  h={44}
                  rightSection={<IconChevronDown size={16} aria-hidden />}
                  aria-label={t('settings.properties.manageLabel', { name: property.name })}
                >
                  {t('settings.properties.manage')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconEdit size={16} aria-hidden />}>
                  {t('settings.properties.edit')}
                </Menu.Item>
                <Menu.Item leftSection={<IconCalendarEvent size={16} aria-hidden />}>
                  {t('settings.properties.availability')}
                </Menu.Item>
                <Menu.Item leftSection={<IconListCheck size={16} aria-hidden />}>
                  {t('settings.properties.rules')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

export function BillingSection() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Section id="settings-billing" title={t('settings.billing.title')}>
      <Stack gap="lg">
        <div className={classes.plan}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('settings.billing.currentPlan')}
              </Text>
              <Group gap="xs">
                <Text fw={700} size="lg">
                  {t(`settings.billing.plans.${subscription.planKey}`)}
                </Text>
                <Badge variant="light" color="mint">
                  {t('settings.billing.billedAnnually')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('settings.billing.perYear', { price: formatMoney(subscription.priceUsd, language, 2) })} ·{' '}
                {t('settings.billing.renews', { date: formatDate(subscription.renewalDate, language) })}
              </Text>
            </Stack>
            <Button variant="light" h={44} onClick={open}>
              {t('settings.billing.changePlan')}
            </Button>
          </Group>
        </div>

        <Stack gap="xs">
          <Text fw={600}>{t('settings.billing.paymentMethod')}</Text>
          <Group className={classes.property} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <IconCreditCard size={28} aria-hidden className={classes.cardIcon} />
              <Stack gap={0}>
                <Text fw={500} dir="ltr" className={classes.masked}>
                  {paymentMethod.brand} {paymentMethod.maskedNumber}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('settings.billing.expires', { date: paymentMethod.expiry })}
                </Text>
              </Stack>
            </Group>
            <Button variant="default" h={44} leftSection={<IconEdit size={16} aria-hidden />}>
              {t('settings.billing.edit')}
            </Button>
          </Group>
          <Group>
            <Button variant="subtle" h={44} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('settings.billing.addPayment')}
            </Button>
          </Group>
        </Stack>

        <Stack gap="xs">
          <Text fw={600}>{t('settings.billing.history')}</Text>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('settings.billing.columns.date')}</Table.Th>
                  <Table.Th>{t('settings.billing.columns.description')}</Table.Th>
                  <Table.Th>{t('settings.billing.columns.amount')}</Table.Th>
                  <Table.Th>{t('settings.billing.columns.invoice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{formatDate(invoice.date, language)}</Table.Td>
                    <Table.Td>{t(invoice.description)}</Table.Td>
                    <Table.Td>{formatMoney(invoice.amount, language, 2)}</Table.Td>
                    <Table.Td>
                      <Anchor component="button" type="button" size="sm" className={classes.download}>
                        <IconDownload size={16} aria-hidden />
                        {t('settings.billing.download')}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Stack>

      <Modal opened={opened} onClose={close} title={t('settings.billing.dialogTitle')} centered size="lg">
        <Text className={classes.dialogText} mb="md">
          {t('settings.billing.dialogDescription')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {plans.map((plan) => {
            const current = plan.key === subscription.planKey;
            return (
              <UnstyledButton
                key={plan.key}
                className={classes.planOption}
                data-current={current || undefined}
              >
                <Text fw={700}>{t(`settings.billing.plans.${plan.key}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t('settings.billing.perYear', { price: formatMoney(plan.priceUsd, language, 2) })}
                </Text>
                {current && (
                  <Badge variant="light" mt="xs">
                    {t('settings.billing.current')}
                  </Badge>
                )}
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" h={44} onClick={close}>
            {t('settings.billing.cancel')}
          </Button>
          <Button h={44} onClick={close}>
            {t('settings.billing.confirm')}
          </Button>
        </Group>
      </Modal>
    </Section>
  );
}

export function NotificationPreferencesSection() {
  const { t } = useTranslation('host');
  return (
    <Section id="settings-notifications" title={t('settings.preferences.title')}>
      <form onSubmit={noSubmit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={600}>{t('settings.preferences.email')}</Text>
            {emailPreferences.map((preference) => (
              <Checkbox
                key={preference.key}
                id={preference.key}
                label={t(`settings.preferences.keys.${preference.key}`)}
                defaultChecked={preference.defaultOn}
                className={classes.checkbox}
              />
            ))}
          </Stack>
          <Stack gap="sm">
            <Text fw={600}>{t('settings.preferences.sms')}</Text>
            {smsPreferences.map((preference) => (
              <Checkbox
                key={preference.key}
                id={preference.key}
                label={t(`settings.preferences.keys.${preference.key}`)}
                defaultChecked={preference.defaultOn}
                className={classes.checkbox}
              />
            ))}
            <Text size="sm" c="dimmed">
              {t('settings.preferences.smsNote')}
            </Text>
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" h={44}>
            {t('settings.preferences.save')}
          </Button>
        </Group>
      </form>
    </Section>
  );
}

export function SecuritySection() {
  const { t } = useTranslation('host');
  return (
    <Section id="settings-security" title={t('settings.security.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form onSubmit={noSubmit}>
          <Stack gap="sm">
            <Text fw={600}>{t('settings.security.changePassword')}</Text>
            <PasswordInput label={t('settings.security.current')} autoComplete="current-password" size="md" />
            <PasswordInput label={t('settings.security.new')} autoComplete="new-password" size="md" />
            <PasswordInput label={t('settings.security.confirm')} autoComplete="new-password" size="md" />
            <Group justify="flex-end" mt="xs">
              <Button type="submit" h={44}>
                {t('settings.security.update')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Stack gap="sm" className={classes.twoFactor}>
          <Group gap="sm" wrap="nowrap">
            <IconShieldLock size={28} aria-hidden className={classes.cardIcon} />
            <Text fw={600}>{t('settings.security.twoFactorTitle')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('settings.security.twoFactorHint')}
          </Text>
          <Group>
            <Button variant="light" h={44}>
              {t('settings.security.enableTwoFactor')}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}
