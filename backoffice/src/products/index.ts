import InventoryIcon from '@mui/icons-material/Inventory';
import { ProductList } from './ProductList';

export default { list: ProductList, icon: InventoryIcon };
