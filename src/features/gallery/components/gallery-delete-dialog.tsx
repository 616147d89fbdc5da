import { useTranslation } from '@/lib/i18n';
import { AlertDialog } from '@/design-system';

export interface GalleryDeleteDialogProps {
  /** How many creations would be deleted. */
  count: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Deletes them; the dialog stays open with a pending button until the promise settles. */
  onConfirm: () => Promise<unknown>;
  /** Shows the confirm button pending, while the caller's own work runs. @default false */
  isPending?: boolean;
}

/** 'Delete creations?' before the gallery deletes for good; it loads with the press that opens it. */
export function GalleryDeleteDialog({ count, ...props }: GalleryDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      {...props}
      title={t('galleryScreen.deleteTitle')}
      confirmLabel={t('galleryScreen.delete')}
      cancelLabel={t('galleryScreen.cancel')}
      variant="destructive"
    >
      {t('galleryScreen.deleteText', { count })}
    </AlertDialog>
  );
}
