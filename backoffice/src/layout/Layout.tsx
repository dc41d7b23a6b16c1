import DashboardIcon from '@mui/icons-material/Dashboard';
import { Layout as RaLayout, Menu, useTranslate, type LayoutProps } from 'react-admin';

/** The resources in the order staff work through them, with the dashboard on top. */
function ShopMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText={translate('resources.dashboard.name')} leftIcon={<DashboardIcon />} />
      <Menu.ResourceItems />
    </Menu>
  );
}

export function Layout(props: LayoutProps) {
  return <RaLayout {...props} menu={ShopMenu} />;
}
