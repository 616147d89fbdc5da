import { useTranslation } from '@/lib/i18n';
import { Link } from '@/design-system';
import { InlineNotice } from '../inline-notice';

/** Spec part 1 §5: without the create permission and with no keys, the upgrade message and a way to /billing. */
export function ApiKeysUpgrade({ billingHref, message }: { billingHref: string; message: string }) {
  const { t } = useTranslation();
  return (
    <InlineNotice tone="info" isLive={false}>
      <p>{message}</p>
      <div>
        <Link href={billingHref} variant="button">
          {t('account.apiKeys.upgrade')}
        </Link>
      </div>
    </InlineNotice>
  );
}
