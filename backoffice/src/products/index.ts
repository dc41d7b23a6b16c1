import InventoryIcon from '@mui/icons-material/Inventory';
import { createElement } from 'react';
import { PartTwoPlaceholder } from '../layout/PartTwoPlaceholder';

const list = () => createElement(PartTwoPlaceholder, { resource: 'orders' });

export default { list, icon: InventoryIcon };
