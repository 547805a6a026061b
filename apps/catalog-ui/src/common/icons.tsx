import { createIcon } from '@ped/web-kit/ui';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const MailIcon = createIcon({
  displayName: 'MailIcon',
  defaultProps: stroke,
  path: [<rect key="r" x="2" y="4" width="20" height="16" rx="2" />, <path key="p" d="m22 7-10 6L2 7" />],
});

export const PhoneIcon = createIcon({
  displayName: 'PhoneIcon',
  defaultProps: stroke,
  path: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  ),
});

export const MapPinIcon = createIcon({
  displayName: 'MapPinIcon',
  defaultProps: stroke,
  path: [
    <path key="p" d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />,
    <circle key="c" cx="12" cy="10" r="3" />,
  ],
});

export const GlobeIcon = createIcon({
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

export const CheckIcon = createIcon({
  displayName: 'CheckIcon',
  defaultProps: stroke,
  path: <path d="M20 6 9 17l-5-5" />,
});

export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="M12 6v6l4 2" />],
});
