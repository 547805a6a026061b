import { formatDay } from '@ped/contracts/format';
import {
  Badge,
  Button,
  Card,
  chakra,
  Heading,
  HStack,
  Link,
  RouterLink,
  Skeleton,
  Stack,
  Text,
} from '@ped/web-kit/ui';
import { Alert, Input, NativeSelect } from '@ped/web-kit/ui-lazy';
import type {
  MyQuotationDto,
  OpenRequirementDto,
  QuotationAllowanceDto,
  RequirementAlertDto,
} from '@ped/contracts/catalog';
import { TRADE_TERMS_LIMITS, PLAN_LIMIT_MESSAGES } from '@ped/contracts/options';
import { StateMessage } from '@ped/web-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { PLANS_PATH } from '../plansPath';
import { useCategoryList, useMyProducts } from '../useWorkspace';
import { OpenRequirementCard } from './OpenRequirementCard';
import { QuotationDialog, type QuotationTarget } from './QuotationDialog';
import { QUOTATION_STATUS, quotationPrice } from './requirementFormat';
import {
  REQUESTS_PAGE_SIZE,
  useMarkAlertsSeen,
  useMyQuotations,
  useOpenRequirements,
  useRequirementAlerts,
} from './useOpenRequirements';

/** The category most of the exporter's products are in: the requests it most likely quotes for. */
function mainCategory(categoryIds: (number | null)[]): number | null {
  const counts = new Map<number, number>();
  for (const id of categoryIds) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** "3 of 5 quotations left this month" on Basic; the refusal once none is left. */
function Allowance({ allowance }: { allowance: QuotationAllowanceDto }) {
  if (allowance.monthlyLimit === null) {
    return (
      <Text textStyle="sm" color="fg.muted">
        Your plan sends as many quotations as you like.
      </Text>
    );
  }
  const left = Math.max(0, allowance.monthlyLimit - allowance.usedThisMonth);
  if (left === 0) {
    return (
      <Alert.Root status="warning" variant="surface">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>0 of {allowance.monthlyLimit} quotations left this month</Alert.Title>
          <Alert.Description>
            {PLAN_LIMIT_MESSAGES.quotes} You can still edit the quotations you sent.{' '}
            <Link asChild variant="underline" fontWeight="medium">
              <RouterLink to={PLANS_PATH}>See the plans</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Text textStyle="sm" color="fg.muted">
      <Text as="span" fontWeight="semibold" color="fg">
        {left} of {allowance.monthlyLimit} quotations left this month
      </Text>{' '}
      on the Basic plan (a quotation edited later counts once).{' '}
      <Link asChild variant="underline">
        <RouterLink to={PLANS_PATH}>Send more with Professional</RouterLink>
      </Link>
    </Text>
  );
}

/**
 * The alerts unseen when the tab opened (they are marked seen then, so the tab's count goes): the new
 * requests in the exporter's categories, each shown in the list below on demand.
 */
function useFreshAlerts(): RequirementAlertDto[] {
  const alerts = useRequirementAlerts(true);
  const markSeen = useMarkAlertsSeen();
  const [fresh, setFresh] = useState<RequirementAlertDto[] | null>(null);
  // Captured from the first answer, while rendering (the seen ones answered later must not replace it).
  if (fresh === null && alerts.data) setFresh(alerts.data.items.filter((alert) => !alert.seen));
  const { mutate } = markSeen;
  const unseen = alerts.data?.unseen ?? 0;
  useEffect(() => {
    if (unseen > 0) mutate();
  }, [unseen, mutate]);
  return fresh ?? [];
}

function NewInYourCategories({
  alerts,
  onShow,
}: {
  alerts: RequirementAlertDto[];
  onShow: (alert: RequirementAlertDto) => void;
}) {
  return (
    <Card.Root as="section" variant="subtle" aria-labelledby="new-requests" colorPalette="orange">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Heading id="new-requests" as="h3" size="md">
          {alerts.length === 1 ? '1 new request' : `${alerts.length} new requests`} in your categories
        </Heading>
        <Stack as="ul" listStyleType="none" gap="2">
          {alerts.map((alert) => (
            <chakra.li key={alert.requirementId}>
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {alert.title}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {[alert.categoryName, `posted ${formatDay(alert.postedAt.slice(0, 10))}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Button size="xs" variant="outline" onClick={() => onShow(alert)}>
                  Show it
                </Button>
              </HStack>
            </chakra.li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The exporter's quotations, newest first, with their status. */
function MyQuotations({
  items,
  onEdit,
}: {
  items: MyQuotationDto[];
  onEdit: (response: MyQuotationDto) => void;
}) {
  if (items.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        You have not sent a quotation yet.
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {items.map((response) => {
        const status = QUOTATION_STATUS[response.status];
        return (
          <chakra.li key={response.id} borderWidth="1px" borderRadius="l2" p="3">
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {response.requirement.title}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {quotationPrice(response.quotation)} · valid until{' '}
                  {formatDay(response.quotation.validUntil)}
                </Text>
                {response.declineReason && (
                  <Text textStyle="sm" color="fg.muted">
                    Declined: {response.declineReason}
                  </Text>
                )}
              </Stack>
              <HStack gap="2" flexShrink="0" align="center">
                <Badge
                  colorPalette={status.palette}
                  variant={response.status === 'accepted' ? 'solid' : 'subtle'}
                >
                  {status.label}
                </Badge>
                {response.status === 'pending' && response.requirement.isOpen && (
                  <Button size="xs" variant="outline" onClick={() => onEdit(response)}>
                    Edit
                  </Button>
                )}
                {response.status === 'accepted' && (
                  <Button asChild size="xs" variant="ghost" colorPalette="brand">
                    <RouterLink to="/messages">Messages</RouterLink>
                  </Button>
                )}
              </HStack>
            </Stack>
          </chakra.li>
        );
      })}
    </Stack>
  );
}

/**
 * Buying Requests of an approved exporter: the buyers' open requests (the exporter's main category first,
 * searchable, newest first), each with its template's answers and a quote form; the exporter's own quotations
 * and the month's allowance.
 */
export function OpenRequirementsTab() {
  const products = useMyProducts();
  const categories = useCategoryList();
  const mine = useMyQuotations();
  const productsSettled = !products.isPending;
  const ownCategory = mainCategory(products.data?.products.map((product) => product.categoryId) ?? []);
  // "" is every category; null: not chosen yet (the exporter's own, once its products are read).
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const category = chosenCategory ?? (ownCategory === null ? '' : String(ownCategory));
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const requests = useOpenRequirements(
    { categoryId: category ? Number(category) : null, q, page },
    productsSettled,
  );
  const fresh = useFreshAlerts();
  const [target, setTarget] = useState<QuotationTarget | null>(null);
  const [session, setSession] = useState(0);
  const categoryId = useId();
  const searchId = useId();

  const allowance = mine.data?.allowance;
  const noneLeft =
    allowance !== undefined &&
    allowance.monthlyLimit !== null &&
    allowance.usedThisMonth >= allowance.monthlyLimit;

  const open = (next: QuotationTarget) => {
    setSession((n) => n + 1);
    setTarget(next);
  };
  const quote = (request: OpenRequirementDto) =>
    open({
      requirementId: request.id,
      title: request.title,
      quantityUnit: request.quantityUnit,
      incoterm: request.incoterm,
      targetCurrency: request.targetCurrency,
      response: request.myResponse,
    });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(search.trim());
    setPage(1);
  };

  const list = requests.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / REQUESTS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h3" size="lg">
          Buying requests
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Buyers say what they need; send a quotation they can compare with others. Their company shows once
          they accept yours.
        </Text>
        {allowance && <Allowance allowance={allowance} />}
      </Stack>

      {fresh.length > 0 && (
        <NewInYourCategories
          alerts={fresh}
          onShow={(alert) => {
            // Its title in the search, across categories: the list below shows it with its quote form.
            const words = alert.title.slice(0, TRADE_TERMS_LIMITS.search).trim();
            setChosenCategory('');
            setSearch(words);
            setQ(words);
            setPage(1);
          }}
        />
      )}

      <chakra.form
        onSubmit={submitSearch}
        role="search"
        aria-label="Buying requests"
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        gap="3"
        alignItems={{ md: 'end' }}
      >
        <Stack gap="1" flex="1">
          <chakra.label htmlFor={categoryId} textStyle="sm" fontWeight="medium">
            Category
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={categoryId}
              value={category}
              onChange={(event) => {
                setChosenCategory(event.target.value);
                setPage(1);
              }}
            >
              <option value="">All categories</option>
              {(categories.data ?? []).map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                  {option.id === ownCategory ? ' (your products)' : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Stack gap="1" flex="2">
          <chakra.label htmlFor={searchId} textStyle="sm" fontWeight="medium">
            Search
          </chakra.label>
          <Input
            id={searchId}
            type="search"
            value={search}
            maxLength={TRADE_TERMS_LIMITS.search}
            placeholder="e.g. basmati"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Stack>
        <Button type="submit" variant="outline" colorPalette="brand">
          Search
        </Button>
      </chakra.form>

      {requests.isPending ? (
        <Stack gap="4" aria-busy="true" aria-label="Loading buying requests">
          {[0, 1].map((key) => (
            <Skeleton key={key} height="48" borderRadius="l3" />
          ))}
        </Stack>
      ) : requests.isError ? (
        <StateMessage
          tone="error"
          title="We could not load the buying requests"
          actions={
            <Button variant="outline" onClick={() => requests.refetch()} loading={requests.isRefetching}>
              Try again
            </Button>
          }
        />
      ) : list && list.total === 0 ? (
        <StateMessage title="No open buying requests match">
          {category || q
            ? 'Try all categories or other words; new requests appear here as buyers post them.'
            : 'New requests appear here as buyers post them.'}
        </StateMessage>
      ) : list ? (
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {list.total} open {list.total === 1 ? 'request' : 'requests'}
            {pages > 1 && ` · page ${list.page} of ${pages}`}
          </Text>
          <Stack as="ul" listStyleType="none" gap="4" opacity={requests.isPlaceholderData ? 0.6 : 1}>
            {list.items.map((request) => (
              <li key={request.id}>
                <OpenRequirementCard
                  request={request}
                  allowanceLeft={!noneLeft}
                  onQuote={() => quote(request)}
                />
              </li>
            ))}
          </Stack>
          {pages > 1 && (
            <HStack justify="space-between">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </HStack>
          )}
        </Stack>
      ) : null}

      <Card.Root as="section" variant="outline" aria-labelledby="my-quotes">
        <Card.Body gap="3" p={{ base: '4', md: '5' }}>
          <Heading id="my-quotes" as="h3" size="md">
            My quotes
          </Heading>
          {mine.isPending ? (
            <Skeleton height="16" aria-busy="true" aria-label="Loading your quotations" />
          ) : mine.isError ? (
            <Text textStyle="sm" color="fg.error">
              We could not load your quotations.{' '}
              <Button variant="plain" size="sm" p="0" h="auto" onClick={() => mine.refetch()}>
                Try again
              </Button>
            </Text>
          ) : (
            <MyQuotations
              items={mine.data.items}
              onEdit={(response) =>
                open({
                  requirementId: response.requirementId,
                  title: response.requirement.title,
                  quantityUnit: response.quotation.unit,
                  incoterm: response.quotation.incoterm,
                  targetCurrency: response.quotation.currency,
                  response,
                })
              }
            />
          )}
        </Card.Body>
      </Card.Root>

      <QuotationDialog target={target} session={session} onOpenChange={(next) => !next && setTarget(null)} />
    </Stack>
  );
}
