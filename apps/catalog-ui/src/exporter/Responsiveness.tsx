import { Text } from '@ped/web-kit/ui';
import { responsivenessText } from './responsivenessText';

/** The exporter's response figures in one line; nothing until it has enough inquiries for them. */
export function Responsiveness({
  responseRate,
  medianResponseMinutes,
  textStyle = 'sm',
}: {
  responseRate: number | null;
  medianResponseMinutes: number | null;
  textStyle?: string;
}) {
  const text = responsivenessText(responseRate, medianResponseMinutes);
  if (text === null) return null;
  return (
    <Text
      textStyle={textStyle}
      color="fg.muted"
      data-testid="responsiveness"
      title="Share of inquiries and conversations of the last 90 days answered within 24 hours, and the median time to the first answer"
    >
      {text}
    </Text>
  );
}
