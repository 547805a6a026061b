import { Card, Heading, SimpleGrid, Stack, Text } from '@ped/web-kit/ui';
import type { CityCountDto } from '@ped/contracts/admin';
import { useEnhancedStats } from '../api/adminApi';
import { Meter } from './Meter';
import { QueryState } from './QueryState';

/** Response times at or above this fill the bar (the API's slow mark). */
const SLOW_RESPONSE_MS = 1000;
const percent = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })}%`;

function Geography({ cities }: { cities: CityCountDto[] }) {
  const most = Math.max(1, ...cities.map((city) => city.count));
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="geography-heading" minW="0">
      <Card.Header>
        <Heading as="h3" size="md" id="geography-heading">
          Geographic distribution
        </Heading>
        <Text textStyle="xs" color="fg.muted">
          Exporters per city
        </Text>
      </Card.Header>
      <Card.Body>
        {cities.length === 0 ? (
          <Text color="fg.muted" textStyle="sm" py="6" textAlign="center">
            No exporters with a city yet.
          </Text>
        ) : (
          <Stack gap="3">
            {cities.map((city) => (
              <Meter
                key={city.city}
                label={city.city}
                text={city.count.toLocaleString('en')}
                percent={(city.count / most) * 100}
                color="brand.emphasized"
              />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Analytics: response time, inquiry answer rate and uptime as bars; exporters per city. */
export function AnalyticsTab() {
  const stats = useEnhancedStats();
  return (
    <QueryState query={stats} what="the analytics" loadingHeight="64">
      {({ analytics, geographicDistribution }) => (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
          <Card.Root variant="outline" size="sm" as="section" aria-labelledby="performance-heading" minW="0">
            <Card.Header>
              <Heading as="h3" size="md" id="performance-heading">
                Platform performance
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="5">
                <Meter
                  label="Response time"
                  text={`${Math.round(analytics.responseTimeMs)} ms`}
                  percent={(analytics.responseTimeMs / SLOW_RESPONSE_MS) * 100}
                  help="Median of the API's recent requests (a full bar is 1 s)"
                />
                <Meter
                  label="User satisfaction"
                  text={percent(analytics.inquiryAnswerRate)}
                  percent={analytics.inquiryAnswerRate}
                  help="Measured as the share of buyer inquiries exporters answered"
                />
                <Meter
                  label="Platform uptime"
                  text={percent(analytics.uptime)}
                  percent={analytics.uptime}
                  help="Share of health checks passing since the gateway started"
                />
              </Stack>
            </Card.Body>
          </Card.Root>
          <Geography cities={geographicDistribution} />
        </SimpleGrid>
      )}
    </QueryState>
  );
}
