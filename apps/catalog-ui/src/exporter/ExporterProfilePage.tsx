import { Container, Grid, Skeleton, SkeletonText, Stack, useParams, useSearchParams } from '@ped/web-kit/ui';
import { apiErrorStatus, LoadError, pageTitle, usePageMeta } from '@ped/web-kit';
import { useEffect } from 'react';
import { NotFoundMessage } from '../common/NotFoundMessage';
import { BASE_KEYWORDS, siteUrl } from '../common/siteMeta';
import { LazyContactDialog } from './LazyContactDialog';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSidebar } from './ProfileSidebar';
import { ProfileTabs } from './ProfileTabs';
import { useContactDialog } from './useContactDialog';
import { useExporter } from './useExporter';

function ProfileSkeleton() {
  return (
    <Container maxW="7xl" py="10" aria-busy="true" aria-label="Loading exporter profile">
      <Stack gap="4">
        <Skeleton height="20" width="20" borderRadius="l3" />
        <Skeleton height="8" width="50%" />
        <SkeletonText noOfLines={3} />
        <Skeleton height="64" mt="6" />
      </Stack>
    </Container>
  );
}

/**
 * `/exporters/{id}?contact=1` opens the page with its contact dialog, or for a signed-in buyer a new conversation
 * (links from other apps use it).
 */
const CONTACT_PARAM = 'contact';

/** /exporters/{id}: the exporter's public profile. */
export function ExporterProfilePage() {
  const { id = '' } = useParams();
  const { data: exporter, error, isPending, isError, refetch, isRefetching } = useExporter(id);
  const { openFor, dialogProps } = useContactDialog();
  const [params, setParams] = useSearchParams();
  const contactAsked = params.get(CONTACT_PARAM) === '1';
  // `?contact=1` opens the contact dialog once the profile is here; the parameter leaves the address so that a
  // reload or Back does not open it again.
  useEffect(() => {
    if (!contactAsked || !exporter) return;
    // The parameter goes first: a buyer's Contact leaves for /messages, and Back must not open it again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONTACT_PARAM);
        return next;
      },
      { replace: true },
    );
    openFor(exporter);
  }, [contactAsked, exporter, openFor, setParams]);
  const notFound = isError && [400, 404].includes(apiErrorStatus(error) ?? 0);
  const name = exporter?.companyName ?? (notFound ? 'Exporter Not Found' : 'Exporter Profile');

  usePageMeta({
    title: pageTitle(name),
    description:
      exporter?.description ??
      `${name}: a Pakistani exporter in the Pakistan Export Directory. See products, certifications and contact details.`,
    keywords: [name, `${exporter?.city ?? 'Pakistan'} exporter`, ...BASE_KEYWORDS],
    path: `/exporters/${encodeURIComponent(id)}`,
    image: exporter?.logoUrl ?? undefined,
    structuredData: exporter
      ? {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: exporter.companyName,
          description: exporter.description ?? undefined,
          url: siteUrl(`/exporters/${exporter.id}`),
          logo: exporter.logoUrl ?? undefined,
          foundingDate: exporter.establishedYear ? String(exporter.establishedYear) : undefined,
          address: {
            '@type': 'PostalAddress',
            addressLocality: exporter.city ?? undefined,
            addressCountry: exporter.country,
          },
        }
      : undefined,
  });

  if (isPending) return <ProfileSkeleton />;
  if (notFound) {
    return (
      <NotFoundMessage title="Exporter Not Found">
        The exporter you are looking for does not exist or is no longer listed.
      </NotFoundMessage>
    );
  }
  if (isError) return <LoadError what="exporter" onRetry={() => refetch()} retrying={isRefetching} />;

  return (
    <>
      <ProfileHeader exporter={exporter} onContact={() => openFor(exporter)} />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }} gap="8">
          <ProfileTabs exporter={exporter} />
          <ProfileSidebar exporter={exporter} />
        </Grid>
      </Container>
      <LazyContactDialog {...dialogProps} />
    </>
  );
}
