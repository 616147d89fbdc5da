import { useTranslation } from '@/lib/i18n';
import { Link } from '@/design-system';
import styles from './not-found-page.module.css';

const notFoundStatus = 404;

interface NotFoundPageProps {
  /** Where the link back leads: the workshop. */
  workshopHref: string;
}

/** Any unknown path (spec part 1 §2): 'Page Not Found' with a link back to the workshop. */
export function NotFoundPage({ workshopHref }: NotFoundPageProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {notFoundStatus}
      </p>
      <h1 className={styles.title}>{t('app.notFound.title')}</h1>
      <p className={styles.description}>{t('app.notFound.description')}</p>
      <Link href={workshopHref} variant="standalone">
        {t('app.notFound.backToWorkshop')}
      </Link>
    </main>
  );
}
