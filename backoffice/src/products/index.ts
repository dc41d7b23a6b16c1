import InventoryIcon from '@mui/icons-material/Inventory';
import { ProductCreate, ProductEdit } from './ProductEditors';
import { ProductList } from './ProductList';

export default { list: ProductList, edit: ProductEdit, create: ProductCreate, icon: InventoryIcon };
