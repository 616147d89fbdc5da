import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { IconButton } from '../icon-button';
import { withClassName } from '../utils';
import styles from './toast.module.css';
import { toastQueue, type ToastContent, type ToastVariant } from './toast-queue';

const icons: Record<ToastVariant, typeof Info> = { success: CircleCheck, error: CircleAlert, info: Info };

export interface ToastRegionProps extends Omit<RACToastRegionProps<ToastContent>, 'queue' | 'children'> {
  /** The queue to show; stories and tests pass their own. @default toastQueue */
  queue?: ToastQueue<ToastContent>;
}

/**
 * Where toasts appear: the top end corner (top right, top left in Arabic), newest on top. Render it once near
 * the root; React Aria makes it a landmark (F6 reaches it), pauses timers on hover or focus, and keeps focus sane
 * when a toast closes.
 */
export function ToastRegion({ queue = toastQueue, className, ...props }: ToastRegionProps) {
  const { t } = useTranslation();
  return (
    <RACToastRegion {...props} queue={queue} className={withClassName(styles.region, className)}>
      {({ toast }) => {
        const Icon = icons[toast.content.variant];
        return (
          <RACToast toast={toast} data-variant={toast.content.variant} className={styles.toast}>
            <Icon className={styles.icon} aria-hidden="true" />
            <RACToastContent className={styles.content}>
              <Text slot="title">{toast.content.message}</Text>
            </RACToastContent>
            <IconButton slot="close" size="sm" aria-label={t('designSystem.dismiss')} className={styles.close}>
              <X />
            </IconButton>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
