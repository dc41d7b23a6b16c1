import { ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { CartProvider } from '../cart/cart-store';
import { loadLanguage } from '../i18n/i18n';
import { languageOfPath } from '../rules/language';
import { routes } from './routes';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/** The page's own code (a lazy route) is loaded before hydrating, so the first render matches the server's HTML. */
async function loadPageCode(): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const own = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...own, lazy: undefined });
    }),
  );
}

/**
 * Marks the page as taken over by its script (event handlers attached) once React has committed, so
 * browser tests and monitoring can tell a server-rendered page from an interactive one.
 */
function ReadyMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.shopReady = 'true';
  }, []);
  return children;
}

/** The storefront in the browser: hydrates the page the server rendered, or renders it (development server). */
export async function startBrowserApp(): Promise<void> {
  // A page rendered by the server carries its loaders' data: the router starts from it without asking the API again.
  const hydrationData = window.__staticRouterHydrationData;
  const container = document.getElementById('root') as HTMLElement;
  const rendered = Boolean(hydrationData) && container.hasChildNodes();
  // The page's texts come before any render; the page's code before hydration (the first render must match).
  await Promise.all([loadLanguage(languageOfPath(window.location.pathname)), rendered ? loadPageCode() : null]);
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <ReadyMark>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </ReadyMark>
    </StrictMode>
  );
  // Hydration as a transition yields to the browser between components, so a tap during it is not held
  // up behind one long task (the page is already visible: the server drew it).
  if (rendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app); // the development server sends an empty page
}
