import { useTranslation } from '@/lib/i18n';
import { BrandMark, Spinner } from '@/design-system';
import styles from './loading-screen.module.css';

interface LoadingScreenProps {
  /** The language file failed and English is used; says so while loading continues. @default false */
  hasLanguageFailed?: boolean;
}

/** Shown until the language file and the authentication check both finish (spec part 1 §2). */
export function LoadingScreen({ hasLanguageFailed = false }: LoadingScreenProps) {
  const { t } = useTranslation('boot');
  return (
    <main className={styles.screen} aria-busy="true">
      <span className={styles.mark}>
        <BrandMark size={48} />
      </span>
      <Spinner size="lg" aria-label={t('loading')} />
      <p className={styles.label}>{t('loading')}</p>
      {hasLanguageFailed && (
        <p role="alert" className={styles.error}>
          {t('languageFileFailed')}
        </p>
      )}
    </main>
  );
}
