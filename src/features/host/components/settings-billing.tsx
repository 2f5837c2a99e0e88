/** Settings: the subscription, its invoices and the plans: a mockup, and the section says so. */
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
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCreditCard, IconDownload, IconEdit, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/i18n/format';
import classes from './settings.module.css';
import { invoices, paymentMethod, plans, subscription } from './settings-billing-mockup';
import { Section } from './settings-section-frame';

export function BillingSection() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Section id="settings-billing" title={t('settings.billing.title')}>
      <Stack gap="lg">
        <Alert color="majorelle" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('settings.mockup')}
        </Alert>
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
                {t('settings.billing.perYear', {
                  price: formatMoney(subscription.priceUsd, 'USD', language, 2),
                })}{' '}
                · {t('settings.billing.renews', { date: formatDate(subscription.renewalDate, language) })}
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
                    <Table.Td>{formatMoney(invoice.amount, 'USD', language, 2)}</Table.Td>
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
                  {t('settings.billing.perYear', { price: formatMoney(plan.priceUsd, 'USD', language, 2) })}
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
