import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { CartProvider } from './cart/cart-store';
import './styles/shop.css';

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

async function start(): Promise<void> {
  // A page rendered by the server carries its loaders' data: the router starts from it without asking the API again.
  const hydrationData = window.__staticRouterHydrationData;
  const container = document.getElementById('root') as HTMLElement;
  const rendered = Boolean(hydrationData) && container.hasChildNodes();
  if (rendered) await loadPageCode();
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
    </StrictMode>
  );
  if (rendered) hydrateRoot(container, app);
  else createRoot(container).render(app); // the development server sends an empty page
}

void start();
