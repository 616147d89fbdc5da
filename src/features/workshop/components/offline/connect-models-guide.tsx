import { Check, Copy, Cpu, KeyRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog, IconButton, Modal } from '@/design-system';
import styles from './offline.module.css';

/** The commands as an operator types them; settings and commands read the same in every language. */
const commands = {
  comfyui: 'COMFYUI_URL=http://127.0.0.1:8188 npm start',
  runware: 'RUNWARE_API_KEY=… npm start',
};

/** A command to type, with a button that copies it (nothing is claimed when the browser refuses the clipboard). */
function Command({ text }: { text: string }) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={styles.command}>
      <pre dir="ltr">
        <code>{text}</code>
      </pre>
      <IconButton
        aria-label={isCopied ? t('workshop.offline.guide.copied') : t('workshop.offline.guide.copy')}
        hasTooltip
        size="sm"
        variant="ghost"
        onPress={() => void copy()}
      >
        {isCopied ? <Check /> : <Copy />}
      </IconButton>
    </div>
  );
}

function Way({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className={styles.way}>
      <h3 className={styles.wayTitle}>
        <span className={styles.wayIcon} aria-hidden="true">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

export interface ConnectModelsGuideProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A short guide, in the product, to what the README says about real models: the operator's own GPU through ComfyUI,
 * or a Runware key, and which of them serves a run. Settings belong to whoever runs the studio, so it says so.
 */
export function ConnectModelsGuide({ isOpen, onOpenChange }: ConnectModelsGuideProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog
        title={t('workshop.offline.guide.title')}
        footer={
          <Button variant="primary" slot="close">
            {t('workshop.offline.guide.close')}
          </Button>
        }
      >
        <div className={styles.guide}>
          <p>{t('workshop.offline.guide.intro')}</p>
          <Way icon={<Cpu size={18} />} title={t('workshop.offline.guide.comfyTitle')}>
            <p>{t('workshop.offline.guide.comfyStart')}</p>
            <Command text={commands.comfyui} />
            <p>{t('workshop.offline.guide.comfyPrivate')}</p>
            <p>{t('workshop.offline.guide.comfyModels')}</p>
          </Way>
          <Way icon={<KeyRound size={18} />} title={t('workshop.offline.guide.runwareTitle')}>
            <p>{t('workshop.offline.guide.runwareStart')}</p>
            <Command text={commands.runware} />
            <p>{t('workshop.offline.guide.runwareTemplates')}</p>
          </Way>
          <p className={styles.guideNote}>{t('workshop.offline.guide.order')}</p>
          <p className={styles.guideNote}>{t('workshop.offline.guide.readme')}</p>
        </div>
      </Dialog>
    </Modal>
  );
}
