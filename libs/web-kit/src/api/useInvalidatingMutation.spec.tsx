import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { useInvalidatingMutation } from './useInvalidatingMutation';

function Things({ fail }: { fail: boolean }) {
  const [reads, setReads] = useState(0);
  const things = useQuery({
    queryKey: ['/api/things', { page: 1 }],
    queryFn: async () => {
      setReads((n) => n + 1);
      return `read ${reads + 1}`;
    },
  });
  const queryClient = useQueryClient();
  const [seenOnSuccess, setSeenOnSuccess] = useState('');
  const add = useInvalidatingMutation({
    mutationFn: async () => {
      if (fail) throw new Error('refused');
      return 'ok';
    },
    invalidates: [['/api/things']],
  });
  return (
    <>
      <p>{things.data ?? 'loading'}</p>
      <p>{seenOnSuccess}</p>
      <button
        type="button"
        onClick={() =>
          add.mutate(undefined, {
            onSuccess: () =>
              setSeenOnSuccess(`after: ${queryClient.getQueryData(['/api/things', { page: 1 }])}`),
          })
        }
      >
        Add
      </button>
      {add.isError && <p>failed</p>}
    </>
  );
}

describe('useInvalidatingMutation', () => {
  it('reads the queries under its keys again, and reports success only once the page shows the change', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Things fail={false} />);
    await screen.findByText('read 1');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('read 2');
    expect(await screen.findByText('after: read 2')).toBeTruthy();
  });

  it('invalidates nothing when the change fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Things fail />);
    await screen.findByText('read 1');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('failed');
    expect(screen.getByText('read 1')).toBeTruthy();
  });
});
