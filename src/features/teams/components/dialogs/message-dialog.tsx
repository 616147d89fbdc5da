import { DeferredOverlay } from '@/design-system';
import { preloadable } from '@/lib/lazy';
import type { MessageModalProps } from './message-modal';

const MessageModal = preloadable(async () => (await import('./message-modal')).MessageModal);

export type MessageDialogProps = MessageModalProps;

/**
 * The team pages' error dialog (spec part 1 §2, §8): 'An Error Occurred' with the message and OK. 'Access Revoked'
 * uses it with its own title. The modal's code loads when a message first shows, not with the team pages.
 */
export function MessageDialog(props: MessageDialogProps) {
  return (
    <DeferredOverlay isOpen={props.message !== null}>
      <MessageModal {...props} />
    </DeferredOverlay>
  );
}
