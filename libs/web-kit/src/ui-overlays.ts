// `@ped/web-kit/ui-overlays`: the Chakra components built on zag state machines (dialog, drawer, menu, tabs,
// checkbox, switch, toast, avatar) with their focus traps and floating-ui positioning, ~40 KB gzipped that no page
// needs for its first paint, and what is built on them (ConfirmDialog: every app's "are you sure?"). A Module
// Federation singleton of its own, so it is fetched only when a module importing it loads: import it only from
// modules that are themselves loaded lazily (a lazy page, or a component behind `lazyOverlay`), never from anything
// the first paint renders.
//
// The shell registers its shared modules before any remote, so in the site this and `@ped/web-kit/ui` come
// from the same build and share one Chakra instance (context, system, emotion cache); a remote running alone
// provides both itself.
import {
  Avatar as ChakraAvatar,
  Checkbox as ChakraCheckbox,
  Drawer as ChakraDrawer,
  Menu as ChakraMenu,
  Switch as ChakraSwitch,
  Tabs as ChakraTabs,
  Toast as ChakraToast,
} from '@chakra-ui/react';
import {
  avatarSlotRecipe,
  checkboxSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { withRecipe } from './theme/withRecipe';

export { CheckboxGroup, Toaster, createToaster } from '@chakra-ui/react';
// Dialog is defined apart so that the dialogs built on it here can import it without a cycle.
export { Dialog } from './overlays/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './overlays/ConfirmDialog';
export { useLastValue } from './overlays/useLastValue';

// A focused tab's ring is drawn inside the tab: Chakra's, outside it, is cut off by a tab list that scrolls
// (overflowX="auto", as the profile's on a phone).
const chakraTrigger = tabsSlotRecipe.base?.trigger;
const tabsRecipe: typeof tabsSlotRecipe = {
  ...tabsSlotRecipe,
  base: {
    ...tabsSlotRecipe.base,
    trigger: { ...chakraTrigger, _focusVisible: { ...chakraTrigger?._focusVisible, outlineOffset: '-2px' } },
  },
};

// Their recipes come with them (see withRecipe), not in the eager system.
export const Avatar = { ...ChakraAvatar, Root: withRecipe(ChakraAvatar.Root, avatarSlotRecipe) };
export const Checkbox = { ...ChakraCheckbox, Root: withRecipe(ChakraCheckbox.Root, checkboxSlotRecipe) };
export const Drawer = { ...ChakraDrawer, Root: withRecipe(ChakraDrawer.Root, drawerSlotRecipe) };
export const Menu = { ...ChakraMenu, Root: withRecipe(ChakraMenu.Root, menuSlotRecipe) };
export const Switch = { ...ChakraSwitch, Root: withRecipe(ChakraSwitch.Root, switchSlotRecipe) };
export const Tabs = { ...ChakraTabs, Root: withRecipe(ChakraTabs.Root, tabsRecipe) };
export const Toast = { ...ChakraToast, Root: withRecipe(ChakraToast.Root, toastSlotRecipe) };
