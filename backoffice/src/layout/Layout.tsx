import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SettingsIcon from '@mui/icons-material/Settings';
import { useEffect } from 'react';
import {
  AppBar,
  LoadingIndicator,
  Logout,
  Menu,
  MenuItemLink,
  Layout as RaLayout,
  TitlePortal,
  UserMenu,
  useBasename,
  usePermissions,
  useRefresh,
  useTranslate,
  useUserMenu,
  type LayoutProps,
} from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { language } from '../providers/language';
import { LanguageMenuButton } from './LanguageMenuButton';
import { TaxDocumentsBanner } from '../tax-documents/TaxDocumentsBanner';
import { mayOpen } from '../providers/officeAccess';

/** The resources in the order staff work through them, with the dashboard on top and the shop's settings last: each role's own. */
function ShopMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions();
  return (
    <Menu>
      {mayOpen(permissions, 'dashboard') && (
        <Menu.Item to={`${basename}/dashboard`} primaryText={translate('resources.dashboard.name')} leftIcon={<DashboardIcon />} />
      )}
      <Menu.ResourceItems />
      {mayOpen(permissions, 'shop-settings') && (
        <Menu.Item to={`${basename}/shop-settings`} primaryText={translate('resources.shop-settings.menu')} leftIcon={<SettingsIcon />} />
      )}
      {permissions === 'enrolment' && (
        <Menu.Item to={`${basename}/account`} primaryText={translate('account.menu')} leftIcon={<AccountCircleIcon />} />
      )}
    </Menu>
  );
}

function AccountMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItemLink to={`${basename}/account`} primaryText={translate('account.menu')} leftIcon={<AccountCircleIcon />} onClick={onClose} />
  );
}

/**
 * The page title gives way to the buttons beside it: on a phone it takes a smaller font and up to two
 * lines, then an ellipsis, instead of running under the language menu.
 */
const TITLE = {
  minWidth: 0,
  '& > span': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
  '@media (max-width: 599.95px)': {
    fontSize: '1rem',
    lineHeight: 1.2,
    whiteSpace: 'normal',
    '& > span': { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
    '& > span span': { display: 'inline' },
  },
} as const;

/** The user menu: the staff member's own account page (two-factor login), then log out. */
function ShopAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LanguageMenuButton />
          <LoadingIndicator />
        </>
      }
      userMenu={
        <UserMenu>
          <AccountMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal sx={TITLE} />
    </AppBar>
  );
}

/** A language change reloads the data (localized names come from the API), not the first language. */
function useReloadOnLanguageChange() {
  const refresh = useRefresh();
  useEffect(() => language.subscribe(refresh), [refresh]);
}

/** While two-factor must be set up, every screen but the account page leads there. */
function EnrolFirst() {
  const { permissions } = usePermissions();
  const basename = useBasename();
  const { pathname } = useLocation();
  const target = `${basename}/account`;
  if (permissions !== 'enrolment' || pathname === target) return null;
  return <Navigate to={target} replace />;
}

export function Layout({ children, ...props }: LayoutProps) {
  useReloadOnLanguageChange();
  return (
    <RaLayout {...props} menu={ShopMenu} appBar={ShopAppBar}>
      <EnrolFirst />
      <TaxDocumentsBanner />
      {children}
    </RaLayout>
  );
}
