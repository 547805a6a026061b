// `@ped/web-kit/ui-overlays`: the Chakra components built on zag state machines (dialog, drawer, menu, tabs,
// checkbox, toast, avatar) with their focus traps and floating-ui positioning, ~40 KB gzipped that no page needs for
// its first paint. A Module Federation singleton of its own, so it is fetched only when a module importing it
// loads: import it only from modules that are themselves loaded lazily (a lazy page, or a component behind
// `lazyOverlay`), never from anything the first paint renders.
//
// The shell registers its shared modules before any remote, so in the site this and `@ped/web-kit/ui` come
// from the same build and share one Chakra instance (context, system, emotion cache); a remote running alone
// provides both itself.
export {
  Avatar,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Drawer,
  Menu,
  Tabs,
  Toast,
  Toaster,
  createToaster,
} from '@chakra-ui/react';
