import { describe, expect, it } from 'vitest';
import { mapBoundingBox, mapEmbedUrl, mapNeedsFallback, openInMapUrl } from './shop-map';

const STORE = { lat: 31.9642, lon: 34.8044 };

describe('the store map', () => {
  it('spans the store coordinate plus or minus 0.005 degrees', () => {
    expect(mapBoundingBox(STORE)).toEqual({ west: 34.7994, south: 31.9592, east: 34.8094, north: 31.9692 });
  });

  it('embeds that box from OpenStreetMap with a marker on the store', () => {
    const url = new URL(mapEmbedUrl(STORE));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('34.7994,31.9592,34.8094,31.9692');
    expect(url.searchParams.get('marker')).toBe('31.9642,34.8044');
  });

  it('opens the store on openstreetmap.org', () => {
    expect(openInMapUrl(STORE)).toBe('https://www.openstreetmap.org/?mlat=31.9642&mlon=34.8044#map=17/31.9642/34.8044');
  });

  it('falls back unless the embed loaded and its host answered', () => {
    expect(mapNeedsFallback({ frameLoaded: true, hostReachable: true })).toBe(false);
    expect(mapNeedsFallback({ frameLoaded: true, hostReachable: false })).toBe(true);
    expect(mapNeedsFallback({ frameLoaded: false, hostReachable: true })).toBe(true);
    expect(mapNeedsFallback({ frameLoaded: false, hostReachable: false })).toBe(true);
  });
});
