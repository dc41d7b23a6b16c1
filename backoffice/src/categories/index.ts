import CategoryIcon from '@mui/icons-material/Category';
import { editorsOf } from '../shared/ResourceEditors';
import { categoryPayload } from './categoryPayload';
import { CategoryForm } from './CategoryForm';
import { CategoryList } from './CategoryList';

export default { list: CategoryList, ...editorsOf(categoryPayload, CategoryForm), icon: CategoryIcon };
