import { createIcon } from '@ped/web-kit/ui';

// The exporter table's action icons (lucide's shapes); each button carries its own label.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ApproveIcon = createIcon({
  displayName: 'ApproveIcon',
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="m9 12 2 2 4-4" />],
});

export const RejectIcon = createIcon({
  displayName: 'RejectIcon',
  defaultProps: stroke,
  path: [
    <circle key="c" cx="12" cy="12" r="10" />,
    <path key="a" d="m15 9-6 6" />,
    <path key="b" d="m9 9 6 6" />,
  ],
});

export const VerifyIcon = createIcon({
  displayName: 'VerifyIcon',
  defaultProps: stroke,
  path: [
    <path
      key="s"
      d="M20 13c0 5-3.5 7.5-7.7 9a1 1 0 0 1-.6 0C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.2-2.7a1.2 1.2 0 0 1 1.6 0C14.5 3.8 17 5 19 5a1 1 0 0 1 1 1z"
    />,
    <path key="c" d="m9 12 2 2 4-4" />,
  ],
});

export const UnverifyIcon = createIcon({
  displayName: 'UnverifyIcon',
  defaultProps: stroke,
  path: [
    <path
      key="s"
      d="M20 13c0 5-3.5 7.5-7.7 9a1 1 0 0 1-.6 0C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.2-2.7a1.2 1.2 0 0 1 1.6 0C14.5 3.8 17 5 19 5a1 1 0 0 1 1 1z"
    />,
    <path key="x" d="m9.5 9.5 5 5m0-5-5 5" />,
  ],
});

export const RemoveIcon = createIcon({
  displayName: 'RemoveIcon',
  defaultProps: stroke,
  path: [
    <path key="a" d="M3 6h18" />,
    <path key="b" d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />,
    <path key="c" d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
  ],
});
