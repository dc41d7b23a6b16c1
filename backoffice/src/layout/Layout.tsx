import DashboardIcon from '@mui/icons-material/Dashboard';
import SettingsIcon from '@mui/icons-material/Settings';
import { useEffect } from 'react';
import { Layout as RaLayout, Menu, useBasename, useRefresh, useTranslate, type LayoutProps } from 'react-admin';
import { language } from '../providers/language';
import { TaxDocumentsBanner } from '../tax-documents/TaxDocumentsBanner';

/** The resources in the order staff work through them, with the dashboard on top and the shop's settings last. */
function ShopMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu>
      <Menu.Item to={`${basename}/dashboard`} primaryText={translate('resources.dashboard.name')} leftIcon={<DashboardIcon />} />
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}/shop-settings`} primaryText={translate('resources.shop-settings.menu')} leftIcon={<SettingsIcon />} />
    </Menu>
  );
}

/** A language change reloads the data (localized names come from the API), not the first language. */
function useReloadOnLanguageChange() {
  const refresh = useRefresh();
  useEffect(() => language.subscribe(refresh), [refresh]);
}

export function Layout(props: LayoutProps) {
  useReloadOnLanguageChange();
  return (
    <RaLayout {...props} menu={ShopMenu}>
      <TaxDocumentsBanner />
      {props.children}
    </RaLayout>
  );
}
