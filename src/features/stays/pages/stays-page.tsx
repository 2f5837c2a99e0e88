import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StayCard } from '../components/stay-card';
import { StaysFilters } from '../components/stays-filters';
import { StayCardsLoading, StaysEmpty, StaysError } from '../components/stays-states';
import { useStaySearch } from '../hooks/use-stay-search';
import { useStays } from '../hooks/use-stays';
import { emptySearch } from '../rules/stay-search';
import classes from './stays-page.module.css';

/** /stays (issue 46): the published homes, filtered by city, dates and guests from the address. */
function StaysList() {
  const { t } = useTranslation('stays');
  const [search, setSearch] = useStaySearch();
  const query = useStays(search);
  const filtered = Boolean(search.city || search.checkIn || search.adults || search.children);
  const stays = query.data?.stays ?? [];
  return (
    <>
      <section className={classes.top}>
        <Container size="lg">
          <Text className={classes.eyebrow}>{t('list.eyebrow')}</Text>
          <Title order={1} fz={{ base: 32, md: 44 }} mt={4}>
            {t('list.title')}
          </Title>
          <Text className={classes.lead} mt="sm" mb="xl">
            {t('list.subtitle')}
          </Text>
          <StaysFilters search={search} cities={query.data?.cities ?? []} onChange={setSearch} />
        </Container>
      </section>
      <section className={classes.results} aria-labelledby="stays-results">
        <Container size="lg">
          <Title order={2} id="stays-results" fz="md" c="gray.8" mb="md" aria-live="polite">
            {query.data ? t('list.count', { count: stays.length }) : t('list.title')}
          </Title>
          {query.isError && !query.data ? (
            <StaysError message={t('list.error')} onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <StayCardsLoading />
          ) : stays.length === 0 ? (
            <StaysEmpty filtered={filtered} onClear={() => setSearch(emptySearch)} />
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, md: 3 }}
              spacing="lg"
              className={query.isStale ? classes.stale : undefined}
            >
              {stays.map((stay) => (
                <StayCard key={stay.slug} stay={stay} search={search} />
              ))}
            </SimpleGrid>
          )}
        </Container>
      </section>
    </>
  );
}

export default function StaysPage() {
  return <StaysList />;
}
