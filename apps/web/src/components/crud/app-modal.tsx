import { Drawer, type DrawerProps, Modal, type ModalProps } from 'antd';
import { DIALOG_WIDTH, DRAWER_WIDTH } from '../schema/overlay.ts';

/** A dialog of the app: 580 px wide unless the caller names another width (requirements §9). */
export function AppModal({ width = DIALOG_WIDTH, ...props }: ModalProps) {
  return <Modal width={width} {...props} />;
}

/** A drawer of the app: 900 px wide unless the caller names another size (requirements §9). */
export function AppDrawer({ size = DRAWER_WIDTH, ...props }: DrawerProps) {
  return <Drawer size={size} {...props} />;
}
