import { Button, useLocation, useNavigate, useSearchParams } from '@ped/web-kit/ui';
import { apiErrorMessage, toast, useAuth } from '@ped/web-kit';
import { CheckIcon } from '@ped/web-kit/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListFilters } from '../browse/listFilters';
import { buyerLoginHref } from './buyerPaths';
import { savedSearchFilters } from './savedSearchFilters';
import { isBuyer, RESUME_SAVE_SEARCH_PARAM, SAVED_TAB_PATH } from './savedTab';
import { useSaveSearch } from './useSaveSearch';

/**
 * "Save this search" on /browse: a buyer keeps the current filters (the dashboard's Saved tab lists them with
 * how many exporters match and how many are new). A visitor goes to the buyer sign-in and back, where the
 * search is saved; exporters and admins do not see it.
 */
export function SaveSearchButton({ filters }: { filters: ListFilters }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const save = useSaveSearch();
  const { mutate } = save;
  const wanted = JSON.stringify(savedSearchFilters(filters));
  // The filters last saved from this page: the button says so until they change.
  const [savedFilters, setSavedFilters] = useState<string | null>(null);
  const buyer = isBuyer(user);

  const saveNow = useCallback(
    () =>
      mutate(
        { filters: JSON.parse(wanted) },
        {
          onSuccess: (search) => {
            setSavedFilters(wanted);
            void toast({
              title: 'Search saved',
              description: `"${search.name}" is in your saved searches.`,
              action: { label: 'View saved searches', onClick: () => navigate(SAVED_TAB_PATH) },
            });
          },
          onError: (error) =>
            void toast({
              title: 'Error',
              description: apiErrorMessage(error, 'Failed to save the search. Please try again.'),
              variant: 'destructive',
            }),
        },
      ),
    [mutate, wanted, navigate],
  );

  // Back from the sign-in a visitor's click led to: save once, and take the request out of the address.
  const resumed = useRef(false);
  const resume = buyer && params.get(RESUME_SAVE_SEARCH_PARAM) === '1';
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    saveNow();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESUME_SAVE_SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [resume, saveNow, setParams]);

  if (isLoading || (user && !buyer)) return null;
  // Once these filters are saved the same button (focus stays on it) leads to the saved searches instead.
  const saved = savedFilters === wanted;
  return (
    <Button
      size="sm"
      variant={saved ? 'subtle' : 'outline'}
      colorPalette="brand"
      loading={save.isPending}
      title={saved ? 'View your saved searches' : undefined}
      onClick={() => {
        if (saved) navigate(SAVED_TAB_PATH);
        else if (buyer) saveNow();
        else navigate(buyerLoginHref(location, RESUME_SAVE_SEARCH_PARAM, '1', 'save-search'));
      }}
    >
      {saved ? (
        <>
          <CheckIcon aria-hidden /> Search saved
        </>
      ) : (
        'Save this search'
      )}
    </Button>
  );
}
