import CategoryIcon from '@mui/icons-material/Category';
import { CategoryCreate, CategoryEdit } from './CategoryEditors';
import { CategoryList } from './CategoryList';

export default { list: CategoryList, edit: CategoryEdit, create: CategoryCreate, icon: CategoryIcon };
