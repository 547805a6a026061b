import { formatDate } from '@ped/contracts/format';
import { Box, Button, Card, Heading, HStack, Skeleton, SimpleGrid, Stack, Stat, Text } from '@ped/web-kit/ui';
import type { SavedExporterIdsDto } from '@ped/contracts/catalog';
import type { BuyerProfileDto } from '@ped/contracts/identity';
import { BUYER_PROFILE_REVIEW_HOURS } from '@ped/contracts/options';
import { StateMessage, useQuery, LoadFailed } from '@ped/web-kit';
import type { ReactNode } from 'react';
import { RequirementBadges } from './requirements/RequirementBadges';
import { countActive } from './requirements/requirementStatus';
import { useRequirements } from './requirements/useRequirements';
import type { DashboardTab } from './useDashboardTab';

/** Spec: the recent activity shows up to 3 requirements. */
export const RECENT_ACTIVITY_SIZE = 3;

interface StatCardProps {
  label: string;
  value: ReactNode;
  help?: ReactNode;
  /** Spans both columns of a phone's two. */
  wide?: boolean;
}

function StatCard({ label, value, help, wide = false }: StatCardProps) {
  return (
    <Card.Root variant="outline" gridColumn={wide ? { base: 'span 2', md: 'auto' } : undefined}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText textStyle={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {value}
          </Stat.ValueText>
        </Stat.Root>
        {/* Outside the Stat's dl, which may hold only its dt and dd. */}
        {help && (
          <Text textStyle="xs" color="fg.muted" mt="1">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A count, a skeleton while it loads, "—" when it cannot be read. */
function count(value: number | undefined, isError: boolean): ReactNode {
  if (value !== undefined) return value;
  return isError ? '—' : <Skeleton height="8" width="12" aria-label="Loading" />;
}

function RecentActivity({ onPost, onShowTab }: Pick<Props, 'onPost' | 'onShowTab'>) {
  const { data: requirements, isPending, isError, refetch, isRefetching } = useRequirements();
  if (isPending) return <Skeleton height="40" borderRadius="l3" aria-label="Loading recent activity" />;
  if (isError)
    return (
      <LoadFailed
        title="We could not load your requirements"
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  if (requirements.length === 0) {
    return (
      <StateMessage
        title="No requirements yet"
        actions={
          <Button colorPalette="brand" onClick={onPost}>
            Post Requirement
          </Button>
        }
      >
        Post your first buying requirement and exporters will come to you with quotes.
      </StateMessage>
    );
  }
  return (
    <Stack gap="3">
      <Box as="ul" borderWidth="1px" borderRadius="l3" listStyleType="none">
        {requirements.slice(0, RECENT_ACTIVITY_SIZE).map((requirement, index) => (
          <Box as="li" key={requirement.id} p="4" borderTopWidth={index === 0 ? '0' : '1px'}>
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align={{ sm: 'center' }}
              gap="2"
            >
              <Box minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {requirement.title}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  Posted {formatDate(requirement.createdAt)}
                  {requirement.categoryName && ` · ${requirement.categoryName}`}
                </Text>
              </Box>
              <RequirementBadges requirement={requirement} />
            </Stack>
          </Box>
        ))}
      </Box>
      <HStack justify="flex-end">
        <Button variant="ghost" colorPalette="brand" size="sm" onClick={() => onShowTab('requirements')}>
          View all requirements ({requirements.length})
        </Button>
      </HStack>
    </Stack>
  );
}

interface Props {
  profile: BuyerProfileDto;
  onPost: () => void;
  onShowTab: (tab: DashboardTab) => void;
}

/** Overview: active requirements, saved exporters, profile status and the latest requirements. */
export function OverviewTab({ profile, onPost, onShowTab }: Props) {
  const requirements = useRequirements();
  const saved = useQuery<SavedExporterIdsDto>({ queryKey: ['/api/buyer/saved-exporters/ids'] });
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap={{ base: '3', md: '4' }}>
        <StatCard
          label="Active Requirements"
          value={count(requirements.data && countActive(requirements.data), requirements.isError)}
        />
        <StatCard label="Saved Exporters" value={count(saved.data?.exporterIds.length, saved.isError)} />
        <StatCard
          label="Profile Status"
          wide
          value={profile.isVerified ? 'Verified' : 'Pending'}
          help={
            profile.isVerified
              ? 'Exporters see your company as verified.'
              : `We review new buyer profiles within ${BUYER_PROFILE_REVIEW_HOURS} hours.`
          }
        />
      </SimpleGrid>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Recent Activity
        </Heading>
        <RecentActivity onPost={onPost} onShowTab={onShowTab} />
      </Stack>
    </Stack>
  );
}
