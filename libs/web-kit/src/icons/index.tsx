// `@ped/web-kit/icons`: the site's icons, drawn once for every app (the password toggle's own two stay with it). Not a Module Federation share (see
// tools/rspack/module-federation.mjs): each app bundles only the icons it imports (each definition is a pure
// call, so the others are dropped) and no first load fetches the whole set. They hold no state, so a copy per
// app is harmless; `createIcon` itself comes from the shared `@ped/web-kit/ui`.
import { createIcon } from '@ped/web-kit/ui';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SearchIcon = /* @__PURE__ */ createIcon({
  displayName: 'SearchIcon',
  defaultProps: stroke,
  path: [<circle key="c" cx="11" cy="11" r="8" />, <path key="p" d="m21 21-4.3-4.3" />],
});

export const ChevronDownIcon = /* @__PURE__ */ createIcon({
  displayName: 'ChevronDownIcon',
  defaultProps: stroke,
  path: <path d="m6 9 6 6 6-6" />,
});

export const MenuIcon = /* @__PURE__ */ createIcon({
  displayName: 'MenuIcon',
  defaultProps: stroke,
  path: [<path key="a" d="M4 6h16" />, <path key="b" d="M4 12h16" />, <path key="c" d="M4 18h16" />],
});

export const MailIcon = /* @__PURE__ */ createIcon({
  displayName: 'MailIcon',
  defaultProps: stroke,
  path: [<rect key="r" x="2" y="4" width="20" height="16" rx="2" />, <path key="p" d="m22 7-10 6L2 7" />],
});

export const PhoneIcon = /* @__PURE__ */ createIcon({
  displayName: 'PhoneIcon',
  defaultProps: stroke,
  path: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  ),
});

export const MapPinIcon = /* @__PURE__ */ createIcon({
  displayName: 'MapPinIcon',
  defaultProps: stroke,
  path: [
    <path key="p" d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />,
    <circle key="c" cx="12" cy="10" r="3" />,
  ],
});

export const GlobeIcon = /* @__PURE__ */ createIcon({
  displayName: 'GlobeIcon',
  defaultProps: stroke,
  path: [
    <circle key="c" cx="12" cy="12" r="10" />,
    <path key="a" d="M2 12h20" />,
    <path
      key="b"
      d="M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z"
    />,
  ],
});

export const CheckIcon = /* @__PURE__ */ createIcon({
  displayName: 'CheckIcon',
  defaultProps: stroke,
  path: <path d="M20 6 9 17l-5-5" />,
});

export const ClockIcon = /* @__PURE__ */ createIcon({
  displayName: 'ClockIcon',
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="M12 6v6l4 2" />],
});

export const LinkedInIcon = /* @__PURE__ */ createIcon({
  displayName: 'LinkedInIcon',
  d: 'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
});

export const TwitterIcon = /* @__PURE__ */ createIcon({
  displayName: 'TwitterIcon',
  d: 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.59l5.24 6.93 6.07-6.93zm-1.29 19.5h2.04L6.49 3.24H4.3l13.31 17.41z',
});

export const FacebookIcon = /* @__PURE__ */ createIcon({
  displayName: 'FacebookIcon',
  d: 'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z',
});
