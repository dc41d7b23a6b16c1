import { useEffect, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { useLanguage } from '../../app/language-context';
import { SHOP_DETAILS } from '../../app/shop-details';
import {
  MAP_EMBED_DELAY_MS,
  MAP_FALLBACK_AFTER_MS,
  MAP_HEIGHT_PX,
  mapEmbedUrl,
  mapNeedsFallback,
  openInMapUrl,
} from '../../rules/shop-map';

type MapPhase = 'waiting' | 'embedded' | 'fallback';

/** A map tile: the embed shows nothing without the tile server, so it is what to ask. */
const MAP_TILE_PROBE = 'https://tile.openstreetmap.org/0/0/0.png';

/**
 * Whether the map's tiles load at all (false when offline). Asked as a picture, which the shop's
 * Content-Security-Policy allows from any https address, unlike a script's fetch.
 */
function mapTilesAnswer(): { answer: Promise<boolean>; cancel: () => void } {
  const probe = new Image();
  const answer = new Promise<boolean>((resolve) => {
    probe.onload = () => resolve(true);
    probe.onerror = () => resolve(false);
  });
  probe.src = MAP_TILE_PROBE;
  return { answer, cancel: () => probe.removeAttribute('src') };
}

/**
 * The store on an OpenStreetMap embed, put in 100 ms after the page shows; when it has not loaded 2 s
 * later (or the map's tiles do not load), a card with the address, an open-in-map link and a static map.
 */
export function ShopMap() {
  const { t } = useTexts();
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
    let current = true;
    const probe = mapTilesAnswer();
    void probe.answer.then((reachable) => current && setHostReachable(reachable));
    return () => {
      current = false;
      probe.cancel();
    };
  }, [phase]);

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
        // Hidden until it has loaded and the map's host answered: offline, the frame holds the
        // browser's error page, which must not show in the 2 s before the fallback card.
        <iframe
          className={needsFallback ? 'shop-map__frame shop-map__frame--pending' : 'shop-map__frame'}
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
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <div className="shop-map-fallback">
      <img className="shop-map-fallback__image" src="/images/shop-map.svg" alt={t('ABOUT.MAP_IMAGE_ALT')} width={640} height={360} />
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
