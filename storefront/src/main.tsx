import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { CartProvider } from './cart/cart-store';
import './styles/shop.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

// A page rendered by the server carries its loaders' data: the router starts from it without asking the API again.
const hydrationData = window.__staticRouterHydrationData;
const router = createBrowserRouter(routes, { hydrationData });
const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>
  </StrictMode>
);

if (hydrationData && container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app); // the development server sends an empty page
