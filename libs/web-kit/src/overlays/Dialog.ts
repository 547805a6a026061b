// Chakra's Dialog with its recipe, for `../ui-overlays.ts` and the dialogs built on it here (`./ConfirmDialog.tsx`),
// which cannot import it from `../ui-overlays.ts` without a cycle. Like that module, it is loaded lazily: import it
// only from modules that no first paint needs.
// eslint-disable-next-line no-restricted-imports -- a part of `../ui-overlays.ts`, the door to Chakra's overlays
import { Dialog as ChakraDialog } from '@chakra-ui/react';
// eslint-disable-next-line no-restricted-imports -- its recipe comes with it (see withRecipe)
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../theme/withRecipe';

export const Dialog = { ...ChakraDialog, Root: withRecipe(ChakraDialog.Root, dialogSlotRecipe) };
