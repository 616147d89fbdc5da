import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './workshop-placeholder.module.css';

/** The workshop route before the generation engine lands: says honestly what comes next. */
export function WorkshopPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className={styles.empty} aria-labelledby="workshop-title">
      <Sparkles size={32} aria-hidden="true" className={styles.icon} />
      <h1 id="workshop-title" className={styles.title}>
        {t('shell.workshop.title')}
      </h1>
      <p className={styles.text}>{t('shell.workshop.comingNext')}</p>
    </section>
  );
}
