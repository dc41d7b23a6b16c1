import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language-context';
import { SHOP_DETAILS } from '../../app/shop-details';
import {
  MAP_EMBED_DELAY_MS, MAP_FALLBACK_AFTER_MS, MAP_HEIGHT_PX, mapEmbedUrl, mapNeedsFallback, openInMapUrl,
} from '../../rules/shop-map';

type MapPhase = 'waiting' | 'embedded' | 'fallback';

/** Asks the map's host whether it answers at all (an opaque answer is enough); false when offline. */
async function mapHostAnswers(address: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(new URL('/favicon.ico', address), { mode: 'no-cors', cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}

/**
 * The store on an OpenStreetMap embed, put in 100 ms after the page shows; when it has not loaded 2 s
 * later (or its host does not answer), a card with the address, an open-in-map link and a static map.
 */
export function ShopMap() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<MapPhase>('waiting');
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [hostReachable, setHostReachable] = useState(false);
  const embedUrl = mapEmbedUrl(SHOP_DETAILS.coordinates);

  useEffect(() => {
    const timer = setTimeout(() => setPhase('embedded'), MAP_EMBED_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (phase !== 'embedded') return undefined;
    const probe = new AbortController();
    void mapHostAnswers(embedUrl, probe.signal).then(setHostReachable);
    const timer = setTimeout(() => probe.abort(), MAP_FALLBACK_AFTER_MS);
    return () => {
      clearTimeout(timer);
      probe.abort();
    };
  }, [phase, embedUrl]);

  const needsFallback = mapNeedsFallback({ frameLoaded, hostReachable });
  useEffect(() => {
    if (phase !== 'embedded' || !needsFallback) return undefined;
    const timer = setTimeout(() => setPhase('fallback'), MAP_FALLBACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [phase, needsFallback]);

  if (phase === 'fallback') return <MapFallback />;
  return (
    <div className="shop-map" style={{ blockSize: MAP_HEIGHT_PX }}>
      {phase === 'embedded' && (
        <iframe
          className="shop-map__frame"
          src={embedUrl}
          title={t('ABOUT.MAP_FRAME_TITLE')}
          width="100%"
          height={MAP_HEIGHT_PX}
          loading="eager"
          referrerPolicy="no-referrer-when-downgrade"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          onLoad={() => setFrameLoaded(true)}
        />
      )}
    </div>
  );
}

function MapFallback() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="shop-map-fallback">
      <img
        className="shop-map-fallback__image"
        src="/images/shop-map.svg"
        alt={t('ABOUT.MAP_IMAGE_ALT')}
        width={640}
        height={360}
      />
      <div className="shop-map-fallback__text">
        <h2 className="shop-map-fallback__title">{t('ABOUT.MAP_FALLBACK_TITLE')}</h2>
        <p>{t('ABOUT.MAP_FALLBACK_TEXT')}</p>
        <address className="shop-map-fallback__address">{SHOP_DETAILS.address[language].join(', ')}</address>
        <a className="button button--primary" href={openInMapUrl(SHOP_DETAILS.coordinates)} target="_blank" rel="noopener noreferrer">
          {t('ABOUT.OPEN_IN_MAP')}
        </a>
      </div>
    </div>
  );
}
