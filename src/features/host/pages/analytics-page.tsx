import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Input.css';
import { Card, Group, SegmentedControl, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent, formatSignedPercent, formatStayDate, intlLocale } from '@/i18n/format';
import {
  type AnalyticsAnswer,
  type AnalyticsPeriod,
  type AnalyticsRequest,
  analyticsMonthSpans,
  analyticsPeriods,
  maxCustomPeriodDays,
  useAnalytics,
} from '../api/get-analytics';
import { MonthlyCharts, SourcesChart } from '../components/analytics-charts';
import { HostDataGate } from '../components/host-data-gate';
import classes from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';

type MonthSpan = (typeof analyticsMonthSpans)[number];

/** Days from `from` to `to`, both included (0 when either is not a date). */
function daysBetween(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Number.isNaN(start) || Number.isNaN(end) ? 0 : Math.round((end - start) / 86_400_000) + 1;
}

function MetricCards({ data }: { data: AnalyticsAnswer }) {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const money = (minor: number) => formatMoney(minor / 100, data.currency, language, 0);
  const points = (value: number) =>
    new Intl.NumberFormat(intlLocale(language), {
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(value);
  const metrics = [
    {
      label: t('analytics.metrics.revenue'),
      value: money(data.current.revenue),
      change: data.change.revenuePercent,
      text: (value: number) => t('analytics.metrics.change', { value: formatSignedPercent(value, language) }),
    },
    {
      label: t('analytics.metrics.occupancy'),
      value: formatPercent(data.current.occupancyPercent, language),
      change: data.change.occupancyPoints,
      text: (value: number) => t('analytics.metrics.changePoints', { value: points(value) }),
    },
    {
      label: t('analytics.metrics.adr'),
      value: data.current.averageDailyRate === null ? '—' : money(data.current.averageDailyRate),
      change: data.change.averageDailyRatePercent,
      text: (value: number) => t('analytics.metrics.change', { value: formatSignedPercent(value, language) }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="lg">
      {metrics.map((metric) => {
        const up = (metric.change ?? 0) >= 0;
        const Trend = up ? IconTrendingUp : IconTrendingDown;
        return (
          <Card key={metric.label} radius="lg" padding="lg" className={classes.card}>
            <Text size="sm" c="dimmed" fw={500}>
              {metric.label}
            </Text>
            <Text className={classes.statValue} mt={4}>
              {metric.value}
            </Text>
            {metric.change === null ? (
              <Text size="sm" c="dimmed" mt="xs">
                {t('analytics.metrics.noComparison')}
              </Text>
            ) : (
              <Group gap={4} mt="xs" wrap="nowrap">
                <Trend size={16} aria-hidden color={`var(--mantine-color-${up ? 'mint-8' : 'red-7'})`} />
                <Text size="sm" c={up ? 'mint.9' : 'red.8'}>
                  {metric.text(metric.change)}
                </Text>
              </Group>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** Performance Analytics: the period's metrics, the months' revenue and occupancy, the sources. */
export default function AnalyticsPage() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  // A phone's width does not hold the four period buttons side by side.
  const narrow = useMediaQuery('(max-width: 30em)');
  const [period, setPeriod] = useState<AnalyticsPeriod>('last30');
  const [months, setMonths] = useState<MonthSpan>(6);
  const [custom, setCustom] = useState({ from: '', to: '' });
  const customDays = daysBetween(custom.from, custom.to);
  const customValid = customDays >= 1 && customDays <= maxCustomPeriodDays;
  // An unfinished custom range keeps the figures last asked for on screen.
  const lastRequest = useRef<AnalyticsRequest>({ months, period: 'last30' });
  const request: AnalyticsRequest =
    period !== 'custom'
      ? { months, period }
      : customValid
        ? { months, period, from: custom.from, to: custom.to }
        : { ...lastRequest.current, months };
  lastRequest.current = request;
  const read = useAnalytics(request);

  const choosePeriod = (value: string) => {
    const next = value as AnalyticsPeriod;
    if (next === 'custom' && !custom.from && read.data) {
      setCustom({ from: read.data.period.from, to: read.data.period.to });
    }
    setPeriod(next);
  };
  const range = (from: string, to: string) =>
    t('analytics.range', { from: formatStayDate(from, language), to: formatStayDate(to, language) });

  return (
    <>
      <PageHeader
        title={t('analytics.title')}
        subtitle={t('analytics.subtitle')}
        actions={
          <SegmentedControl
            value={period}
            onChange={choosePeriod}
            data={analyticsPeriods.map((value) => ({ value, label: t(`analytics.periods.${value}`) }))}
            aria-label={t('analytics.periodLabel')}
            classNames={{ label: classes.segmentLabel }}
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
          />
        }
      />
      {period === 'custom' && (
        <Group gap="md" mb="md" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('analytics.custom.from')}
            value={custom.from}
            onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
            size="md"
          />
          <TextInput
            type="date"
            label={t('analytics.custom.to')}
            value={custom.to}
            onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
            size="md"
            error={
              custom.from && custom.to && !customValid
                ? t('analytics.custom.invalid', { days: maxCustomPeriodDays })
                : undefined
            }
          />
        </Group>
      )}
      <HostDataGate read={read}>
        {(data) => (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              {t('analytics.periodLine', {
                range: range(data.period.from, data.period.to),
                previous: range(data.period.previousFrom, data.period.previousTo),
              })}
            </Text>
            <MetricCards data={data} />
            <Group justify="flex-end" mb="sm">
              <SegmentedControl
                value={String(months)}
                onChange={(value) => setMonths(Number(value) as MonthSpan)}
                data={analyticsMonthSpans.map((span) => ({
                  value: String(span),
                  label: t('analytics.months', { count: span }),
                }))}
                aria-label={t('analytics.monthsLabel')}
                classNames={{ label: classes.segmentLabel }}
              />
            </Group>
            <MonthlyCharts data={data} />
            <SourcesChart data={data} />
          </>
        )}
      </HostDataGate>
    </>
  );
}
