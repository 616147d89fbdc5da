import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog, Modal, SearchField, Tab, TabList, TabPanel, Tabs } from '@/design-system';
import { generationLimits } from '@/domain/generation';
import { useDebouncedValue } from '@/lib/hooks';
import type { AssetItem, AssetSource } from '../../state/asset-items';
import { AssetGrid } from './asset-grid';
import { useCreationAssets, useUploadAssets } from './asset-lists';
import styles from './asset-library.module.css';

export interface AssetLibraryProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The picture chosen for the input; the library closes after it. */
  onPick: (asset: AssetItem) => void;
}

/**
 * The asset library (spec part 2 §2): the user's uploads and creations, 40 a page, searched 500 ms after typing
 * stops, from which a picture becomes an image input without uploading it again.
 */
export function AssetLibrary({ isOpen, onOpenChange, onPick }: AssetLibraryProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <AssetLibraryDialog
        onPick={(asset) => {
          onPick(asset);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}

/** Mounted only while open, so the lists load when the library is opened and a new visit starts unfiltered. */
function AssetLibraryDialog({ onPick }: Pick<AssetLibraryProps, 'onPick'>) {
  const { t } = useTranslation();
  const [source, setSource] = useState<AssetSource>('uploads');
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, generationLimits.searchDebounceMs);
  const uploads = useUploadAssets(settledSearch, source === 'uploads');
  const creations = useCreationAssets(settledSearch, source === 'creations');
  const emptyKey = settledSearch.trim() ? 'media.assetLibrary.noMatches' : null;
  return (
    <Dialog title={t('media.assetLibrary.title')} className={styles.dialog}>
      <Tabs selectedKey={source} onSelectionChange={(key) => setSource(key as AssetSource)}>
        <div className={styles.bar}>
          <TabList aria-label={t('media.assetLibrary.sources')}>
            <Tab id="uploads">{t('media.assetLibrary.uploads')}</Tab>
            <Tab id="creations">{t('media.assetLibrary.creations')}</Tab>
          </TabList>
          <SearchField
            className={styles.search}
            aria-label={t('media.assetLibrary.search')}
            placeholder={t('media.assetLibrary.search')}
            value={search}
            onChange={setSearch}
          />
        </div>
        <TabPanel id="uploads" className={styles.panel}>
          <AssetGrid list={uploads} emptyMessage={t(emptyKey ?? 'media.assetLibrary.noUploads')} onPick={onPick} />
        </TabPanel>
        <TabPanel id="creations" className={styles.panel}>
          <AssetGrid list={creations} emptyMessage={t(emptyKey ?? 'media.assetLibrary.noCreations')} onPick={onPick} />
        </TabPanel>
      </Tabs>
    </Dialog>
  );
}
