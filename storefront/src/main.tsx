import './styles/shop.css';

/**
 * The page arrives drawn by the server. On a phone on a slow network the shopper's first need is to see
 * it: its pictures are loaded and painted before the app's script (React, the router, the page's code)
 * is fetched and run, so the script competes neither for the bandwidth nor for the phone's processor
 * while the page appears. A page still loading after this long (a slow picture) waits no more.
 */
const MAX_WAIT_MS = 2500;
/** A tab in the background paints no frames; its app starts anyway, a moment later. */
const FRAME_WAIT_MS = 100;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, MAX_WAIT_MS);
  });
}

/** After the browser has painted the next frame (the loaded pictures on the screen). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}

void pageLoaded()
  .then(afterNextPaint)
  .then(() => import('./app/browser-app'))
  .then(({ startBrowserApp }) => startBrowserApp());
