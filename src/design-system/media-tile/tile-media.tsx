import { ImageOff, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/runtime';
import { Skeleton } from '../skeleton';
import { useReducedMotion } from '../utils';
import styles from './media-tile.module.css';

export interface TileMediaProps {
  src: string;
  mediaType: 'image' | 'video';
  poster?: string;
  alt: string;
}

/**
 * The picture or video filling a tile: a skeleton until it has loaded, then the media fades in; an icon and a
 * short note if it fails. Load state is kept per address, so a new src starts over without an effect.
 */
export function TileMedia({ src, mediaType, poster, alt }: TileMediaProps) {
  const { t } = useTranslation();
  const isReducedMotion = useReducedMotion();
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isLoaded = loadedSrc === src;

  if (failedSrc === src) {
    const Icon = mediaType === 'video' ? VideoOff : ImageOff;
    return (
      <div className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <Icon aria-hidden="true" />
        <span aria-hidden={alt ? true : undefined}>{t('designSystem.mediaUnavailable')}</span>
      </div>
    );
  }
  const handlers = { onError: () => setFailedSrc(src) };
  return (
    <>
      {!isLoaded && <Skeleton shape="rect" className={styles.fill} />}
      {mediaType === 'video' ? (
        <video
          {...handlers}
          className={styles.media}
          data-loaded={isLoaded || undefined}
          src={src}
          poster={poster}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          muted
          loop
          playsInline
          // A still frame when motion is reduced: the poster, or the first frame.
          autoPlay={!isReducedMotion}
          preload="metadata"
          onLoadedMetadata={() => setLoadedSrc(src)}
        />
      ) : (
        <img
          {...handlers}
          className={styles.media}
          data-loaded={isLoaded || undefined}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setLoadedSrc(src)}
        />
      )}
    </>
  );
}
