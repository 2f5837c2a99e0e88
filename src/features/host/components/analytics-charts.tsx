import '@mantine/core/styles/Card.css';
import '@mantine/charts/styles.css';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMonthShort, formatPercent } from '@/i18n/format';
import type { AnalyticsAnswer } from '../api/get-analytics';
import { useSourceLabel } from './badges';
import classes from './host-ui.module.css';

const sourceColors = {
  direct: 'terracotta.7',
  airbnb: 'majorelle.6',
  booking_com: 'mint.7',
  vrbo: 'yellow.6',
  others: 'gray.6',
} as const;

function useAxes() {
  const { i18n } = useTranslation('host');
  const rtl = i18n.dir() === 'rtl';
  return {
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const) },
  };
}

/** Monthly Revenue (bars, in the figures' currency) and Occupancy Trend (line), month by month. */
export function MonthlyCharts({ data }: { data: AnalyticsAnswer }) {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const axes = useAxes();
  const revenueLabel = t('analytics.revenue');
  const occupancyLabel = t('analytics.occupancy');
  const monthly = data.months.map((row) => ({
    month: formatMonthShort(Number(row.month.slice(5, 7)) - 1, language),
    [revenueLabel]: (row.revenue.find((line) => line.currency === data.currency)?.amount ?? 0) / 100,
    [occupancyLabel]: row.occupancyPercent,
  }));
  const others = data.currencies.slice(1).map((currency) => {
    const total = data.months.reduce(
      (sum, row) => sum + (row.revenue.find((line) => line.currency === currency)?.amount ?? 0),
      0,
    );
    return formatMoney(total / 100, currency, language);
  });
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="lg">
      <Card radius="lg" padding="lg" className={classes.card} data-testid="revenue-chart">
        <Text component="h2" className={classes.cardTitle} mb="md">
          {t('analytics.revenueChart')}
        </Text>
        <BarChart
          h={260}
          data={monthly}
          dataKey="month"
          series={[{ name: revenueLabel, color: 'terracotta.6' }]}
          valueFormatter={(value) => formatMoney(value, data.currency, language, 0)}
          tickLine="y"
          gridAxis="y"
          {...axes}
        />
        {others.length > 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('analytics.otherCurrencies', { amounts: others.join(' · ') })}
          </Text>
        )}
      </Card>
      <Card radius="lg" padding="lg" className={classes.card} data-testid="occupancy-chart">
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
  );
}

/** Booking Sources: the period's bookings by source, as a pie and a legend with shares and counts. */
export function SourcesChart({ data }: { data: AnalyticsAnswer }) {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const sourceLabel = useSourceLabel();
  const total = data.sources.reduce((sum, row) => sum + row.count, 0);
  const sources = data.sources.map((row) => ({
    name: sourceLabel(row.source),
    value: row.sharePercent,
    count: row.count,
    color: sourceColors[row.source],
  }));
  return (
    <Card radius="lg" padding="lg" className={classes.card} data-testid="sources-chart">
      <Text component="h2" className={classes.cardTitle} mb="md">
        {t('analytics.sourcesChart')}
      </Text>
      {total === 0 ? (
        <Text c="dimmed">{t('analytics.noBookings')}</Text>
      ) : (
        <Group gap="xl" justify="center" wrap="wrap">
          <PieChart
            data={sources.filter((source) => source.count > 0)}
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
                <Text c="dimmed" size="sm">
                  {t('analytics.bookingCount', { count: source.count })}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Card>
  );
}
