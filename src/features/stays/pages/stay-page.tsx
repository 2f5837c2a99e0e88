import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SiteLink } from '@/components/site-link';
import { brand } from '@/config/brand';
import { routes } from '@/config/routes';
import { StayNotFound } from '../api/get-stay';
import { StayBooking } from '../components/stay-booking';
import { StayFacts } from '../components/stay-facts';
import { StayGallery } from '../components/stay-gallery';
import { StaysError } from '../components/stays-states';
import { useStaySearch } from '../hooks/use-stay-search';
import { useStay } from '../hooks/use-stays';
import { formatMinor } from '../rules/stay-money';
import { searchQuery } from '../rules/stay-search';
import classes from './stay-page.module.css';

/** /stays/<slug> (issue 46): a published home, its calendar and the server's price for the dates. */
function StayView({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('stays');
  const [search, setSearch] = useStaySearch();
  const query = useStay(slug, search);
  const answer = query.data;
  const BackIcon = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  useEffect(() => {
    if (answer) document.title = `${brand.name} - ${answer.stay.title}`;
  }, [answer]);

  const back = (
    <Anchor
      component={SiteLink}
      to={`${routes.stays}${searchQuery(search, { withCity: false })}`}
      className={classes.back}
    >
      <BackIcon size={18} aria-hidden />
      {t('stay.back')}
    </Anchor>
  );

  if (!answer) {
    const notFound = query.error instanceof StayNotFound;
    return (
      <Container size="lg" className={classes.page}>
        {back}
        {notFound ? (
          <Alert color="gray" variant="light" mt="lg" role="alert">
            {t('stay.notFound')}
          </Alert>
        ) : query.isError ? (
          <div className={classes.spaced}>
            <StaysError message={t('stay.error')} onRetry={() => void query.refetch()} />
          </div>
        ) : (
          <div aria-busy="true">
            <Text role="status" size="sm" c="gray.8" mt="lg">
              {t('stay.loading')}
            </Text>
            <Skeleton height={40} width="60%" mt="md" />
            <Skeleton className={classes.photoPlaceholder} mt="lg" animate={false} />
          </div>
        )}
      </Container>
    );
  }

  const { stay } = answer;
  return (
    <Container size="lg" className={classes.page}>
      {back}
      <Title order={1} fz={{ base: 30, md: 40 }} mt="md">
        {stay.title}
      </Title>
      <Group gap="lg" mt="xs" mb="lg">
        <Text c="gray.8" className={classes.place}>
          <IconMapPin size={18} aria-hidden />
          {[stay.city, stay.neighbourhood].filter(Boolean).join(' · ')}
        </Text>
        <Text c="gray.8" fw={600}>
          {t('stay.fromNightly', {
            price: formatMinor(stay.fromNightly.amount, stay.fromNightly.currency, i18n.language),
          })}
        </Text>
      </Group>
      <StayGallery stay={stay} />
      <div className={classes.columns}>
        <div>
          <StayFacts stay={stay} />
        </div>
        <div className={classes.aside}>
          <StayBooking
            answer={answer}
            search={search}
            onChange={setSearch}
            checking={query.isStale}
            failed={query.isError}
          />
        </div>
      </div>
    </Container>
  );
}

export default function StayPage() {
  const { slug = '' } = useParams();
  return <StayView slug={slug} />;
}
