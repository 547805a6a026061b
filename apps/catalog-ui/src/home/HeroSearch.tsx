import {
  Box,
  Button,
  Stack,
  VisuallyHidden,
  chakra,
  useNavigate,
  useRecipe,
  useSlotRecipe,
} from '@ped/web-kit/ui';
import { ChevronDownIcon } from '@ped/web-kit/icons';
import { useId, useState, type FormEvent } from 'react';
import { useCategories } from './useCategories';

/** The search box of the static hero the shell paints until this one renders (apps/shell/src/index.html). */
const bootSearch = () => document.getElementById('boot-search') as HTMLInputElement | null;

/**
 * Search by text and category; goes to /browse?search=…&categoryId=… Plain elements styled with Chakra's input and
 * native select recipes: the components themselves bring Ark's field machinery, which no first paint needs.
 */
export function HeroSearch() {
  const inputStyles = useRecipe({ key: 'input' })();
  const selectStyles = useSlotRecipe({ key: 'nativeSelect' })();
  const navigate = useNavigate();
  const { data: categories } = useCategories();
  // What the visitor typed before React took over stays typed (the static hero is removed once this renders).
  const [search, setSearch] = useState(() => bootSearch()?.value ?? '');
  const [categoryId, setCategoryId] = useState('');
  const searchId = useId();
  const categoryFieldId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (search.trim()) params.set('search', search.trim());
    if (categoryId) params.set('categoryId', categoryId);
    const query = params.toString();
    navigate(query ? `/browse?${query}` : '/browse');
  };

  return (
    <Box asChild mt="8" maxW="3xl" bg="bg" borderRadius="lg" p="3" boxShadow="lg">
      <form role="search" onSubmit={submit}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <VisuallyHidden asChild>
            <label htmlFor={searchId}>Search exporters or products</label>
          </VisuallyHidden>
          <chakra.input
            css={inputStyles}
            id={searchId}
            type="search"
            placeholder="Search exporters or products"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            color="fg"
            flex={{ md: '2' }}
          />
          <VisuallyHidden asChild>
            <label htmlFor={categoryFieldId}>Category</label>
          </VisuallyHidden>
          <chakra.div css={selectStyles.root} flex={{ md: '1' }} minW={{ md: '48' }}>
            <chakra.select
              css={selectStyles.field}
              id={categoryFieldId}
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              color="fg"
            >
              <option value="">All</option>
              {categories?.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </chakra.select>
            <chakra.div css={selectStyles.indicator}>
              <ChevronDownIcon />
            </chakra.div>
          </chakra.div>
          <Button type="submit" colorPalette="brand">
            Search
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
