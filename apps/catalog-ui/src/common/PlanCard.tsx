import { formatPkr } from '@ped/contracts/format';
import { Badge, Card, Heading, List, Stack, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';
import { CheckIcon } from '@ped/web-kit/icons';
import { BASIC_PLAN_LIMITS } from '@ped/contracts/options';

export interface PlanView {
  id: string;
  name: string;
  pricePkr: number;
  mostPopular: boolean;
}

/**
 * Said wherever plans are shown: neither verification nor a place in the results is for sale, so no paid plan
 * lists them (every plan includes verification through Basic's features; lists rank by relevance and merit).
 */
export const VERIFICATION_IS_FREE =
  'Every exporter can be verified free of charge, whatever its plan, and no plan buys a higher place in search.';

/** What each plan includes (the spec fixes Basic's limits: 10 buyer contacts a month, 5 products; issue 20 its quotations). */
export const PLAN_FEATURES: Readonly<Record<string, readonly string[]>> = {
  basic: [
    'Company profile',
    'Free verification by certified partners',
    'Up to 10 buyer contacts per month',
    'Up to 5 products',
    `Every buying request, with up to ${BASIC_PLAN_LIMITS.quotationsPerMonth} quotations per month`,
    'Email support',
  ],
  professional: [
    'Everything in Basic',
    'Unlimited buyer contacts',
    'Unlimited products',
    'Unlimited quotations to buying requests',
    'Premium badge on your profile',
    'Turns in the labelled Sponsored slot on browse pages',
  ],
  enterprise: [
    'Everything in Professional',
    'Dedicated account manager',
    'Trade-show and buyer-matching support',
  ],
};

/** One pricing plan: name, price per month, features and the caller's action button. */
export function PlanCard({ plan, action }: { plan: PlanView; action: ReactNode }) {
  return (
    <Card.Root
      as="article"
      aria-labelledby={`plan-${plan.id}`}
      variant="outline"
      borderColor={plan.mostPopular ? 'brand.solid' : undefined}
      borderWidth={plan.mostPopular ? '2px' : '1px'}
      h="full"
    >
      <Card.Body gap="4">
        <Stack gap="1">
          {plan.mostPopular && (
            <Badge colorPalette="brand" variant="solid" alignSelf="start">
              Most Popular
            </Badge>
          )}
          <Heading id={`plan-${plan.id}`} as="h3" size="xl">
            {plan.name}
          </Heading>
          <Text textStyle="2xl" fontWeight="bold">
            {plan.pricePkr === 0 ? 'Free' : formatPkr(plan.pricePkr)}
            {plan.pricePkr > 0 && (
              <Text as="span" textStyle="sm" fontWeight="normal" color="fg.muted">
                {' '}
                / month
              </Text>
            )}
          </Text>
        </Stack>
        <List.Root listStyleType="none" gap="2" textStyle="sm" flex="1">
          {(PLAN_FEATURES[plan.id] ?? []).map((feature) => (
            <List.Item key={feature} display="flex" gap="2" alignItems="start">
              <CheckIcon boxSize="4" color="brand.fg" mt="0.5" aria-hidden />
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}
