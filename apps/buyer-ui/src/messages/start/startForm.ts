import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES as M } from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';
import type { StartConversation } from '../useConversations';

/** The New Conversation dialog's fields, as the form holds them. */
export interface StartValues {
  /** The chosen exporter's id as text; "" for none yet. */
  exporterId: string;
  /** Its company name, shown once chosen. */
  exporterName: string;
  subject: string;
  initialMessage: string;
}

export const EMPTY_START: StartValues = { exporterId: '', exporterName: '', subject: '', initialMessage: '' };

/** The spec's rules and texts (the server's own): exporter, subject 1-255, an initial message. */
export function validateStart(values: StartValues): FieldErrors<StartValues> {
  const errors: FieldErrors<StartValues> = {};
  const exporterId = Number(values.exporterId);
  if (!values.exporterId || !Number.isInteger(exporterId) || exporterId < 1)
    errors.exporterId = M.exporterRequired;
  const subject = values.subject.trim();
  if (!subject) errors.subject = M.subjectRequired;
  else if (subject.length > CONVERSATION_LIMITS.subject) errors.subject = M.subjectTooLong;
  const message = values.initialMessage.trim();
  if (!message) errors.initialMessage = M.initialMessageRequired;
  else if (message.length > CONVERSATION_LIMITS.message) errors.initialMessage = M.messageTooLong;
  return errors;
}

export function toStartCommand(values: StartValues): StartConversation {
  return {
    exporterId: Number(values.exporterId),
    subject: values.subject.trim(),
    initialMessage: values.initialMessage.trim(),
  };
}
