export { afterDialogsClose, dialogHistorySettled } from './dialog-history';
export { withCloseOnBack } from './close-on-back';
export { Modal } from './modal';
export type { ModalProps } from './modal';
