import { Languages } from 'lucide-react';
import { Button, toast } from '@/design-system';
import { isLanguage, useChangeLanguage, useTranslation } from '@/lib/i18n';

/** Switches between English and Arabic; the button names the language it switches to, in that language. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const next = current === 'en' ? 'ar' : 'en';

  async function handlePress() {
    const result = await changeLanguage(next);
    if (result.hasFailed) toast.error(t('app.languageFileFailed'));
  }

  return (
    <Button variant="ghost" size="sm" onPress={() => void handlePress()} lang={next}>
      <Languages size={16} aria-hidden="true" />
      {next === 'ar' ? t('common.languageArabic') : t('common.languageEnglish')}
    </Button>
  );
}
