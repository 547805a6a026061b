import { useLocation, useNavigate } from '@ped/web-kit/ui';
import { useAuth } from '@ped/web-kit';
import { lazy, Suspense, type ComponentProps } from 'react';
import { buyerLoginHref, RESUME_SAVE_PARAM } from './buyerPaths';
import { SaveButton } from './SaveButton';

export interface SaveToggleProps extends Omit<ComponentProps<typeof SaveButton>, 'saved' | 'companyName'> {
  exporter: { id: number; companyName: string };
}

// A buyer's toggle (saved state, saving, removing) is a chunk of its own: the home page's first load, a
// visitor's, carries only this file and SaveButton.
const BuyerSaveToggle = lazy(() => import('./BuyerSaveToggle').then((m) => ({ default: m.BuyerSaveToggle })));

/**
 * Disabled while the sign-in state loads, but not faded: for a visitor (most readers) it then turns into the same
 * button, with nothing changing on screen.
 */
const PENDING = { disabled: true, _disabled: { opacity: 1 } };

/**
 * Save an exporter to the buyer's list (a heart, pressed when saved). A visitor's leads to the buyer sign-in and
 * back, where the save completes; exporters and admins have no list, so they see nothing.
 */
export function SaveToggle({ exporter, ...button }: SaveToggleProps) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { companyName } = exporter;
  // Drawn, disabled, until the sign-in state is known (a server-rendered page shows it so): visitors and buyers,
  // most readers, keep it in place; it goes only for the few exporters and admins.
  const pending = <SaveButton {...button} saved={false} companyName={companyName} {...PENDING} />;
  if (isLoading) return pending;
  if (user && user.role !== 'buyer') return null;
  return user ? (
    <Suspense fallback={pending}>
      <BuyerSaveToggle exporter={exporter} {...button} />
    </Suspense>
  ) : (
    <SaveButton
      {...button}
      saved={false}
      companyName={companyName}
      onClick={() => navigate(buyerLoginHref(location, RESUME_SAVE_PARAM, exporter.id, 'save-exporter'))}
    />
  );
}
