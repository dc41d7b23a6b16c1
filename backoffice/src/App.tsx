import { Admin, CustomRoutes, Resource, useBasename, usePermissions } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AccountPage } from './account/AccountPage';
import articles from './articles';
import auditLog from './audit-log';
import cancellationRequests from './cancellation-requests';
import categories from './categories';
import { Dashboard } from './dashboard/Dashboard';
import discountCodes from './discount-codes';
import { appTitle } from './i18n/appTitle';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { OfficeCatchAll } from './layout/OfficeCatchAll';
import { LoginPage } from './login/LoginPage';
import { SetPasswordPage } from './login/SetPasswordPage';
import orders from './orders';
import products from './products';
import reviews from './reviews';
import { ProductImport } from './products/ProductImport';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { isRightToLeft } from './providers/language';
import { homeOf, mayOpen, type OfficePermissions } from './providers/officeAccess';
import { session } from './providers/session';
import seo from './seo';
import { ShopSettingsScreen } from './shop-settings/ShopSettingsScreen';
import sizeTemplates from './size-templates';
import staff from './staff';
import webhooks from './webhooks';
import { DirectionProvider, useInterfaceLanguage } from './theme/DirectionProvider';
import { ltrTheme, rtlTheme } from './theme/theme';

// The empty child path goes to the dashboard, as the route table says (the account page while two-factor must be set up).
function ToDashboard() {
  const basename = useBasename();
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  return <Navigate to={`${basename}${homeOf(permissions)}`} replace />;
}

/** The screens and resources a role may open; the server refuses the rest anyway. */
function screensFor(permissions: OfficePermissions | null) {
  const opens = (screen: Parameters<typeof mayOpen>[1]) => mayOpen(permissions, screen);
  return (
    <>
      <CustomRoutes>
        {opens('dashboard') && <Route path="/dashboard" element={<Dashboard />} />}
        {opens('shop-settings') && <Route path="/shop-settings" element={<ShopSettingsScreen />} />}
        {opens('products') && <Route path="/products/import" element={<ProductImport />} />}
        <Route path="/account" element={<AccountPage />} />
      </CustomRoutes>
      {opens('products') && <Resource name="products" {...products} />}
      {opens('categories') && <Resource name="categories" {...categories} />}
      {opens('orders') && <Resource name="orders" {...orders} />}
      {opens('cancellation-requests') && <Resource name="cancellation-requests" {...cancellationRequests} />}
      {opens('discount-codes') && <Resource name="discount-codes" {...discountCodes} />}
      {opens('reviews') && <Resource name="reviews" {...reviews} />}
      {opens('articles') && <Resource name="articles" {...articles} />}
      {opens('seo') && <Resource name="seo" {...seo} />}
      {opens('size-templates') && <Resource name="size-templates" {...sizeTemplates} />}
      {opens('staff') && <Resource name="staff" {...staff} />}
      {opens('audit-log') && <Resource name="audit-log" {...auditLog} />}
      {opens('webhooks') && <Resource name="webhooks" {...webhooks} />}
    </>
  );
}

function ShopAdmin() {
  const lang = useInterfaceLanguage();
  return (
    <Admin
      basename="/admin"
      title={appTitle(lang)}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={ToDashboard}
      catchAll={OfficeCatchAll}
      theme={isRightToLeft(lang) ? rtlTheme : ltrTheme}
      requireAuth
      disableTelemetry
    >
      {screensFor}
    </Admin>
  );
}

const LOGIN_PATH = '/admin/login';

/**
 * Without a session there is nothing to check with the server: straight to the login form, in place
 * of the address asked for (one history entry), which the login then goes back to.
 */
function SignedInOrLogin() {
  const location = useLocation();
  if (!session.token() && location.pathname !== LOGIN_PATH) {
    return <Navigate to={LOGIN_PATH} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  }
  return <ShopAdmin />;
}

export function App() {
  return (
    <DirectionProvider>
      {/* A browser router (react-admin defaults to hash URLs): the backend serves every /admin path the app.
          Without transitions: react-admin's log-out on a failed session check clears its queries at once,
          which re-renders the old route and starves a transition-wrapped move to /admin/login, so the
          log-out ran again thousands of times (a blank page for seconds) before the login form showed. */}
      <BrowserRouter useTransitions={false}>
        <Routes>
          {/* An invitation's link: open without a session, outside the login. */}
          <Route path="/admin/set-password" element={<SetPasswordPage />} />
          <Route path="/admin/*" element={<SignedInOrLogin />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </BrowserRouter>
    </DirectionProvider>
  );
}
