import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/charts/styles.css';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMonthShort, formatPercent, formatSignedPercent } from '@/i18n/format';
import { useSourceLabel } from '../components/badges';
import classes from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import { analyticsMetrics, bookingSourceShares, monthlyPerformance } from '../sample-data/analytics';

const periods = ['last30', 'quarter', 'ytd', 'custom'] as const;

export default function AnalyticsPage() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const sourceLabel = useSourceLabel();
  const rtl = i18n.dir() === 'rtl';
  const axes = {
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const) },
  };
  const [period, setPeriod] = useState<(typeof periods)[number]>('last30');
  const revenueLabel = t('analytics.revenue');
  const occupancyLabel = t('analytics.occupancy');
  const monthly = monthlyPerformance.map((row) => ({
    month: formatMonthShort(row.month, language),
    [revenueLabel]: row.revenue,
    [occupancyLabel]: row.occupancy,
  }));
  const sources = bookingSourceShares.map((row) => ({
    name: sourceLabel(row.source),
    value: row.share,
    color: row.color,
  }));

  const metrics = [
    {
      label: t('analytics.metrics.revenue'),
      value: formatMoney(analyticsMetrics.totalRevenue.value, 'USD', language, 0),
      change: analyticsMetrics.totalRevenue.change,
    },
    {
      label: t('analytics.metrics.occupancy'),
      value: formatPercent(analyticsMetrics.occupancyRate.value, language),
      change: analyticsMetrics.occupancyRate.change,
    },
    {
      label: t('analytics.metrics.adr'),
      value: formatMoney(analyticsMetrics.averageDailyRate.value, 'USD', language, 0),
      change: analyticsMetrics.averageDailyRate.change,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('analytics.title')}
        subtitle={t('analytics.subtitle')}
        actions={
          <SegmentedControl
            value={period}
            onChange={(value) => setPeriod(value as (typeof periods)[number])}
            data={periods.map((value) => ({ value, label: t(`analytics.periods.${value}`) }))}
            aria-label={t('analytics.periodLabel')}
            classNames={{ label: classes.segmentLabel }}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="lg">
        {metrics.map((metric) => {
          const up = metric.change >= 0;
          const Trend = up ? IconTrendingUp : IconTrendingDown;
          return (
            <Card key={metric.label} radius="lg" padding="lg" className={classes.card}>
              <Text size="sm" c="dimmed" fw={500}>
                {metric.label}
              </Text>
              <Text className={classes.statValue} mt={4}>
                {metric.value}
              </Text>
              <Group gap={4} mt="xs" wrap="nowrap">
                <Trend size={16} aria-hidden color={`var(--mantine-color-${up ? 'mint-8' : 'red-7'})`} />
                <Text size="sm" c={up ? 'mint.9' : 'red.8'}>
                  {t('analytics.metrics.change', { value: formatSignedPercent(metric.change, language) })}
                </Text>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="lg">
        <Card radius="lg" padding="lg" className={classes.card}>
          <Text component="h2" className={classes.cardTitle} mb="md">
            {t('analytics.revenueChart')}
          </Text>
          <BarChart
            h={260}
            data={monthly}
            dataKey="month"
            series={[{ name: revenueLabel, color: 'terracotta.6' }]}
            valueFormatter={(value) => formatMoney(value, 'USD', language, 0)}
            tickLine="y"
            gridAxis="y"
            {...axes}
          />
        </Card>
        <Card radius="lg" padding="lg" className={classes.card}>
          <Text component="h2" className={classes.cardTitle} mb="md">
            {t('analytics.occupancyChart')}
          </Text>
          <LineChart
            h={260}
            data={monthly}
            dataKey="month"
            series={[{ name: occupancyLabel, color: 'majorelle.6' }]}
            valueFormatter={(value) => formatPercent(value, language)}
            curveType="monotone"
            xAxisProps={axes.xAxisProps}
            yAxisProps={{ ...axes.yAxisProps, domain: [0, 100] }}
            tickLine="y"
            gridAxis="y"
          />
        </Card>
      </SimpleGrid>
      <Card radius="lg" padding="lg" className={classes.card}>
        <Text component="h2" className={classes.cardTitle} mb="md">
          {t('analytics.sourcesChart')}
        </Text>
        <Group gap="xl" justify="center" wrap="wrap">
          <PieChart
            data={sources}
            size={220}
            withLabels
            labelsType="percent"
            labelsPosition="inside"
            withTooltip
            tooltipDataSource="segment"
            valueFormatter={(value) => formatPercent(value, language)}
          />
          <Stack
            gap="sm"
            component="ul"
            className={classes.plainList}
            aria-label={t('analytics.sourcesChart')}
          >
            {sources.map((source) => (
              <Group key={source.name} component="li" gap="sm" wrap="nowrap">
                <span
                  className={classes.swatch}
                  style={
                    {
                      '--swatch': `var(--mantine-color-${source.color.replace('.', '-')})`,
                    } as React.CSSProperties
                  }
                  aria-hidden
                />
                <Text fw={500}>{source.name}</Text>
                <Text c="dimmed">{formatPercent(source.value, language)}</Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </Card>
    </>
  );
}
