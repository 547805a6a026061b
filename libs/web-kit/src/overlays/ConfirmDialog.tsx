import {
  isValidElement,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Button, CloseButton, Portal, Text } from '@ped/web-kit/ui';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape or the close button (the caller closes it after confirming, when it is done). */
  onClose: () => void;
  /** The question: "Remove exporter?". It names the dialog. */
  title: ReactNode;
  /** What follows: text is set as a paragraph, an element (a list…) as it is. */
  children?: ReactNode;
  /** The action, on the confirming button: "Remove". */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The action is being sent: the confirming button spins, saying `pendingLabel` ("Removing…") if given. */
  pending?: boolean;
  pendingLabel?: string;
  /** The confirming button's colour: red for what cannot be undone. */
  colorPalette?: ComponentProps<typeof Button>['colorPalette'];
  cancelLabel?: string;
  size?: ComponentProps<typeof Dialog.Root>['size'];
  /** A close button in the corner too. */
  closeButton?: boolean;
  /**
   * Where focus goes once it is closed: the button that opened it, when that is not a `Dialog.Trigger` (Safari and
   * a tap do not focus a clicked button, so the element focused before opening may not be it).
   */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * "Are you sure?": a centred alert dialog asking `title`, with Cancel (focused first, unless there is a close
 * button, so Enter or a stray tap keeps things as they are) and the action. Closing keeps showing what it
 * showed while it animates out only if the caller keeps it (see `useLastValue`).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending = false,
  pendingLabel,
  colorPalette = 'red',
  cancelLabel = 'Cancel',
  size = 'sm',
  closeButton = false,
  finalFocusEl,
}: ConfirmDialogProps) {
  const bodyId = useId();
  const hasBody = children !== undefined && children !== null && children !== false;
  // Cancel takes focus as it appears, not a frame later when the focus trap starts; what was focused before is
  // kept, for focus to go back there on closing (unless `finalFocusEl` says where). The trap would give focus back
  // only if it had started: closed at once, the dialog does it itself.
  const content = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusCancel = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    const focused = button.ownerDocument.activeElement;
    // (Attached twice in Strict Mode: the second time, Cancel is focused.)
    if (focused !== button)
      opener.current =
        focused instanceof HTMLElement && focused !== button.ownerDocument.body ? focused : null;
    button.focus({ preventScroll: true });
  }, []);
  const returnFocus = useEffectEvent(() => {
    const target = finalFocusEl?.() ?? opener.current;
    opener.current = null;
    // After the dialog's machine has closed (its microtask is queued first), unless focus went elsewhere since.
    queueMicrotask(() => {
      const focused = target?.ownerDocument.activeElement;
      const lost = !focused || focused === target?.ownerDocument.body || content.current?.contains(focused);
      if (target?.isConnected && lost) target.focus({ preventScroll: true });
    });
  });
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) returnFocus();
    wasOpen.current = open;
  }, [open]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      role="alertdialog"
      size={size}
      finalFocusEl={() => finalFocusEl?.() ?? opener.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The margin keeps it off a phone's edges. */}
          <Dialog.Content ref={content} mx="4" aria-describedby={hasBody ? bodyId : undefined}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {hasBody && (
              <Dialog.Body id={bodyId}>
                {isValidElement(children) ? children : <Text>{children}</Text>}
              </Dialog.Body>
            )}
            <Dialog.Footer>
              {/* Not a Dialog.ActionTrigger, whose close waits for the dialog's machine: closed at once, focus is back
                  where it was when the click is done. */}
              <Button ref={closeButton ? undefined : focusCancel} variant="outline" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={colorPalette}
                onClick={onConfirm}
                loading={pending}
                loadingText={pendingLabel}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
