import {
  Button,
  Container,
  Heading,
  HStack,
  RouterLink,
  Skeleton,
  Stack,
  Text,
  useSearchParams,
} from '@ped/web-kit/ui';
import type { CompareExportersDto } from '@ped/contracts/catalog';
import { BUYER_TOOL_MESSAGES } from '@ped/contracts/options';
import {
  apiErrorMessage,
  apiErrorStatus,
  pageTitle,
  StateMessage,
  toast,
  useAuth,
  useNoIndex,
  usePageMeta,
  useQuery,
  LoadFailed,
} from '@ped/web-kit';
import type { ReactNode } from 'react';
import { readCompareIds } from './compareIds';
import { CompareTable } from './CompareTable';

/** Copies the page's address; where the browser refuses, the toast shows it to copy by hand. */
async function copyLink(): Promise<void> {
  const url = window.location.href;
  try {
    await navigator.clipboard.writeText(url);
    await toast({ title: 'Link copied', description: 'Anyone with this link can see this comparison.' });
  } catch {
    await toast({ title: 'Copy this link', description: url });
  }
}

/** Where to go from a comparison that cannot be shown: a buyer's saved exporters, anyone's browse page. */
function WaysOn() {
  const { user } = useAuth();
  return (
    <HStack gap="2" wrap="wrap" justify="center">
      {user?.role === 'buyer' && (
        <Button asChild colorPalette="brand">
          <RouterLink to="/buyer-dashboard?tab=saved">Your saved exporters</RouterLink>
        </Button>
      )}
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to="/browse">Browse Exporters</RouterLink>
      </Button>
    </HStack>
  );
}

/**
 * /compare?ids=1,2: 2 to 4 exporters side by side (verified, years, place, team, business type, certifications,
 * products and prices, minimum orders). Public, so a shared link works for anyone; kept out of search engines.
 */
export function ComparePage() {
  const [params] = useSearchParams();
  const ids = readCompareIds(params.get('ids'));
  const { data, error, isPending, isError, refetch, isRefetching } = useQuery<CompareExportersDto>({
    queryKey: ['/api/exporters/compare', { ids: ids?.join(',') }],
    enabled: ids !== null,
  });
  const exporters = data?.exporters ?? [];
  useNoIndex();
  usePageMeta({
    title: pageTitle(
      exporters.length >= 2
        ? `Compare ${exporters.map((e) => e.companyName).join(' vs ')}`
        : 'Compare Exporters',
    ),
    description:
      'Pakistani exporters side by side: verification, years in business, certifications, products, prices and minimum orders.',
    path: '/compare',
  });

  let content: ReactNode;
  if (ids === null || apiErrorStatus(error) === 400) {
    content = (
      <StateMessage title={BUYER_TOOL_MESSAGES.compareIds} actions={<WaysOn />}>
        {ids === null
          ? 'This link does not name 2 to 4 exporters. Pick them from your saved exporters.'
          : apiErrorMessage(error, BUYER_TOOL_MESSAGES.compareIds)}
      </StateMessage>
    );
  } else if (isPending) {
    content = <Skeleton height="96" borderRadius="l3" aria-busy="true" aria-label="Loading the comparison" />;
  } else if (isError) {
    content = (
      <LoadFailed
        title="We could not load this comparison"
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  } else if (exporters.length < 2) {
    content = (
      <StateMessage title="Not enough exporters to compare" actions={<WaysOn />}>
        {exporters.length === 0
          ? `None of the ${ids.length} exporters in this link is listed in the directory any more.`
          : `Only ${exporters[0]?.companyName} of the ${ids.length} exporters in this link is still listed in the directory.`}
      </StateMessage>
    );
  } else {
    content = (
      <Stack gap="3">
        {exporters.length < ids.length && (
          <Text role="status" textStyle="sm" color="fg.muted">
            {ids.length - exporters.length} of the exporters in this link{' '}
            {ids.length - exporters.length === 1 ? 'is' : 'are'} no longer listed and left out.
          </Text>
        )}
        <CompareTable exporters={exporters} />
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <HStack justify="space-between" align="end" gap="4" wrap="wrap">
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Compare Exporters
            </Heading>
            <Text color="fg.muted">Side by side, from their public profiles in the directory.</Text>
          </Stack>
          {exporters.length >= 2 && (
            <Button variant="outline" colorPalette="brand" onClick={() => void copyLink()}>
              Copy link
            </Button>
          )}
        </HStack>
        {content}
      </Stack>
    </Container>
  );
}
