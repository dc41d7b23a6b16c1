import './styles/shop.css';

/**
 * The page arrives drawn by the server. On a phone on a slow network the shopper's first need is to see
 * it: its pictures are loaded and the page painted before the app's script (React, the router, the
 * page's code) is fetched and run, so the script competes neither for the bandwidth nor for the phone's
 * processor while the page appears. A page still loading after this long (a slow picture) waits no more.
 */
const MAX_WAIT_MS = 2500;

function pageShown(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, MAX_WAIT_MS);
  });
}

void pageShown()
  .then(() => import('./app/browser-app'))
  .then(({ startBrowserApp }) => startBrowserApp());
