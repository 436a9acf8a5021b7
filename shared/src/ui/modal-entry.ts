// '@niec/shared/modal': the dialog. A singleton of its own (build/create-webpack-config.cjs), apart from
// the main entry, so only the pages that open dialogs fetch it.
export { Modal, type ModalProps } from './modal';
