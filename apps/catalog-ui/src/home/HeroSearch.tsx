import { Box, Button, Stack, VisuallyHidden, useNavigate } from '@ped/web-kit/ui';
import { PlainInput, PlainSelect } from '../common/PlainFields';
import { useId, type FormEvent } from 'react';
import { useCategories } from './useCategories';

/** Search by text and category; goes to /browse?search=…&categoryId=… */
export function HeroSearch() {
  const navigate = useNavigate();
  const { data: categories } = useCategories();
  const searchId = useId();
  const categoryFieldId = useId();

  // Read from the form, not from state: what a visitor typed into the server-rendered form before the page
  // hydrated is in the DOM only.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const search = String(form.get('search') ?? '').trim();
    const categoryId = String(form.get('categoryId') ?? '');
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    if (categoryId) params.set('categoryId', categoryId);
    const query = params.toString();
    navigate(query ? `/browse?${query}` : '/browse');
  };

  return (
    <Box asChild mt="8" maxW="3xl" bg="bg" borderRadius="lg" p="3" boxShadow="lg">
      {/* action, method and names: a server-rendered page searches before (or without) its scripts. */}
      <form role="search" action="/browse" method="get" onSubmit={submit}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <VisuallyHidden asChild>
            <label htmlFor={searchId}>Search exporters or products</label>
          </VisuallyHidden>
          <PlainInput
            id={searchId}
            name="search"
            type="search"
            placeholder="Search exporters or products"
            color="fg"
            flex={{ md: '2' }}
          />
          <VisuallyHidden asChild>
            <label htmlFor={categoryFieldId}>Category</label>
          </VisuallyHidden>
          <PlainSelect
            rootProps={{ flex: { md: '1' }, minW: { md: '48' } }}
            id={categoryFieldId}
            name="categoryId"
            defaultValue=""
            color="fg"
          >
            <option value="">All</option>
            {categories?.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </PlainSelect>
          <Button type="submit" colorPalette="brand">
            Search
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
