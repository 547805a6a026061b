import { Portal, Stack } from '@ped/web-kit/ui';
import { Toast, Toaster } from '@ped/web-kit/ui-overlays';
import { useEffect } from 'react';
import { markToastAreaMounted } from './toast';
import { toaster } from './toaster';

/** The toast area: title, description, optional action and a close button. */
export function ToastArea() {
  useEffect(markToastAreaMounted, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }}>
            {item.type === 'error' && <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {/* Chakra dims the description (opacity 0.8): white on an error toast's red fell to 3.5:1. */}
              {item.description && <Toast.Description opacity="1">{item.description}</Toast.Description>}
            </Stack>
            {item.action && <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger>}
            {item.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
