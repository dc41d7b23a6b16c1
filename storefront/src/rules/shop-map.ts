/** The store on the map (the about page): an OpenStreetMap embed of the store's surroundings, and a link to open it. */

export interface Coordinates {
  lat: number;
  lon: number;
}

/** The spec's map box: the store's coordinate plus or minus this many degrees. */
export const MAP_SPAN_DEGREES = 0.005;
/** The spec: the embed goes in 100 ms after the page shows, and gets 2 s more to load before the fallback card. */
export const MAP_EMBED_DELAY_MS = 100;
export const MAP_FALLBACK_AFTER_MS = 2000;
export const MAP_HEIGHT_PX = 400;

const fixed = (value: number) => Number(value.toFixed(6));

export function mapBoundingBox({ lat, lon }: Coordinates): { west: number; south: number; east: number; north: number } {
  return {
    west: fixed(lon - MAP_SPAN_DEGREES),
    south: fixed(lat - MAP_SPAN_DEGREES),
    east: fixed(lon + MAP_SPAN_DEGREES),
    north: fixed(lat + MAP_SPAN_DEGREES),
  };
}

/** OpenStreetMap's embeddable map of the box, with a marker on the store. */
export function mapEmbedUrl(store: Coordinates): string {
  const box = mapBoundingBox(store);
  const query = new URLSearchParams({
    bbox: [box.west, box.south, box.east, box.north].join(','),
    layer: 'mapnik',
    marker: `${store.lat},${store.lon}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${query}`;
}

/** The store on openstreetmap.org, with its marker. */
export function openInMapUrl(store: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${store.lat}&mlon=${store.lon}#map=17/${store.lat}/${store.lon}`;
}

/**
 * Whether to show the fallback card instead of the embed. A frame whose address cannot be reached still
 * fires its load event (with the browser's error page inside), so the embed counts as there only when it
 * loaded and the map's host answered.
 */
export function mapNeedsFallback(state: { frameLoaded: boolean; hostReachable: boolean }): boolean {
  return !(state.frameLoaded && state.hostReachable);
}
